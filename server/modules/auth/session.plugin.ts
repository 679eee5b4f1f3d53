import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TSessionUser } from '../../lib/session-user';
import type { TSessions } from '../../lib/sessions';
import { SessionCache } from './session-cache';
import { deleteSession, extendSession, findSessionUser, insertSession } from './session.repository';

export type TSessionOptions = { ttlHours: number; secure: boolean; secret: Buffer };

// The cookie carries a random id and its HMAC, so a forged cookie is refused without a query;
// the table keeps only the id's hash, so a leaked table cannot be replayed.
const hashSid = (sid: string) => createHash('sha256').update(sid).digest('base64url');
const COOKIE_FORMAT = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

export async function registerSessions(app: FastifyInstance, database: TDatabase, options: TSessionOptions): Promise<TSessions> {
  const { db } = database;
  const cache = new SessionCache();
  // The cache is trusted only while the database's change notifications reach this instance; while
  // they cannot, every request reads its session from the database (fail closed).
  const unlisten = await database.listen('pawnbook_auth', {
    onMessage: (payload) => cache.applyNotification(payload),
    onDown: () => cache.suspend(),
    onUp: () => cache.resume(),
  });
  app.addHook('onClose', async () => unlisten());

  const cookieName = options.secure ? '__Host-pawnbook_sid' : 'pawnbook_sid';
  const ttlMs = options.ttlHours * 3_600_000;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secure,
    maxAge: Math.floor(ttlMs / 1000),
  };

  const sign = (sid: string) => createHmac('sha256', options.secret).update(sid).digest();
  const cookieValue = (sid: string) => `${sid}.${sign(sid).toString('base64url')}`;
  const readSid = (request: FastifyRequest): string | null => {
    const match = COOKIE_FORMAT.exec(request.cookies[cookieName] ?? '');
    if (!match?.[1] || !match[2]) return null;
    return timingSafeEqual(sign(match[1]), Buffer.from(match[2], 'base64url')) ? match[1] : null;
  };

  // Checking a signature and hashing an id cost more than the rest of a cached request; a cookie
  // once verified stays verified, so remember the outcome (bounded, oldest dropped first).
  const verified = new Map<string, { sid: string; key: string }>();
  const readVerified = (request: FastifyRequest): { sid: string; key: string } | null => {
    const raw = request.cookies[cookieName];
    if (!raw) return null;
    const known = verified.get(raw);
    if (known) return known;
    const sid = readSid(request);
    if (!sid) return null;
    if (verified.size >= 10_000) verified.delete(verified.keys().next().value as string);
    const entry = { sid, key: hashSid(sid) };
    verified.set(raw, entry);
    return entry;
  };

  async function lookup(request: FastifyRequest, reply: FastifyReply): Promise<TSessionUser | null> {
    const cookie = readVerified(request);
    if (!cookie) return null;
    const { sid, key } = cookie;
    const readAt = cache.readEpoch;
    let found = cache.get(key);
    if (!found) {
      const row = await findSessionUser(db, key);
      if (!row) {
        reply.clearCookie(cookieName, { path: '/' });
        return null;
      }
      cache.set(key, row.user, row.expire, readAt);
      found = { ...row, cachedAt: Date.now() };
    }
    // Sliding expiry without a write on every request: extend once half the lifetime has passed.
    if (found.expire.getTime() - Date.now() < ttlMs / 2) {
      const expire = new Date(Date.now() + ttlMs);
      await extendSession(db, key, expire);
      cache.set(key, found.user, expire, readAt);
      reply.setCookie(cookieName, cookieValue(sid), cookieOptions);
    }
    return found.user;
  }

  app.decorateRequest('sessionState', null as unknown as FastifyRequest['sessionState']);
  app.decorateRequest('getUser', function getUser(this: FastifyRequest) {
    this.sessionState.lookup ??= lookup(this, this.sessionState.reply);
    return this.sessionState.lookup;
  });
  app.addHook('onRequest', async (request, reply) => {
    request.sessionState = { reply, lookup: null };
  });

  return {
    async start(request, reply, user) {
      const previous = readSid(request);
      if (previous) {
        cache.deleteSid(hashSid(previous));
        await deleteSession(db, hashSid(previous));
      }
      const sid = randomBytes(32).toString('base64url');
      await insertSession(db, {
        sid: hashSid(sid),
        userId: user.id,
        expire: new Date(Date.now() + ttlMs),
        sess: { userId: user.id, createdAt: new Date().toISOString(), userAgent: request.headers['user-agent'] ?? null },
      });
      reply.setCookie(cookieName, cookieValue(sid), cookieOptions);
      request.sessionState.lookup = Promise.resolve(user);
    },
    async end(request, reply) {
      const sid = readSid(request);
      if (sid) {
        cache.deleteSid(hashSid(sid));
        await deleteSession(db, hashSid(sid));
      }
      reply.clearCookie(cookieName, { path: '/' });
      request.sessionState.lookup = Promise.resolve(null);
    },
    forgetUser(userId) {
      cache.deleteUser(userId);
    },
  };
}
