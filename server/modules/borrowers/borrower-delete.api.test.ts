import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@common/roles';
import { applicationStatusHistory, borrowers, documentAccessLog, loanPayments, objects, pawnLoanApplications, payments } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { signInEveryRole, type TSignedIn } from '../../test/roles';
import { auditRowsOf, insertApplication, setApplicationStatus, submitApplication } from '../applications/pawn-loan-review.test-support';
import { PNG, upload } from '../applications/pawn-loans.test-support';
import { pay } from '../payments/payments.test-support';
import { insertBorrowerWithLoans } from './borrowers.test-support';

describe.each(PGLITE_ONLY)('DELETE /api/admin/borrowers/{id}, on %s', (backend) => {
  let t: TTestApp;
  let staff: Map<TRole, TSignedIn>;
  const dataDir = path.join(os.tmpdir(), `pawnbook-borrower-delete-${randomBytes(4).toString('hex')}`);
  const as = (role: TRole) => staff.get(role)!;
  const superAdmin = () => ({ email: as('super_admin').email, password: as('super_admin').password });
  const remove = (id: string, body: unknown, role: TRole = 'loan_officer') =>
    t.request({ method: 'DELETE', url: `/api/admin/borrowers/${id}`, cookie: as(role).cookie, ...(body === undefined ? {} : { payload: body as object }) });
  const borrowerExists = async (id: string) => (await t.database.db.select().from(borrowers).where(eq(borrowers.id, id))).length === 1;
  const applicationsOf = (id: string) => t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.borrowerId, id));

  beforeAll(async () => {
    t = await createTestApp(backend, { DATA_DIR: dataDir });
    staff = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('deletes nothing without an active super admin confirming', async () => {
    const b = await insertBorrowerWithLoans(t, ['completed']);
    expect((await remove(b.borrowerId, undefined)).statusCode).toBe(401);
    const wrong = await remove(b.borrowerId, { email: superAdmin().email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid super admin credentials.' });
    // The right password of someone who is not a super admin gets the same answer as a wrong one.
    const notSuper = await remove(b.borrowerId, { email: as('admin').email, password: as('admin').password });
    expect(notSuper.statusCode).toBe(401);
    expect(notSuper.json()).toMatchObject({ message: 'Invalid super admin credentials.' });
    expect(await borrowerExists(b.borrowerId)).toBe(true);
    expect(await auditRowsOf(t.database.db, b.borrowerId, 'borrower.delete')).toEqual([]);
  });

  it.each(['approved', 'active', 'defaulted'])('refuses with 409 while a loan is %s, and keeps everything', async (status) => {
    const b = await insertBorrowerWithLoans(t, ['completed', status]);
    const res = await remove(b.borrowerId, superAdmin());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This borrower has a loan that is approved, active or defaulted (money is still owed) and cannot be deleted.',
    });
    expect(await borrowerExists(b.borrowerId)).toBe(true);
    expect(await applicationsOf(b.borrowerId)).toHaveLength(2);
  });

  it('removes the borrower, their applications, payments, schedules, history, upload rows and files in one go, audited without personal data', async () => {
    // A real submission: four uploads attached, stored as files.
    const submitted = await submitApplication(t);
    const [application] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, submitted.id));
    const borrowerId = application!.borrowerId!;
    const files = await t.database.db.select().from(objects).where(eq(objects.applicationId, submitted.id));
    expect(files).toHaveLength(4);
    const paths = files.map((f) => path.join(dataDir, 'objects', ...f.key.split('/')));
    expect(paths.every((p) => existsSync(p))).toBe(true);
    await setApplicationStatus(t.database.db, submitted.id, 'rejected');
    // A repaid loan of the same person, with its payment and schedule.
    const repaid = await insertApplication(t.database.db, { borrowerEmail: application!.borrowerEmail, borrowerID: application!.borrowerID, status: 'approved' });
    await pay(t, as('loan_officer').cookie, repaid.id, '12000');
    await setApplicationStatus(t.database.db, repaid.id, 'completed');
    const someoneElse = await insertBorrowerWithLoans(t, ['completed']);
    const applicationIds = [submitted.id, repaid.id];
    expect(await t.database.db.select().from(payments).where(inArray(payments.loanApplicationId, applicationIds))).toHaveLength(1);
    expect((await t.database.db.select().from(loanPayments).where(inArray(loanPayments.applicationId, applicationIds))).length).toBeGreaterThan(0);
    // A TRN photo staff put on the record (Manage Documents), and a staff read in the access log.
    const kept = await upload(t, PNG(), as('loan_officer').cookie);
    const put = await t.request({
      method: 'PUT',
      url: '/api/admin/borrower-documents',
      cookie: as('loan_officer').cookie,
      payload: { borrowerEmail: borrowerId, documentType: 'trn', documentUrl: kept.objectPath, adminEmail: superAdmin().email, adminPassword: superAdmin().password },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.request({ method: 'GET', url: kept.objectPath, cookie: as('admin').cookie })).statusCode).toBe(200);
    expect(await t.database.db.select().from(documentAccessLog).where(eq(documentAccessLog.borrowerId, borrowerId))).toHaveLength(1);
    const [keptRow] = await t.database.db.select().from(objects).where(eq(objects.attachedBorrowerId, borrowerId));
    files.push(keptRow!);
    paths.push(path.join(dataDir, 'objects', ...keptRow!.key.split('/')));
    expect(paths.every((p) => existsSync(p))).toBe(true);

    const res = await remove(borrowerId, superAdmin());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Borrower deleted' });

    expect(await borrowerExists(borrowerId)).toBe(false);
    expect(await t.database.db.select().from(pawnLoanApplications).where(inArray(pawnLoanApplications.id, applicationIds))).toEqual([]);
    expect(await t.database.db.select().from(payments).where(inArray(payments.loanApplicationId, applicationIds))).toEqual([]);
    expect(await t.database.db.select().from(loanPayments).where(inArray(loanPayments.applicationId, applicationIds))).toEqual([]);
    expect(await t.database.db.select().from(applicationStatusHistory).where(inArray(applicationStatusHistory.applicationId, applicationIds))).toEqual([]);
    expect(await t.database.db.select().from(objects).where(inArray(objects.id, files.map((f) => f.id)))).toEqual([]);
    expect(paths.some((p) => existsSync(p))).toBe(false);
    expect(await t.database.db.select().from(documentAccessLog).where(eq(documentAccessLog.borrowerId, borrowerId))).toEqual([]);

    const [audit] = await auditRowsOf(t.database.db, borrowerId, 'borrower.delete');
    expect(audit?.summary).toEqual({ applications: 2, payments: 1, files: 5, confirmedBy: superAdmin().email });
    expect(audit?.userEmail).toBe(as('loan_officer').email);
    const text = JSON.stringify(audit);
    expect(text).not.toContain('marcia');
    expect(text).not.toContain('Marcia');

    // Someone else's record is untouched; the same delete again is a 404.
    expect(await borrowerExists(someoneElse.borrowerId)).toBe(true);
    expect(await applicationsOf(someoneElse.borrowerId)).toHaveLength(1);
    const again = await remove(borrowerId, superAdmin());
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Borrower not found' });
    expect((await remove('not-an-id', superAdmin())).statusCode).toBe(404);
  });
});
