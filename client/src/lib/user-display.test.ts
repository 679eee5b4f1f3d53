import { describe, expect, it } from 'vitest';
import { getAccountType, getDisplayName, getInitials, getRoleBadge, getSafeProfileImage } from './user-display';

describe('getInitials', () => {
  it('uses the first letters of first and last name', () => {
    expect(getInitials({ firstName: 'marcia', lastName: 'Brown', email: 'm@x.jm' })).toBe('MB');
  });
  it('falls back to the first two letters of the e-mail', () => {
    expect(getInitials({ firstName: 'Marcia', lastName: null, email: 'officer@pawnbook.jm' })).toBe('OF');
    expect(getInitials({ firstName: '  ', lastName: ' ', email: 'ab@x.jm' })).toBe('AB');
  });
  it('is "U" when nothing is known', () => {
    expect(getInitials({ firstName: null, lastName: null, email: '' })).toBe('U');
    expect(getInitials(null)).toBe('U');
  });
});

describe('getDisplayName', () => {
  it('prefers the full name, then first name, then e-mail, then "User"', () => {
    expect(getDisplayName({ firstName: 'Marcia', lastName: 'Brown', email: 'm@x.jm' })).toBe('Marcia Brown');
    expect(getDisplayName({ firstName: 'Marcia', lastName: '', email: 'm@x.jm' })).toBe('Marcia');
    expect(getDisplayName({ firstName: null, lastName: 'Brown', email: 'm@x.jm' })).toBe('m@x.jm');
    expect(getDisplayName({ firstName: null, lastName: null, email: null })).toBe('User');
  });
});

describe('getRoleBadge', () => {
  it('shows admin and super admin as a destructive "Admin"', () => {
    expect(getRoleBadge('admin')).toEqual({ label: 'Admin', variant: 'destructive' });
    expect(getRoleBadge('super_admin')).toEqual({ label: 'Admin', variant: 'destructive' });
  });
  it('styles the other roles as the spec says', () => {
    expect(getRoleBadge('loan_officer')).toEqual({ label: 'Loan Officer', variant: 'secondary' });
    expect(getRoleBadge('borrower')).toEqual({ label: 'Borrower', variant: 'outline' });
    expect(getRoleBadge('it')).toEqual({ label: 'IT', variant: 'outline' });
  });
});

describe('getAccountType', () => {
  it('tells local from external accounts', () => {
    expect(getAccountType('local')).toBe('Local Account');
    expect(getAccountType('oidc')).toBe('External Account');
  });
});

describe('getSafeProfileImage', () => {
  it('shows only our own stored images', () => {
    expect(getSafeProfileImage('/objects/uploads/abc')).toBe('/objects/uploads/abc');
    expect(getSafeProfileImage('https://cdn.example.com/me.png')).toBeNull();
    expect(getSafeProfileImage(null)).toBeNull();
  });
});
