import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TBorrowerSummary } from '@common/contracts/borrowers';
import type { TNewPawnLoanApplication } from '../applications';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { rowsOf } from '../../db/client';
import type { TTestApp } from '../../test/test-app';

/**
 * A borrower with one application per status given, oldest first a minute apart (the record comes
 * with the first). Each call is a new person unless e-mail and ID number are given.
 */
export async function insertBorrowerWithLoans(
  t: TTestApp,
  statuses: string[],
  person: Partial<TNewPawnLoanApplication> = {},
): Promise<{ borrowerId: string; applicationIds: string[]; email: string }> {
  const email = (person.borrowerEmail ?? `person.${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const values = { ...person, borrowerEmail: email, borrowerID: person.borrowerID ?? `ID${randomUUID().slice(0, 6)}` };
  const applicationIds: string[] = [];
  for (const [i, status] of statuses.entries()) {
    const createdAt = new Date(Date.now() - (statuses.length - i) * 60_000);
    applicationIds.push((await insertApplication(t.database.db, { ...values, status, createdAt })).id);
  }
  // The record insertApplication made (or the person's existing one).
  const res = await t.database.db.execute(sql`select id from borrowers where email = ${email} and id_number = ${values.borrowerID.toUpperCase()}`);
  const borrowerId = rowsOf<{ id: string }>(res)[0]?.id;
  if (!borrowerId) throw new Error('no borrower record');
  return { borrowerId, applicationIds, email };
}

/** POST /api/admin/borrowers that must succeed. */
export async function createBorrowerThroughApi(t: TTestApp, cookie: string, body: Record<string, unknown>): Promise<TBorrowerSummary> {
  const res = await t.request({ method: 'POST', url: '/api/admin/borrowers', cookie, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TBorrowerSummary>();
}

export const walkIn = (overrides: Record<string, unknown> = {}) => ({
  borrowerName: 'Walk In',
  borrowerEmail: `walk.in.${randomUUID().slice(0, 8)}@example.com`,
  borrowerAddress: '2 Harbour Street, Kingston',
  borrowerPhone: '876-555-1234',
  borrowerID: `W${randomUUID().slice(0, 6)}`,
  ...overrides,
});
