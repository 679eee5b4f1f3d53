// The rules a new password of a local account must meet, on both sides: the form says what is
// wrong before sending, the server refuses the same things with the same words.

export const MIN_NEW_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;

// The most common passwords that are long enough to pass the length rule (from public breach
// frequency lists), plus the obvious ones for this business. Compared without case.
const COMMON_PASSWORDS = new Set([
  '1234567890', '0123456789', '0987654321', '1111111111', '0000000000', '1234512345', '12345678910',
  '123456789a', 'a123456789', '123456789q', 'qwertyuiop', 'qwertyuiop123', 'qwerty1234', 'qwerty12345',
  'qwerty123456', '1q2w3e4r5t', '1q2w3e4r5t6y', '1qaz2wsx3edc', '123qweasdzxc', 'zaq12wsxcde3', 'asdfghjkl1',
  'password12', 'password123', 'password1234', 'password12345', 'passw0rd123', 'p@ssword123', 'p@ssw0rd123',
  'password!', 'password1!', 'password123!', 'iloveyou12', 'iloveyou123', 'letmein123', 'welcome123',
  'welcome1234', 'changeme123', 'adminadmin', 'administrator', 'admin12345', 'admin123456', 'abcdefghij',
  'abcd123456', 'abc1234567', 'a1b2c3d4e5', 'sunshine123', 'football123', 'baseball123', 'princess123',
  'monkey12345', 'dragon12345', 'trustno1234', 'superman123', 'starwars123', 'computer123', 'michael123',
  'jamaica123', 'jamaica1234', 'kingston123', 'pawnbook123', 'pawnbook1234', 'loans12345',
]);

export const NEW_PASSWORD_MESSAGES = {
  tooShort: `New password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters`,
  tooLong: `New password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  isEmail: 'New password must not be your e-mail address',
  common: 'New password is one of the most common passwords. Choose another.',
  sameAsCurrent: 'New password must be different from the current one',
} as const;

/** Why this new password is refused for the account with this e-mail, or null when it is fine. */
export function newPasswordProblem(password: string, email: string): string | null {
  if (password.length < MIN_NEW_PASSWORD_LENGTH) return NEW_PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return NEW_PASSWORD_MESSAGES.tooLong;
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (lower === address || lower === address.split('@')[0]) return NEW_PASSWORD_MESSAGES.isEmail;
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(lower)) return NEW_PASSWORD_MESSAGES.common;
  return null;
}
