import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults for npm start', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 5000, HOST: '0.0.0.0', APP_URL: 'http://localhost:5000', secureCookies: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/data$/);
  });

  it('turns on secure cookies for an https APP_URL', () => {
    expect(parseEnv({ APP_URL: 'https://loans.example.com/' })).toMatchObject({ APP_URL: 'https://loans.example.com', secureCookies: true });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres/],
    [{ APP_URL: 'ftp://x' }, /APP_URL/],
    [{ APP_SECRET: 'short' }, /APP_SECRET: must be at least 32/],
    [{ ADMIN_EMAIL: 'owner@example.com' }, /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough-1' }, /ADMIN_EMAIL: must be an e-mail/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('stops on %j with a message naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('never echoes a secret in its message', () => {
    try {
      parseEnv({ APP_SECRET: 'too-short-secret' });
    } catch (error) {
      expect((error as Error).message).not.toContain('too-short-secret');
    }
  });
});
