import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerPledgesResponse, TPledgeRegisterResponse } from '@common/contracts/pledges';
import { addDays } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import { pawnLoanApplications, pawnTickets } from '../../db/schema';
import { signInCookies } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { uploadDocuments, validPayload } from '../applications/pawn-loans.test-support';
import { insertLoan, pay, scheduleOf } from '../payments/payments.test-support';
import { activate, addItem, pledgeOf } from './pledges.test-support';

describe.each(BOTH_BACKENDS)('the pledge register and the borrower\'s pledges, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  let itCookie: string;
  let borrowerCookie: string;
  let borrowerEmail: string;
  let otherBorrower: string;

  const register = async (query: string, cookie = officer) => {
    const res = await t.request({ method: 'GET', url: `/api/pledges${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPledgeRegisterResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [officer, admin] = await signInCookies(t, 'loan_officer', 'admin');
    const it_ = await t.createUser('it');
    itCookie = await t.signIn(it_.email, it_.password);
    borrowerEmail = `keisha.${Date.now()}@example.com`;
    const b = await t.createUser('borrower', { email: borrowerEmail });
    borrowerCookie = await t.signIn(b.email, b.password);
    const other = await t.createUser('borrower');
    otherBorrower = await t.signIn(other.email, other.password);
  });
  afterAll(() => t.close());

  it('lists every item with its ticket and loan, searches each field (a scanned tag finds its item), filters and counts', async () => {
    const first = await insertLoan(t.database.db, { borrowerName: 'Winston Ebanks' });
    const chain = await addItem(t, officer, first.id, { description: 'Cuban link chain', serialNumber: 'CHN-4471', appraisedValue: '20000' });
    const laptop = await addItem(t, officer, first.id, { category: 'electronics', description: 'Dell laptop', serialNumber: 'DL-99-XPS', appraisedValue: '5000', metal: null, karat: null, weightGrams: null });
    await activate(t, admin, first.id);
    const second = await insertLoan(t.database.db, { borrowerName: 'Sophia Grant' });
    const guitar = await addItem(t, officer, second.id, { category: 'musical_instrument', description: 'Yamaha acoustic guitar', serialNumber: 'YMH-1', appraisedValue: '8000', metal: null, karat: null, weightGrams: null });
    const ticket = (await pledgeOf(t, officer, first.id)).ticketNumber!;
    // An instalment loan is due on its last instalment's day.
    const lastDue = (await scheduleOf(t.database.db, first.id)).at(-1)!.dueDate;

    const all = await register('?pageSize=1000');
    const mine = all.items.filter((i) => [chain.id, laptop.id, guitar.id].includes(i.itemId));
    expect(mine).toHaveLength(3);
    expect(mine.find((i) => i.itemId === chain.id)).toEqual({
      itemId: chain.id,
      itemNumber: chain.itemNumber,
      ticketNumber: ticket,
      loanId: first.id,
      applicationNumber: first.applicationNumber,
      borrowerName: 'Winston Ebanks',
      borrowerPhone: '876-555-0000',
      category: 'jewellery',
      description: 'Cuban link chain',
      serialNumber: 'CHN-4471',
      appraisedValue: '20000.00',
      status: 'in_pawn',
      storageLocation: 'Safe A, shelf 2',
      pawnedAt: jamaicaToday(),
      dueDate: lastDue,
      redeemableUntil: addDays(jamaicaToday(), 365),
    });
    expect(mine.find((i) => i.itemId === guitar.id)).toMatchObject({ ticketNumber: null, pawnedAt: null, dueDate: null, redeemableUntil: null, status: 'appraised' });

    const ids = async (query: string) => (await register(query)).items.map((i) => i.itemId).sort();
    expect(await ids(`?q=${chain.itemNumber}`)).toEqual([chain.id]);
    expect(await ids(`?q=${encodeURIComponent(`  ${chain.itemNumber.toLowerCase()}  `)}`)).toEqual([chain.id]);
    expect(await ids(`?q=${ticket}`)).toEqual([chain.id, laptop.id].sort());
    expect(await ids('?q=sophia')).toEqual([guitar.id]);
    expect(await ids('?q=yamaha%20acoustic')).toEqual([guitar.id]);
    expect(await ids('?q=99-xps')).toEqual([laptop.id]);
    expect(await ids('?q=100%25')).toEqual([]);
    expect(await ids(`?status=appraised&q=${guitar.itemNumber}`)).toEqual([guitar.id]);
    expect(await ids(`?status=in_pawn&q=${guitar.itemNumber}`)).toEqual([]);

    const paged = await register('?page=2&pageSize=1');
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(paged.items).toHaveLength(1);
    expect(paged.stats.inPawn).toBeGreaterThanOrEqual(2);

    for (const [query, message] of [
      ['?status=lost', 'status must be one of'],
      ['?pageSize=1001', 'pageSize must be at most 1000'],
      ['?page=0', 'page must be at least 1'],
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/pledges${query}`, cookie: officer });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await t.request({ method: 'GET', url: '/api/pledges', cookie: itCookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/pledges', cookie: borrowerCookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/pledges' })).statusCode).toBe(401);
  });

  it('counts in pawn (and its value), on hold, redeemed, forfeitable and sold over the whole book', async () => {
    const before = (await register('?pageSize=1')).stats;
    // Forfeitable: in pawn, past its redeemable-until day, money still owed.
    const overdue = await insertLoan(t.database.db);
    const late = await addItem(t, officer, overdue.id, { appraisedValue: '1000' });
    await activate(t, admin, overdue.id);
    await t.database.db.update(pawnTickets).set({ redeemableUntil: addDays(jamaicaToday(), -1) }).where(eq(pawnTickets.applicationId, overdue.id));
    // Past its day but paid: not forfeitable.
    const paid = await insertLoan(t.database.db);
    await addItem(t, officer, paid.id, { appraisedValue: '2000' });
    await activate(t, admin, paid.id);
    await pay(t, officer, paid.id, '12000.00');
    await t.database.db.update(pawnTickets).set({ redeemableUntil: addDays(jamaicaToday(), -1) }).where(eq(pawnTickets.applicationId, paid.id));
    const held = await addItem(t, officer, overdue.id, { appraisedValue: '500' });
    expect((await t.request({ method: 'POST', url: `/api/pawn-items/${held.id}/police-hold`, cookie: officer, payload: { station: 'Central', officer: 'Sgt. Hall', reference: 'C-1', reason: 'Enquiry' } })).statusCode).toBe(200);

    const after = (await register('?pageSize=1')).stats;
    expect(after.inPawn - before.inPawn).toBe(2);
    expect(Number(after.inPawnValue) - Number(before.inPawnValue)).toBe(3000);
    expect(after.onHold - before.onHold).toBe(1);
    expect(after.forfeitable - before.forfeitable).toBe(1);
    expect(after.redeemed).toBe(before.redeemed);
    expect(after.sold).toBe(before.sold);
    expect((await register('?status=forfeitable&pageSize=1000')).items.map((i) => i.itemId)).toContain(late.id);
  });

  it('shows a borrower their own pledges with photos, ticket and redeemable-until, never storage locations; nobody else\'s', async () => {
    const { paths } = await uploadDocuments(t, borrowerCookie);
    const submitted = await t.request({ method: 'POST', url: '/api/pawn-loans', cookie: borrowerCookie, payload: validPayload(paths, { borrowerEmail }) });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const number = submitted.json<{ applicationNumber: string }>().applicationNumber;
    const [loan] = await t.database.db.select({ id: pawnLoanApplications.id }).from(pawnLoanApplications).where(eq(pawnLoanApplications.applicationNumber, number));
    const loanId = loan!.id;
    const item = await addItem(t, officer, loanId, { description: 'Keisha\'s bangle' });
    for (const status of ['approved', 'active']) {
      const res = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${loanId}/status`, cookie: admin, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }

    const res = await t.request({ method: 'GET', url: '/api/borrower/pledges', cookie: borrowerCookie });
    expect(res.statusCode, res.body).toBe(200);
    const { pledges } = res.json<TBorrowerPledgesResponse>();
    expect(pledges).toHaveLength(1);
    expect(pledges[0]).toMatchObject({ applicationNumber: number, status: 'in_pawn', redeemableUntil: addDays(jamaicaToday(), 365) });
    expect(pledges[0]!.ticketNumber).toMatch(/^PT-/);
    expect(pledges[0]!.items[0]).toMatchObject({ id: item.id, description: 'Keisha\'s bangle', photoUrls: item.photoUrls });
    expect(pledges[0]!.items[0]).not.toHaveProperty('storageLocation');
    expect(JSON.stringify(pledges)).not.toContain('Safe A');
    // The photos are the borrower's to see.
    expect((await t.request({ method: 'GET', url: item.photoUrls[0]!, cookie: borrowerCookie })).statusCode).toBe(200);
    // Their ticket PDF too; nobody else's.
    expect((await t.request({ method: 'GET', url: `/api/pawn-loans/${number}/ticket`, cookie: borrowerCookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/pawn-loans/${number}/ticket`, cookie: otherBorrower })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/pawn-loans/${number}/ticket` })).statusCode).toBe(404);

    expect((await t.request({ method: 'GET', url: '/api/borrower/pledges', cookie: otherBorrower })).json<TBorrowerPledgesResponse>().pledges).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/borrower/pledges', cookie: officer })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/borrower/pledges', cookie: itCookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/borrower/pledges' })).statusCode).toBe(401);
  });
});
