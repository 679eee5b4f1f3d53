import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, canMoveStatus } from '@common/application-status';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import type { TRole } from '@common/roles';
import { users } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { signInEveryRole, type TSignedIn } from '../../test/roles';
import { updateStatusIfCurrent } from '../loans/loans.repository';
import { auditRowsOf, historyOf, insertApplication, readApplication, submitApplication } from './pawn-loan-review.test-support';

// Written out here, not read from common/application-status.ts, so a wrong table there fails.
const ALLOWED_MOVES = new Set([
  'submitted>reviewed',
  'submitted>approved',
  'submitted>rejected',
  'reviewed>approved',
  'reviewed>rejected',
  'approved>active',
  'approved>rejected',
  'active>completed',
  'active>defaulted',
  'defaulted>active',
  'defaulted>completed',
]);
const PAIRS = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

describe.each(BOTH_BACKENDS)('PATCH /api/pawn-loans/{id}/status and GET /api/pawn-loans/{id}, on %s', (backend) => {
  let t: TTestApp;
  let staff: Map<TRole, TSignedIn>;
  const as = (role: TRole) => staff.get(role)!;
  const patchStatus = (id: string, role: TRole, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/status`, payload, cookie: as(role).cookie });

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  /** A refused change leaves the row, its history and the audit trail exactly as they were. */
  async function expectUnchanged(id: string, from: string) {
    const row = await readApplication(t.database.db, id);
    expect(row).toMatchObject({ status: from, reviewedBy: null, reviewNotes: null });
    expect(await historyOf(t.database.db, id)).toEqual([]);
    expect(await auditRowsOf(t.database.db, id)).toEqual([]);
  }

  it.each(PAIRS)('admin: %s -> %s succeeds exactly when the state machine allows it', async (from, to) => {
    const { id, applicationNumber } = await insertApplication(t.database.db, { status: from });
    const before = await readApplication(t.database.db, id);
    const res = await patchStatus(id, 'admin', { status: to, reviewNotes: `  ${from} to ${to}  ` });
    if (ALLOWED_MOVES.has(`${from}>${to}`)) {
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TPawnLoanListItem>();
      expect(body).toMatchObject({ id, status: to, reviewedBy: 'Test admin', reviewNotes: `${from} to ${to}` });
      const row = await readApplication(t.database.db, id);
      expect(row).toMatchObject({ status: to, reviewedBy: 'Test admin', reviewNotes: `${from} to ${to}` });
      expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
      const history = await historyOf(t.database.db, id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ fromStatus: from, toStatus: to, changedByUserId: as('admin').id, changedByName: 'Test admin', notes: `${from} to ${to}` });
      const audit = await auditRowsOf(t.database.db, id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'application.status',
        entity: 'application',
        userId: as('admin').id,
        userEmail: as('admin').email,
        userRole: 'admin',
        summary: { applicationNumber, before: { status: from }, after: { status: to, reviewedBy: 'Test admin' }, notes: `${from} to ${to}` },
      });
    } else {
      expect(res.statusCode, res.body).toBe(409);
      const { message } = res.json<{ message: string }>();
      if (from === to) expect(message).toBe(`This application is already ${to}.`);
      else expect(message).toMatch(new RegExp(`^An application that is ${from} cannot be moved to ${to}\\. `));
      await expectUnchanged(id, from);
    }
  });

  it.each(PAIRS)('loan officer: %s -> %s is allowed only towards reviewed and from approved to active (paying it out), other moves are 403', async (from, to) => {
    const { id } = await insertApplication(t.database.db, { status: from });
    const res = await patchStatus(id, 'loan_officer', { status: to });
    const officerMove = to === 'reviewed' || (from === 'approved' && to === 'active');
    if (!officerMove) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'A loan officer can mark an application as reviewed and pay out an approved loan (active). Approving, rejecting and later changes are made by an admin.',
      });
      await expectUnchanged(id, from);
    } else if (canMoveStatus(from, to)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: to, reviewedBy: 'Test loan_officer', reviewNotes: null });
      expect(await historyOf(t.database.db, id)).toMatchObject([{ fromStatus: from, toStatus: to, changedByUserId: as('loan_officer').id }]);
      expect(await auditRowsOf(t.database.db, id, 'application.status')).toMatchObject([{ userId: as('loan_officer').id, userRole: 'loan_officer' }]);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      await expectUnchanged(id, from);
    }
  });

  it('names the refused move and where the application can go instead', async () => {
    const approved = await insertApplication(t.database.db, { status: 'approved' });
    const res = await patchStatus(approved.id, 'super_admin', { status: 'reviewed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'An application that is approved cannot be moved to reviewed. From approved it can go to active or rejected.' });
    const completed = await insertApplication(t.database.db, { status: 'completed' });
    const final = await patchStatus(completed.id, 'super_admin', { status: 'active' });
    expect(final.json()).toMatchObject({ message: 'An application that is completed cannot be moved to active. Completed is a final status.' });
  });

  it('records the session user as reviewer (body reviewedBy ignored), e-mail when no name, and blank notes as null', async () => {
    const { id } = await insertApplication(t.database.db);
    const res = await patchStatus(id, 'super_admin', { status: 'approved', reviewedBy: 'Someone Else', reviewNotes: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', reviewedBy: 'Test super_admin', reviewNotes: null });

    // A staff account without a name is recorded by its e-mail.
    const nameless = await t.createUser('admin');
    await t.database.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, nameless.id));
    const cookie = await t.signIn(nameless.email, nameless.password);
    const next = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/status`, payload: { status: 'active', reviewNotes: 'Collateral received' }, cookie });
    expect(next.json()).toMatchObject({ status: 'active', reviewedBy: nameless.email, reviewNotes: 'Collateral received' });
    expect((await historyOf(t.database.db, id)).map((h) => h.changedByName)).toEqual(['Test super_admin', nameless.email]);
  });

  it('lets only one of two simultaneous changes from the same status win', async () => {
    const same = await insertApplication(t.database.db);
    const both = await Promise.all([patchStatus(same.id, 'admin', { status: 'reviewed' }), patchStatus(same.id, 'loan_officer', { status: 'reviewed' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // The loser either saw the winner's commit or lost the conditional update: both are 409.
    const loser = both.find((r) => r.statusCode === 409)!.json<{ message: string }>().message;
    expect(['This application is already reviewed.', 'This application was changed by someone else. Reload and try again.']).toContain(loser);
    expect(await historyOf(t.database.db, same.id)).toHaveLength(1);
    expect(await auditRowsOf(t.database.db, same.id, 'application.status')).toHaveLength(1);
  });

  it('updates nothing when the status is no longer the one the decision was made from', async () => {
    const { id } = await insertApplication(t.database.db, { status: 'reviewed' });
    expect(await updateStatusIfCurrent(t.database.db, id, 'submitted', { status: 'approved', reviewedBy: 'X', reviewNotes: null })).toBeNull();
    expect((await readApplication(t.database.db, id))?.status).toBe('reviewed');
    expect(await updateStatusIfCurrent(t.database.db, id, 'reviewed', { status: 'approved', reviewedBy: 'X', reviewNotes: null })).toMatchObject({ status: 'approved' });
  });

  it('refuses an unknown status with 400 and an unknown or malformed id with 404', async () => {
    const { id } = await insertApplication(t.database.db);
    const bad = await patchStatus(id, 'admin', { status: 'paid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^Status must be one of submitted, reviewed/);
    for (const target of [randomUUID(), 'not-an-id', '1']) {
      const res = await patchStatus(target, 'admin', { status: 'reviewed' });
      expect(res.statusCode, target).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Application not found' });
    }
  });

  it('GET answers the application as the list shows it and its history oldest first', async () => {
    const { id, applicationNumber } = await submitApplication(t);
    await patchStatus(id, 'loan_officer', { status: 'reviewed', reviewNotes: 'Documents look fine' });
    await patchStatus(id, 'admin', { status: 'approved' });
    const res = await t.request({ method: 'GET', url: `/api/pawn-loans/${id}`, cookie: as('loan_officer').cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TPawnLoanDetailResponse>();
    const list = await t.request({ method: 'GET', url: `/api/pawn-loans?search=${applicationNumber}`, cookie: as('admin').cookie });
    expect(body.application).toEqual(list.json<{ items: TPawnLoanListItem[] }>().items[0]);
    expect(body.application).toMatchObject({ status: 'approved', reviewedBy: 'Test admin', loanAmount: '12000.00', borrowerName: 'Marcia Campbell' });
    expect(body.history.map((h) => [h.fromStatus, h.toStatus, h.changedByName, h.notes])).toEqual([
      [null, 'submitted', null, 'Application submitted'],
      ['submitted', 'reviewed', 'Test loan_officer', 'Documents look fine'],
      ['reviewed', 'approved', 'Test admin', null],
    ]);
    expect(body.history.every((h) => !Number.isNaN(Date.parse(h.createdAt)))).toBe(true);

    for (const target of [randomUUID(), 'PL-2025-000001', '%20']) {
      const missing = await t.request({ method: 'GET', url: `/api/pawn-loans/${target}`, cookie: as('admin').cookie });
      expect(missing.statusCode, target).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Application not found' });
    }
  });
});
