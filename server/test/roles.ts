import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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

/**
 * One cell of a permission matrix. A refused actor gets 401 (guest) or 403 with the app's wording;
 * an allowed one gets neither, and never a 500. Answers whether the actor got through.
 */
export function expectPermissionAnswer(res: LightMyRequestResponse, actor: TActorName, allowed: readonly TActorName[]): boolean {
  if (allowed.includes(actor)) {
    expect([401, 403], `${actor}: ${res.body}`).not.toContain(res.statusCode);
    expect(res.statusCode, `${actor}: ${res.body}`).toBeLessThan(500);
    return true;
  }
  if (actor === 'guest') {
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ message: 'You are not signed in. Please sign in and try again.' });
  } else {
    expect(res.statusCode, `${actor}: ${res.body}`).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to do this.' });
  }
  return false;
}
