import type { FastifyRequest } from 'fastify';
import { PASSWORD_MESSAGES } from '@common/contracts/passwords';
import { can, type TActor, type TPermission } from '@common/permissions';
import type { TRole } from '@common/roles';
import type { TSessionUser } from './session-user';
import { AppError } from './errors';
import './sessions';

export const NOT_SIGNED_IN = 'You are not signed in. Please sign in and try again.';
export const NOT_ALLOWED = 'You do not have permission to do this.';

/**
 * Who is asking. A session opened with a one-time password (after a super admin's reset) opens
 * nothing but its own replacement and sign-out: every permission check refuses it with 403.
 */
export async function actorOf(request: FastifyRequest): Promise<{ actor: TActor; user: TSessionUser | null }> {
  const user = await request.getUser();
  if (user?.mustChangePassword) throw new AppError('FORBIDDEN', PASSWORD_MESSAGES.changeRequired);
  return { actor: user ? (user.role as TRole) : 'guest', user };
}

/** The one permission check every route uses: 401 for guests, 403 for a signed-in role the table does not allow. */
export async function requirePermission(request: FastifyRequest, permission: TPermission): Promise<TSessionUser | null> {
  const { actor, user } = await actorOf(request);
  if (can(actor, permission)) return user;
  if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  throw new AppError('FORBIDDEN', NOT_ALLOWED);
}

/** For routes that need a signed-in user of an allowed role (never a guest). */
export async function requireUser(request: FastifyRequest, permission: TPermission): Promise<TSessionUser> {
  const user = await requirePermission(request, permission);
  if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return user;
}

/** The same check as a route's preValidation hook, for routes that need only the permission. */
export const allowOnly = (permission: TPermission) => async (request: FastifyRequest): Promise<void> => {
  await requireUser(request, permission);
};
