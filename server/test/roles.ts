import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TRole } from '@common/roles';
import type { TTestApp } from './test-app';

/** Everyone a permission test tries: each role, and a visitor with no session. */
export const ROLES_AND_GUEST = ['guest', 'borrower', 'loan_officer', 'admin', 'super_admin', 'it'] as const;
export type TActorName = (typeof ROLES_AND_GUEST)[number];

// Written out for the permission tests' expected tables, not read from common/permissions.ts.
export const STAFF = ['loan_officer', 'admin', 'super_admin'] as const;
export const ADMINS = ['admin', 'super_admin'] as const;

/** One row of a permission matrix: who may call the endpoint, and its request given the suite's context. */
export type TMatrixEndpoint<TContext = void> = { name: string; allowed: readonly TActorName[]; request: (ctx: TContext) => InjectOptions };

export type TSignedIn = { id: string; email: string; password: string; cookie: string };

/** A new user of the role, signed in through the real sign-in route. */
export async function signInAs(t: TTestApp, role: TRole): Promise<TSignedIn> {
  const user = await t.createUser(role);
  return { ...user, cookie: await t.signIn(user.email, user.password) };
}

/** A new signed-in user of each role named, in that order; answers their session cookies. */
export async function signInCookies<const R extends readonly TRole[]>(t: TTestApp, ...roles: R): Promise<{ [K in keyof R]: string }> {
  const cookies: string[] = [];
  for (const role of roles) cookies.push((await signInAs(t, role)).cookie);
  return cookies as { [K in keyof R]: string };
}

/** One signed-in user per role (guest has no session). */
export async function signInEveryRole(t: TTestApp): Promise<Map<TRole, TSignedIn>> {
  const sessions = new Map<TRole, TSignedIn>();
  for (const role of ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'] as const) sessions.set(role, await signInAs(t, role));
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
    expect(res.json()).toMatchObject({ message: 'You are not signed in. Please sign in and try again.' });
  } else {
    expect(res.statusCode, `${actor}: ${res.body}`).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You do not have permission to do this.' });
  }
  return false;
}

/**
 * One row of a permission matrix: the request (built afresh for each actor) sent as a guest and as
 * each signed-in role, each answer checked. Answers the actors that got through, with their answers.
 */
export async function requestAsEveryActor(
  t: TTestApp,
  sessions: Map<TRole, TSignedIn>,
  request: () => InjectOptions,
  allowed: readonly TActorName[],
): Promise<{ actor: TActorName; res: LightMyRequestResponse }[]> {
  const passed: { actor: TActorName; res: LightMyRequestResponse }[] = [];
  for (const actor of ROLES_AND_GUEST) {
    const cookie = actor === 'guest' ? undefined : sessions.get(actor)!.cookie;
    const res = await t.request({ ...request(), cookie });
    if (expectPermissionAnswer(res, actor, allowed)) passed.push({ actor, res });
  }
  return passed;
}
