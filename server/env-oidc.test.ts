import { describe, expect, it } from 'vitest';
import { EnvError, isLoopbackHost, parseEnv } from './env';

const OIDC = {
  OIDC_ISSUER: 'https://accounts.example.com',
  OIDC_CLIENT_ID: 'pawnbook',
  OIDC_CLIENT_SECRET: 'client-secret-value',
};

describe('external sign-in settings', () => {
  it('is off without settings and on with all three, with the documented defaults', () => {
    expect(parseEnv({}).oidc).toBeNull();
    expect(parseEnv({ ...OIDC, APP_URL: 'https://loans.example.com/' }).oidc).toEqual({
      issuer: 'https://accounts.example.com',
      clientId: 'pawnbook',
      clientSecret: 'client-secret-value',
      providerName: 'Single sign-on',
      scopes: 'openid email profile',
      newUsers: 'borrower',
      redirectUri: 'https://loans.example.com/api/auth/callback',
    });
    expect(parseEnv({ ...OIDC, OIDC_PROVIDER_NAME: 'Google', OIDC_NEW_USERS: 'off', OIDC_SCOPES: 'openid  email' }).oidc).toMatchObject({
      providerName: 'Google',
      newUsers: 'off',
      scopes: 'openid email',
    });
  });

  it.each(Object.keys(OIDC))('requires issuer, client id and secret together: stops when only %s is missing, naming it', (name) => {
    const source: Record<string, string> = { ...OIDC, [name]: '' };
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: must be set together`));
  });

  it('accepts a plain-http issuer only on a loopback address', () => {
    expect(parseEnv({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1:8080' }).oidc?.issuer).toBe('http://127.0.0.1:8080');
    expect(parseEnv({ ...OIDC, OIDC_ISSUER: 'http://localhost:8080/realms/x' }).oidc).not.toBeNull();
    expect(() => parseEnv({ ...OIDC, OIDC_ISSUER: 'http://idp.example.com' })).toThrow(/OIDC_ISSUER: must be https/);
    expect(() => parseEnv({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1.example.com' })).toThrow(/OIDC_ISSUER: must be https/);
  });

  it('refuses scopes without openid, an unknown new-users mode, and never shows the secret', () => {
    expect(() => parseEnv({ ...OIDC, OIDC_SCOPES: 'email profile' })).toThrow(/OIDC_SCOPES: must include openid/);
    expect(() => parseEnv({ ...OIDC, OIDC_NEW_USERS: 'everyone' })).toThrow(/OIDC_NEW_USERS/);
    expect(() => parseEnv({ ...OIDC, OIDC_CLIENT_ID: '' })).not.toThrow(/client-secret-value/);
  });

  it('knows the loopback hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '127.10.0.3', '[::1]', '::1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['example.com', '10.0.0.1', '128.0.0.1', 'localhost.example.com']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
