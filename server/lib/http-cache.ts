import { createHash } from 'node:crypto';

/**
 * A strong ETag of whatever decides an answer (the build, a change counter, the query): the same
 * parts give the same tag on every instance, so a poll answers 304 without reading the list.
 */
export function etagOf(parts: readonly unknown[]): string {
  return `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match may list several tags, weak or strong, or "*". */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
