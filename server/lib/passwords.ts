import { randomBytes } from 'node:crypto';

// Loaded at the first password check rather than at start (about 14 MB of an idle server).
const argon2 = () => import('@node-rs/argon2');

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommendation).
export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password);
}

// A real hash of a throwaway password, so an unknown e-mail costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const { hash, verify } = await argon2();
  if (!storedHash) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A strong password that is still readable when printed once in a terminal. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
