type TCrypto = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * One key per Record Payment dialog opening. crypto.randomUUID exists only on secure pages (https
 * or localhost); a shop serving the app over plain http on its own network still gets 128 random bits.
 */
export function newIdempotencyKey(source: TCrypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
