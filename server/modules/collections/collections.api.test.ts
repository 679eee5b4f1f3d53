import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES as M, type TCollectionDetail, type TCollectionStatistics, type TContact } from '@common/contracts/collections';
import { addDays } from '@common/loan-ledger';
import { jamaicaInstant, jamaicaToday } from '@common/jamaica-time';
import { rowsOf } from '../../db/client';
import { parseSearch } from '../../lib/list-search';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { findApplicationById } from '../loans';
import { pay, sessionUserOf } from '../payments/payments.test-support';
import { logContact } from './collection-contacts.service';
import { getCollection } from './collections-read.service';
import { refreshCases } from './collections.service';
import { searchCasePage } from './collections.repository';
import { casesOfLoan, caseOfLoan, findOverdueRequest, listCases, loanStartedDaysAgo } from './collections.test-support';

const today = () => jamaicaToday();

describe.each(BOTH_BACKENDS)('debt collection on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  let officerId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officerId = o.id;
    officer = await t.signIn(o.email, o.password);
    const a = await t.createUser('admin');
    admin = await t.signIn(a.email, a.password);
  });
  afterAll(() => t.close());

  it('find-overdue opens exactly one case per overdue loan, also when two requests run at once, with the ledger figures', async () => {
    const threeDays = await loanStartedDaysAgo(t.database.db, 10); // first instalment due 3 days ago
    const allDue = await loanStartedDaysAgo(t.database.db, 40); // all four due, the first 33 days ago
    const current = await loanStartedDaysAgo(t.database.db, 2); // nothing due yet

    const [first, second] = await Promise.all([findOverdueRequest(t, officer), findOverdueRequest(t, officer)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const answers = [first.json<{ created: number; alreadyOpen: number }>(), second.json<{ created: number; alreadyOpen: number }>()];
    expect(answers.reduce((n, a) => n + a.created, 0)).toBeGreaterThanOrEqual(2);
    for (const loan of [threeDays, allDue]) expect(await casesOfLoan(t.database.db, loan.id)).toHaveLength(1);
    expect(await casesOfLoan(t.database.db, current.id)).toHaveLength(0);

    const again = await findOverdueRequest(t, officer);
    expect(again.json<{ created: number; alreadyOpen: number }>().created).toBe(0);
    expect(again.json<{ alreadyOpen: number }>().alreadyOpen).toBeGreaterThanOrEqual(2);

    const a = await caseOfLoan(t, officer, threeDays.id);
    expect(a).toMatchObject({ amountDue: '3000.00', outstandingAmount: '12000.00', daysPastDue: 3, agingBucket: '1-30', priority: 'low', collectionStatus: 'pending', promise: null });
    const b = await caseOfLoan(t, officer, allDue.id);
    expect(b).toMatchObject({ amountDue: '12000.00', outstandingAmount: '12000.00', daysPastDue: 33, agingBucket: '31-60', priority: 'high' });
  });

  it('answers the list with an ETag and 304 on a matching poll; filters by status, priority and search', async () => {
    const loan = await loanStartedDaysAgo(t.database.db, 9, { borrowerName: 'Odette Filter-Test' });
    await loanStartedDaysAgo(t.database.db, 10, { borrowerName: 'Otto Filter-Test' });
    await findOverdueRequest(t, officer);
    const res = await t.request({ method: 'GET', url: '/api/collections', cookie: officer });
    expect(res.statusCode).toBe(200);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const poll = await t.request({ method: 'GET', url: '/api/collections', cookie: officer, headers: { 'if-none-match': etag } });
    expect(poll.statusCode).toBe(304);
    const found = await listCases(t, officer, '?q=Odette%20Filter');
    expect(found.items.map((i) => i.loanApplicationId)).toEqual([loan.id]);
    expect(found).toMatchObject({ total: 1, totalCapped: false });
    // The page is sorted from the matches, which are counted with it (or on their own past the end).
    const filter = { status: 'all' as const, priority: '', search: parseSearch('filter-test'), today: today() };
    const page = await searchCasePage(t.database.db, filter, { limit: 1, offset: 1 });
    expect({ loans: page.rows.map((r) => r.loanApplicationId), count: page.count }).toEqual({ loans: [loan.id], count: 2 });
    expect(await searchCasePage(t.database.db, filter, { limit: 10, offset: 10 })).toEqual({ rows: [], count: 2 });
    expect((await listCases(t, officer, '?status=resolved')).items.every((i) => i.collectionStatus === 'resolved')).toBe(true);
    expect((await listCases(t, officer, '?priority=low')).items.every((i) => i.priority === 'low')).toBe(true);
    const bad = await t.request({ method: 'GET', url: '/api/collections?status=closed', cookie: officer });
    expect(bad.statusCode).toBe(400);
  });

  it('POST /api/collections: 201 for an overdue loan, 409 when not overdue or already open, 400 for a bad priority or contact method', async () => {
    const overdue = await loanStartedDaysAgo(t.database.db, 12);
    const notOverdue = await loanStartedDaysAgo(t.database.db, 1);
    const body = { loanApplicationId: overdue.id, priority: 'urgent', contactMethod: 'phone', notes: 'Call before noon', nextFollowUpDate: addDays(today(), 2), assignedCollectorId: officerId };
    const created = await t.request({ method: 'POST', url: '/api/collections', cookie: officer, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<TCollectionDetail>()).toMatchObject({ priority: 'urgent', contactMethod: 'phone', contactNotes: 'Call before noon', amountDue: '3000.00', assignedCollector: { id: officerId } });
    expect(created.json<TCollectionDetail>().ledger).toMatchObject({ overdueAmount: '3000.00', isOverdue: true });

    const twice = await t.request({ method: 'POST', url: '/api/collections', cookie: officer, payload: body });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: M.alreadyOpen });
    const early = await t.request({ method: 'POST', url: '/api/collections', cookie: officer, payload: { ...body, loanApplicationId: notOverdue.id } });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: M.notOverdue });
    const badPriority = await t.request({ method: 'POST', url: '/api/collections', cookie: officer, payload: { ...body, priority: 'critical' } });
    expect(badPriority.statusCode).toBe(400);
    expect(badPriority.json<{ message: string }>().message).toMatch(/Priority must be one of low, medium, high, urgent/);
    const badMethod = await t.request({ method: 'POST', url: '/api/collections', cookie: officer, payload: { ...body, contactMethod: 'fax' } });
    expect(badMethod.statusCode).toBe(400);
    const badDay = await t.request({ method: 'POST', url: '/api/collections', cookie: officer, payload: { ...body, nextFollowUpDate: '2026-02-30' } });
    expect(badDay.statusCode).toBe(400);
    const unknown = await t.request({ method: 'POST', url: '/api/collections', cookie: officer, payload: { ...body, loanApplicationId: 'nope' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('a contact moves the case to in progress; a promise needs its amount and date; the payment that clears the overdue part resolves the case in its own transaction', async () => {
    const loan = await loanStartedDaysAgo(t.database.db, 15); // two instalments due: J$6,000.00 overdue
    await findOverdueRequest(t, officer);
    const item = await caseOfLoan(t, officer, loan.id);
    expect(item.amountDue).toBe('6000.00');
    const url = `/api/collections/${item.id}/contacts`;

    const missingPromise = await t.request({ method: 'POST', url, cookie: officer, payload: { contactMethod: 'phone', outcome: 'promised_to_pay', notes: 'Will pay' } });
    expect(missingPromise.statusCode).toBe(400);
    expect(missingPromise.json()).toMatchObject({ message: M.promiseRequired });
    const badOutcome = await t.request({ method: 'POST', url, cookie: officer, payload: { contactMethod: 'phone', outcome: 'maybe' } });
    expect(badOutcome.statusCode).toBe(400);

    const contact = await t.request({ method: 'POST', url, cookie: officer, payload: { contactMethod: 'phone', outcome: 'promised_to_pay', notes: 'Will pay Friday', promisedAmount: '6000.00', promisedDate: today() } });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(contact.json<TContact>()).toMatchObject({ outcome: 'promised_to_pay', promisedAmount: '6000.00', promisedDate: today() });
    const inProgress = await caseOfLoan(t, officer, loan.id);
    expect(inProgress).toMatchObject({ collectionStatus: 'in_progress', lastContactDate: today(), contactMethod: 'phone', promise: { amount: '6000.00', date: today(), state: 'pending' } });

    await pay(t, officer, loan.id, '2000.00');
    const partly = await caseOfLoan(t, officer, loan.id);
    expect(partly).toMatchObject({ collectionStatus: 'in_progress', amountDue: '4000.00', outstandingAmount: '10000.00' });

    await pay(t, officer, loan.id, '4000.00');
    const resolved = await caseOfLoan(t, officer, loan.id);
    expect(resolved).toMatchObject({ collectionStatus: 'resolved', resolutionDate: today(), resolutionNotes: 'Paid up to date', amountDue: '0.00', promise: { state: 'kept' } });
    const audit = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'collection.resolve' and entity_id = ${item.id}`),
    );
    expect(audit[0]?.n).toBe(1);
    const closed = await t.request({ method: 'POST', url, cookie: officer, payload: { contactMethod: 'phone', outcome: 'spoke' } });
    expect(closed.statusCode).toBe(409);
  });

  it('a promise is pending through its day and broken from the next Jamaica midnight; kept when paid by then', async () => {
    const loan = await loanStartedDaysAgo(t.database.db, 9);
    const paidLoan = await loanStartedDaysAgo(t.database.db, 9);
    await findOverdueRequest(t, officer);
    const staff = { user: await sessionUserOf(t.database.db, officerId), ip: '127.0.0.1' };
    const deps = { db: t.database.db };
    const day = today();
    for (const l of [loan, paidLoan]) {
      const c = await caseOfLoan(t, officer, l.id);
      await logContact(deps, { id: c.id, body: { contactMethod: 'sms', outcome: 'promised_to_pay', promisedAmount: '1500', promisedDate: day }, staff });
    }
    await pay(t, officer, paidLoan.id, '1500.00');
    const lateCase = await caseOfLoan(t, officer, loan.id);
    const paidCase = await caseOfLoan(t, officer, paidLoan.id);
    const at = (instant: Date) => ({ db: t.database.db, now: () => instant });
    expect((await getCollection(at(jamaicaInstant(day, '23:59:59')), lateCase.id)).promise?.state).toBe('pending');
    expect((await getCollection(at(jamaicaInstant(addDays(day, 1), '00:00:00')), lateCase.id)).promise?.state).toBe('broken');
    expect((await getCollection(at(jamaicaInstant(addDays(day, 1), '00:00:00')), paidCase.id)).promise?.state).toBe('kept');
    const stats = await t.request({ method: 'GET', url: '/api/collections/statistics', cookie: officer });
    expect(stats.json<TCollectionStatistics>().promisesKept).toBeGreaterThanOrEqual(1);
  });

  it('flags a call outside 08:00-20:00 Jamaica time and a fourth contact within 7 days, and accepts both', async () => {
    const loan = await loanStartedDaysAgo(t.database.db, 11);
    await findOverdueRequest(t, officer);
    const c = await caseOfLoan(t, officer, loan.id);
    const staff = { user: await sessionUserOf(t.database.db, officerId), ip: '127.0.0.1' };
    const day = today();
    const log = (time: string, method: 'phone' | 'email' | 'visit' = 'phone') =>
      logContact({ db: t.database.db, now: () => jamaicaInstant(day, time) }, { id: c.id, body: { contactMethod: method, outcome: 'no_answer' }, staff });
    expect((await log('07:59:00')).flagReason).toBe('Outside 08:00-20:00 Jamaica time');
    expect((await log('08:00:00')).flagReason).toBeNull();
    expect((await log('21:30:00', 'email')).flagReason).toBeNull();
    expect((await log('12:00:00', 'visit')).flagReason).toBe('Contact number 4 within 7 days');
    const detail = await getCollection({ db: t.database.db, now: () => jamaicaInstant(day, '12:30:00') }, c.id);
    expect(detail.flaggedContacts).toBe(2);
    expect(detail.contacts.map((k) => k.contactedAt)).toEqual([...detail.contacts.map((k) => k.contactedAt)].sort().reverse());
  });

  it('PATCH: staff change priority and follow-up; written_off is for admins and defaults the loan; a closed case answers 409', async () => {
    const loan = await loanStartedDaysAgo(t.database.db, 20);
    await findOverdueRequest(t, officer);
    const c = await caseOfLoan(t, officer, loan.id);
    const url = `/api/collections/${c.id}`;
    const changed = await t.request({ method: 'PATCH', url, cookie: officer, payload: { priority: 'urgent', nextFollowUpDate: today() } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TCollectionDetail>()).toMatchObject({ priority: 'urgent', nextFollowUpDate: today() });
    expect((await listCases(t, officer, '?status=follow_up_due')).items.map((i) => i.id)).toContain(c.id);
    const resolveByHand = await t.request({ method: 'PATCH', url, cookie: officer, payload: { collectionStatus: 'resolved' } });
    expect(resolveByHand.statusCode).toBe(409);

    const refused = await t.request({ method: 'PATCH', url, cookie: officer, payload: { collectionStatus: 'written_off' } });
    expect(refused.statusCode).toBe(403);
    const written = await t.request({ method: 'PATCH', url, cookie: admin, payload: { collectionStatus: 'written_off', resolutionNotes: 'Borrower left the island' } });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<TCollectionDetail>()).toMatchObject({ collectionStatus: 'written_off', resolutionDate: today(), loanStatus: 'defaulted' });
    expect((await findApplicationById(t.database.db, loan.id))?.status).toBe('defaulted');
    const again = await t.request({ method: 'PATCH', url, cookie: admin, payload: { priority: 'low' } });
    expect(again.statusCode).toBe(409);
    const unknown = await t.request({ method: 'PATCH', url: '/api/collections/00000000-0000-4000-8000-000000000000', cookie: admin, payload: { priority: 'low' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('statistics: tiles, buckets and PAR30 from the open cases', async () => {
    const res = await t.request({ method: 'GET', url: '/api/collections/statistics', cookie: officer });
    expect(res.statusCode).toBe(200);
    const stats = res.json<TCollectionStatistics>();
    const { items } = await listCases(t, officer, '?pageSize=500');
    const open = items.filter((i) => i.collectionStatus === 'pending' || i.collectionStatus === 'in_progress');
    expect(stats.overdueLoans).toBe(open.length);
    expect(stats.inProgress).toBe(items.filter((i) => i.collectionStatus === 'in_progress').length);
    expect(stats.resolved).toBe(items.filter((i) => i.collectionStatus === 'resolved').length);
    expect(stats.buckets.map((b) => b.bucket)).toEqual(['1-30', '31-60', '61-90', '90+']);
    expect(stats.buckets.reduce((n, b) => n + b.loans, 0)).toBe(open.length);
    const sumCents = open.reduce((n, i) => n + Math.round(Number(i.amountDue) * 100), 0);
    expect(stats.amountDue).toBe((sumCents / 100).toFixed(2));
    expect(stats.portfolioAtRisk30).toBeGreaterThan(0);
    expect(stats.portfolioAtRisk30).toBeLessThanOrEqual(100);
  });
});

describe.each(BOTH_BACKENDS)('the collections list ETag on %s', (backend) => {
  it('stays the same when find-overdue and the refresh change nothing, and moves when a case changes', async () => {
    const t = await createTestApp(backend);
    try {
      const o = await t.createUser('loan_officer');
      const cookie = await t.signIn(o.email, o.password);
      await loanStartedDaysAgo(t.database.db, 9);
      await findOverdueRequest(t, cookie);
      const etagOf = async () => (await t.request({ method: 'GET', url: '/api/collections', cookie })).headers.etag;
      const before = await etagOf();
      await findOverdueRequest(t, cookie);
      await refreshCases({ db: t.database.db });
      expect(await etagOf()).toBe(before);
      await loanStartedDaysAgo(t.database.db, 9);
      await findOverdueRequest(t, cookie);
      expect(await etagOf()).not.toBe(before);
    } finally {
      await t.close();
    }
  });
});
