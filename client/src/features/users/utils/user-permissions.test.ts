import { describe, expect, it } from 'vitest';
import { canChangeRole, canDeleteUser, canResetPassword, canToggleActive, canUnlockSignIn, creatableRoles, inlineRoleOptions, isSignInLocked } from './user-permissions';

const superAdmin = { id: 'sa', role: 'super_admin' as const };
const admin = { id: 'ad', role: 'admin' as const };
const officer = { id: 'lo', role: 'loan_officer' as const };

describe('creatableRoles', () => {
  it('offers super admin and IT only to a super admin on the accounts tab', () => {
    expect(creatableRoles('super_admin', 'accounts')).toEqual(['borrower', 'loan_officer', 'admin', 'super_admin', 'it']);
    expect(creatableRoles('admin', 'accounts')).toEqual(['borrower', 'loan_officer', 'admin']);
  });

  it('offers staff roles on the page, super admin only to a super admin', () => {
    expect(creatableRoles('super_admin', 'page')).toEqual(['loan_officer', 'admin', 'super_admin']);
    expect(creatableRoles('admin', 'page')).toEqual(['loan_officer', 'admin']);
  });

  it('offers nothing to roles that may not create users', () => {
    expect(creatableRoles('loan_officer', 'page')).toEqual([]);
    expect(creatableRoles('it', 'accounts')).toEqual([]);
    expect(creatableRoles('borrower', 'accounts')).toEqual([]);
  });
});

describe('canChangeRole', () => {
  it('never lets anyone change their own role', () => {
    expect(canChangeRole(superAdmin, superAdmin)).toBe(false);
    expect(canChangeRole(admin, admin)).toBe(false);
  });

  it('keeps super admin and IT accounts out of an admin reach', () => {
    expect(canChangeRole(admin, { id: 'x', role: 'super_admin' })).toBe(false);
    expect(canChangeRole(admin, { id: 'x', role: 'it' })).toBe(false);
    expect(canChangeRole(admin, { id: 'x', role: 'loan_officer' })).toBe(true);
    expect(canChangeRole(superAdmin, { id: 'x', role: 'it' })).toBe(true);
  });

  it('refuses a loan officer', () => {
    expect(canChangeRole(officer, { id: 'x', role: 'borrower' })).toBe(false);
  });
});

describe('inlineRoleOptions', () => {
  it('lists the four roles and disables the protected ones for an admin', () => {
    expect(inlineRoleOptions('admin', 'loan_officer')).toEqual([
      { role: 'borrower', disabled: false },
      { role: 'loan_officer', disabled: false },
      { role: 'admin', disabled: false },
      { role: 'super_admin', disabled: true },
    ]);
    expect(inlineRoleOptions('super_admin', 'admin').every((o) => !o.disabled)).toBe(true);
  });

  it('adds IT only for an IT account', () => {
    expect(inlineRoleOptions('super_admin', 'it').map((o) => o.role)).toContain('it');
    expect(inlineRoleOptions('super_admin', 'admin').map((o) => o.role)).not.toContain('it');
  });
});

describe('canToggleActive and canDeleteUser', () => {
  it('are for a super admin on someone else only', () => {
    const other = { id: 'x', role: 'loan_officer' as const };
    expect(canToggleActive(superAdmin, other)).toBe(true);
    expect(canDeleteUser(superAdmin, other)).toBe(true);
    expect(canToggleActive(superAdmin, superAdmin)).toBe(false);
    expect(canDeleteUser(superAdmin, superAdmin)).toBe(false);
    expect(canToggleActive(admin, other)).toBe(false);
    expect(canDeleteUser(admin, other)).toBe(false);
  });
});

describe('canUnlockSignIn and isSignInLocked', () => {
  it('offers the unlock to a super admin only', () => {
    expect(canUnlockSignIn(superAdmin)).toBe(true);
    expect(canUnlockSignIn(admin)).toBe(false);
    expect(canUnlockSignIn(officer)).toBe(false);
  });

  it('calls an account locked only until its lock ends', () => {
    const now = Date.parse('2025-03-10T15:00:00.000Z');
    expect(isSignInLocked({ lockedUntil: '2025-03-10T15:10:00.000Z' }, now)).toBe(true);
    expect(isSignInLocked({ lockedUntil: '2025-03-10T14:59:59.000Z' }, now)).toBe(false);
    expect(isSignInLocked({ lockedUntil: null }, now)).toBe(false);
  });
});

describe('canResetPassword', () => {
  it('lets a super admin reset someone else\'s local account only', () => {
    const superAdmin = { id: 'me', role: 'super_admin' as const };
    expect(canResetPassword(superAdmin, { id: 'other', loginMethod: 'local' })).toBe(true);
    expect(canResetPassword(superAdmin, { id: 'other', loginMethod: 'oidc' })).toBe(false);
    expect(canResetPassword(superAdmin, { id: 'me', loginMethod: 'local' })).toBe(false);
    expect(canResetPassword({ id: 'me', role: 'admin' }, { id: 'other', loginMethod: 'local' })).toBe(false);
  });
});
