import { randomBytes } from 'node:crypto';

// Loaded at the first password check rather than at start (about 14 MB of an idle server).
const argon2 = () => import('@node-rs/argon2');

/** argon2id's cost: memory in KiB (m) and passes (t); parallelism stays 1. */
export type TPasswordHashCost = { memoryKib: number; iterations: number };

/** The library's defaults, OWASP's recommendation for argon2id: m=19 MiB, t=2, p=1. */
export const STANDARD_PASSWORD_HASH_COST: TPasswordHashCost = { memoryKib: 19_456, iterations: 2 };

// Set once at start from the environment (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS).
// Only new hashes use it: a stored hash carries its own cost, so verifying never depends on it.
let cost: TPasswordHashCost = STANDARD_PASSWORD_HASH_COST;

export function setPasswordHashCost(next: TPasswordHashCost): void {
  cost = next;
}

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, { memoryCost: cost.memoryKib, timeCost: cost.iterations, parallelism: 1 });
}

// A real hash of a throwaway password, so an unknown e-mail costs as much time as a wrong password.
let dummyHash: { cost: TPasswordHashCost; hash: Promise<string> } | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!storedHash) {
    if (dummyHash?.cost !== cost) dummyHash = { cost, hash: hashPassword(randomBytes(16).toString('hex')) };
    await verify(await dummyHash.hash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A strong password that is still readable when printed once in a terminal. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
