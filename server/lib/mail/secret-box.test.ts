import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, deriveKey, emailPasswordBox, SecretBoxError } from './secret-box';

describe('secret box (AES-256-GCM under an HKDF key from the app secret)', () => {
  const secret = randomBytes(32);

  it('opens what it sealed, and never shows the plaintext', () => {
    const box = emailPasswordBox(secret);
    const sealed = box.seal('app pass word 16');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('app pass word');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('app pass');
    expect(box.open(sealed)).toBe('app pass word 16');
  });

  it('seals the same password differently each time (random IV)', () => {
    const box = emailPasswordBox(secret);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another app secret, another purpose, and altered bytes', () => {
    const sealed = emailPasswordBox(secret).seal('s3cret');
    expect(() => emailPasswordBox(randomBytes(32)).open(sealed)).toThrow(SecretBoxError);
    expect(() => createSecretBox(secret, 'pawnbook something-else').open(sealed)).toThrow(SecretBoxError);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => emailPasswordBox(secret).open(`v1.${raw.toString('base64url')}`)).toThrow(SecretBoxError);
    expect(() => emailPasswordBox(secret).open('plaintext-password')).toThrow(SecretBoxError);
  });

  it('derives distinct 32-byte keys per purpose', () => {
    const a = deriveKey(secret, 'pawnbook email-settings');
    expect(a).toHaveLength(32);
    expect(a.equals(deriveKey(secret, 'pawnbook other'))).toBe(false);
    expect(a.equals(deriveKey(secret, 'pawnbook email-settings'))).toBe(true);
  });
});
