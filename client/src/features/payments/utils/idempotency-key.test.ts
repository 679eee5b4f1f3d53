import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY } from '@common/contracts/payments';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is a UUID the server accepts, different each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY);
    expect(a).not.toBe(b);
  });

  it('falls back to 32 random hex digits where randomUUID is missing (plain http)', () => {
    const key = newIdempotencyKey({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(IDEMPOTENCY_KEY);
  });
});
