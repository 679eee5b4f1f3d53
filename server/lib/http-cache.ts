import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * A strong ETag of whatever decides an answer (the build, a change counter, the query): the same
 * parts give the same tag on every instance, so a poll answers 304 without reading the list.
 */
export function etagOf(parts: readonly unknown[]): string {
  const key = JSON.stringify(parts);
  let tag = recent.get(key);
  if (tag === undefined) {
    tag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
    // Polls ask for the same few tags over and over: hashing was a good part of a 304's cost.
    if (recent.size >= 1_000) recent.clear();
    recent.set(key, tag);
  }
  return tag;
}

const recent = new Map<string, string>();

/** If-None-Match may list several tags, weak or strong, or "*". */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** A polled read: the ETag of what decides it, and the body unless the caller's copy is current. */
export type TPolled<T> = { etag: string } & ({ notModified: true } | { notModified: false; body: T });

/**
 * The answer of a polled list: the browser keeps it but asks again every time (no-cache), and a
 * matching ETag makes that a 304. private: per-session data, never for shared caches.
 */
export function replyPolled<T>(reply: FastifyReply, result: TPolled<T>): T | FastifyReply {
  reply.header('etag', result.etag).header('cache-control', 'private, no-cache');
  return result.notModified ? reply.code(304).send() : result.body;
}
