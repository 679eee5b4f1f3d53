import { describe, expect, it } from 'vitest';
import { loanTabFirstRequests, pawnLoansPath } from './first-screen';

describe('pawnLoansPath', () => {
  it('puts only what differs from the server defaults in the address', () => {
    expect(pawnLoansPath({})).toBe('/api/pawn-loans');
    expect(pawnLoansPath({ status: 'all', search: ' ', page: 1, pageSize: 12 })).toBe('/api/pawn-loans?pageSize=12');
    expect(pawnLoansPath({ status: 'active', search: 'Brown', page: 3, pageSize: 20 })).toBe('/api/pawn-loans?status=active&search=Brown&page=3&pageSize=20');
  });
});

describe('loanTabFirstRequests', () => {
  it("asks for the summary and Loan Applications' first page for staff, as the tab's queries do", () => {
    expect(loanTabFirstRequests('admin')).toEqual(['/api/admin/summary', '/api/pawn-loans?pageSize=12']);
    expect(loanTabFirstRequests('loan_officer')).toEqual(['/api/admin/summary', '/api/pawn-loans?pageSize=12']);
  });

  it('asks for nothing a role may not read, nor without a session', () => {
    expect(loanTabFirstRequests('it')).toEqual([]);
    expect(loanTabFirstRequests('borrower')).toEqual([]);
    expect(loanTabFirstRequests(null)).toEqual([]);
  });
});
