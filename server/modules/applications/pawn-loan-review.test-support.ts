import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TExecutor } from '../../db/client';
import { applicationStatusHistory, auditLog, pawnLoanApplications } from '../../db/schema';
import type { TTestApp } from '../../test/test-app';
import { insertPawnLoanApplication, type TNewPawnLoanApplication } from './pawn-loans.repository';
import { uploadDocuments, validPayload } from './pawn-loans.test-support';
import { findOrCreateBorrower } from '../borrowers';

let counter = 0;

/**
 * An application written straight to the table, for tests that need many rows in a given status
 * or with given amounts and dates. Documents are fake paths unless given; use submitApplication
 * when real, attached uploads matter.
 */
export async function insertApplication(db: TExecutor, overrides: Partial<TNewPawnLoanApplication> = {}): Promise<{ id: string; applicationNumber: string }> {
  counter += 1;
  const applicationNumber = `PL-T${randomBytes(3).toString('hex')}-${String(counter).padStart(4, '0')}`;
  const fake = () => `/objects/uploads/${randomUUID()}`;
  const values = {
    applicationNumber,
    borrowerName: 'Test Borrower',
    borrowerEmail: 'test.borrower@example.com',
    borrowerAddress: '1 Test Street, Kingston',
    borrowerPhone: '876-555-0000',
    borrowerID: 'TEST123',
    borrowerPhotoUrl: fake(),
    borrowerTrnPhotoUrl: fake(),
    borrowerSignatureUrl: fake(),
    idDocumentUrl: fake(),
    loanAmount: '10000.00',
    interestRate: '20.00',
    termWeeks: 4,
    weeklyInstalment: '3000.00',
    totalAmount: '12000.00',
    totalRepayment: '12000.00',
    // As a submission stores it now: 20% of one payment (J$600.00 on J$3,000.00).
    lateFine: '600.00',
    lateFeePercent: '20.00',
    status: 'submitted',
    // As staff entering it at the counter: it reaches the account of the record's e-mail.
    accountLinked: true,
    ...overrides,
  };
  // As a submission does: the person's borrower record, made from the application when new and
  // otherwise left as it is (linked to an account with that e-mail).
  const borrower = await findOrCreateBorrower(db, {
    email: values.borrowerEmail.toLowerCase(),
    idNumber: values.borrowerID.toUpperCase(),
    name: values.borrowerName,
    phone: values.borrowerPhone,
    address: values.borrowerAddress,
    trn: null,
    photoUrl: values.borrowerPhotoUrl ?? '',
    signatureUrl: values.borrowerSignatureUrl ?? '',
    trnPhotoUrl: values.borrowerTrnPhotoUrl ?? '',
    userId: null,
  });
  const { id } = await insertPawnLoanApplication(db, { borrowerId: borrower.id, ...values });
  return { id, applicationNumber };
}

/** An application through the real POST /api/pawn-loans, its four documents uploaded and attached. */
export async function submitApplication(t: TTestApp, overrides: Record<string, unknown> = {}): Promise<{ id: string; applicationNumber: string }> {
  const { paths, cookie } = await uploadDocuments(t);
  const res = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths, overrides), cookie });
  expect(res.statusCode, res.body).toBe(201);
  const { applicationNumber } = res.json<{ applicationNumber: string }>();
  const [row] = await t.database.db
    .select({ id: pawnLoanApplications.id })
    .from(pawnLoanApplications)
    .where(eq(pawnLoanApplications.applicationNumber, applicationNumber));
  if (!row) throw new Error(`submitted application ${applicationNumber} not found`);
  return { id: row.id, applicationNumber };
}

export async function readApplication(db: TExecutor, id: string) {
  const [row] = await db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, id));
  return row ?? null;
}

export async function setApplicationStatus(db: TExecutor, id: string, status: string): Promise<void> {
  await db.update(pawnLoanApplications).set({ status }).where(eq(pawnLoanApplications.id, id));
}

export async function historyOf(db: TExecutor, id: string) {
  return db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, id))
    .orderBy(applicationStatusHistory.id);
}

/** Audit rows about one entity, optionally of one action, oldest first. */
export async function auditRowsOf(db: TExecutor, entityId: string, action?: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(auditLog.id);
}

export async function countRows(db: TExecutor, table: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
