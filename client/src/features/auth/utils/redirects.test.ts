import { describe, expect, it } from 'vitest';
import { getExternalLoginHref, getLoginErrorNotice, getPostLoginPath, getSessionCheckPath } from './redirects';

describe('getPostLoginPath', () => {
  it('sends admins to /admin and everyone else to /dashboard', () => {
    expect(getPostLoginPath('admin')).toBe('/admin');
    expect(getPostLoginPath('super_admin')).toBe('/admin');
    expect(getPostLoginPath('loan_officer')).toBe('/dashboard');
    expect(getPostLoginPath('it')).toBe('/dashboard');
    expect(getPostLoginPath('borrower')).toBe('/dashboard');
  });
});

describe('getSessionCheckPath', () => {
  it('sends staff to /admin and others to /calculator', () => {
    expect(getSessionCheckPath('admin')).toBe('/admin');
    expect(getSessionCheckPath('loan_officer')).toBe('/admin');
    expect(getSessionCheckPath('super_admin')).toBe('/admin');
    expect(getSessionCheckPath('it')).toBe('/calculator');
    expect(getSessionCheckPath('borrower')).toBe('/calculator');
  });
});

describe('getLoginErrorNotice', () => {
  it('explains a missing external provider', () => {
    expect(getLoginErrorNotice('external_unavailable')).toEqual({
      title: 'Login Failed',
      description: 'External sign-in is not set up. Use Local Login or ask your administrator.',
    });
  });
  it('explains each refusal of an external sign-in', () => {
    expect(getLoginErrorNotice('local_account')?.description).toMatch(/signs in with a password\. Use Local Login/);
    expect(getLoginErrorNotice('email_unverified')?.description).toMatch(/did not confirm your e-mail/);
    expect(getLoginErrorNotice('account_inactive')?.description).toMatch(/deactivated/);
  });
  it('has a generic notice for other errors and none without one', () => {
    expect(getLoginErrorNotice('state_mismatch')?.title).toBe('Login Failed');
    expect(getLoginErrorNotice(null)).toBeNull();
  });
});

describe('getExternalLoginHref', () => {
  it('carries a same-site path back and nothing else', () => {
    expect(getExternalLoginHref(null)).toBe('/api/auth/login');
    expect(getExternalLoginHref('/profile')).toBe('/api/auth/login?returnTo=%2Fprofile');
    expect(getExternalLoginHref('//evil.example')).toBe('/api/auth/login');
    expect(getExternalLoginHref('https://evil.example')).toBe('/api/auth/login');
  });
});
