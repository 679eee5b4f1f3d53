import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MESSAGES, newPasswordProblem } from './passwords';

describe('newPasswordProblem', () => {
  const email = 'keisha.brown@example.com';

  it('accepts a long, uncommon password that is not the e-mail', () => {
    expect(newPasswordProblem('correct horse battery', email)).toBeNull();
    expect(newPasswordProblem('Kingston-Harbour-1962', email)).toBeNull();
  });

  it('refuses short, e-mail-like, common and one-character passwords', () => {
    expect(newPasswordProblem('short', email)).toBe(NEW_PASSWORD_MESSAGES.tooShort);
    expect(newPasswordProblem('x'.repeat(1025), email)).toBe(NEW_PASSWORD_MESSAGES.tooLong);
    expect(newPasswordProblem('KEISHA.BROWN@example.com', email)).toBe(NEW_PASSWORD_MESSAGES.isEmail);
    expect(newPasswordProblem('keisha.brown', 'keisha.brown@example.com')).toBe(NEW_PASSWORD_MESSAGES.isEmail);
    expect(newPasswordProblem('Password123', email)).toBe(NEW_PASSWORD_MESSAGES.common);
    expect(newPasswordProblem('QWERTYUIOP', email)).toBe(NEW_PASSWORD_MESSAGES.common);
    expect(newPasswordProblem('aaaaaaaaaaaa', email)).toBe(NEW_PASSWORD_MESSAGES.common);
  });
});
