import type { TRole } from '@common/roles';
import type { TTestApp } from './test-app';

/** Everyone a permission test tries: each role, and a visitor with no session. */
export const ROLES_AND_GUEST = ['guest', 'borrower', 'loan_officer', 'admin', 'super_admin', 'it'] as const;
export type TActorName = (typeof ROLES_AND_GUEST)[number];

export type TSignedIn = { id: string; email: string; password: string; cookie: string };

/** One signed-in user per role (guest has no session). */
export async function signInEveryRole(t: TTestApp): Promise<Map<TRole, TSignedIn>> {
  const sessions = new Map<TRole, TSignedIn>();
  for (const role of ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'] as const) {
    const user = await t.createUser(role);
    sessions.set(role, { ...user, cookie: await t.signIn(user.email, user.password) });
  }
  return sessions;
}
