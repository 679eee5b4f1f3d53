import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openLoginAttempt, safeReturnTo, sealLoginAttempt } from './oidc-login-cookie';

describe('the sign-in attempt cookie', () => {
  const secret = randomBytes(32);
  const attempt = { state: 's'.repeat(43), nonce: 'n'.repeat(43), codeVerifier: 'v'.repeat(43), returnTo: null, expiresAt: Date.now() + 60_000 };

  it('opens what it sealed, and nothing else', () => {
    const sealed = sealLoginAttempt(secret, attempt);
    expect(openLoginAttempt(secret, sealed)).toEqual(attempt);
    expect(sealed).not.toContain(attempt.state);
    expect(openLoginAttempt(randomBytes(32), sealed)).toBeNull();
    expect(openLoginAttempt(secret, `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(openLoginAttempt(secret, undefined)).toBeNull();
    expect(openLoginAttempt(secret, sealed, attempt.expiresAt)).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnTo('/profile')).toBe('/profile');
    expect(safeReturnTo('/dashboard?tab=loans#top')).toBe('/dashboard?tab=loans#top');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'profile',
    '/api/auth/logout',
    '/objects/uploads/x',
    '/x\ny',
    '',
    `/${'a'.repeat(600)}`,
    42,
  ])('drops %s', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});
