import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSessionUser } from './session-user';

declare module 'fastify' {
  // Module augmentation only works with interface declarations.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in, active user of this request, looked up once and only when asked. */
    getUser(): Promise<TSessionUser | null>;
    sessionState: { reply: FastifyReply; lookup: Promise<TSessionUser | null> | null };
  }
}

/** What routes may do with sessions; the auth module implements it (registerSessions). */
export type TSessions = {
  start(request: FastifyRequest, reply: FastifyReply, user: TSessionUser): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Drops this instance's cached sessions of a user at once. Call after committing a change that
   * ends them (deactivation, deletion): the database's notification reaches other instances, but
   * on PostgreSQL it reaches this one only a moment later, after its next request may have run.
   */
  forgetUser(userId: string): void;
};
