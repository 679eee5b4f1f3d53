import { describe, expect, it } from 'vitest';
import { pawnLoansPath } from './get-pawn-loans';

describe('pawnLoansPath', () => {
  it('puts only what differs from the server defaults in the address', () => {
    expect(pawnLoansPath({})).toBe('/api/pawn-loans');
    expect(pawnLoansPath({ status: 'all', search: ' ', page: 1, pageSize: 12 })).toBe('/api/pawn-loans?pageSize=12');
    expect(pawnLoansPath({ status: 'active', search: 'Brown', page: 3, pageSize: 20 })).toBe('/api/pawn-loans?status=active&search=Brown&page=3&pageSize=20');
  });
});
