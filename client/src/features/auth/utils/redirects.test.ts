import { describe, expect, it } from 'vitest';
import { getLoginErrorNotice, getPostLoginPath, getSessionCheckPath } from './redirects';

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
  it('has a generic notice for other errors and none without one', () => {
    expect(getLoginErrorNotice('state_mismatch')?.title).toBe('Login Failed');
    expect(getLoginErrorNotice(null)).toBeNull();
  });
});
