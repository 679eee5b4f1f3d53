import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCounterPawnResponse, TRedemptionQuote } from '@common/contracts/counter';
import type { TPledge } from '@common/contracts/pledges';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { emailOutbox } from '../../db/schema';
import { signInAs } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { expectBooksAgree } from '../books/books.test-support';
import { itemPayload, pledgeOf, uploadPhotos } from '../pledges/pledges.test-support';

// The counter pawn (issue 43): contracts and refusals of POST /api/counter/pawns, pawn terms in the
// ledger and the books, and the redemption quote. Both engines: one transaction writes the pawner,
// the loan, its items, its status moves, the ticket and the books.

describe.each(BOTH_BACKENDS)('the counter pawn (%s)', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  let idSeq = 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    officer = (await signInAs(t, 'loan_officer')).cookie;
    admin = (await signInAs(t, 'admin')).cookie;
    expect((await t.request({ method: 'POST', url: '/api/cash-drawer/open', cookie: officer, payload: { openingFloat: '100000.00' } })).statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  const post = (cookie: string | undefined, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/counter/pawns', cookie, payload });

  /** A walk-in with no e-mail, one gold chain appraised at J$15,000.00. */
  async function walkIn(cookie: string, overrides: Record<string, unknown> = {}, pawner: Record<string, unknown> = {}) {
    const [idPhoto, signatureUrl, itemPhoto] = await uploadPhotos(t, cookie, 3);
    idSeq += 1;
    return {
      pawner: { name: 'Marcia Campbell', phone: '876-555-0101', address: '12 King St, Kingston', idType: 'drivers_licence', idNumber: `DL${backend}${Date.now()}${idSeq}`, idPhotoUrl: idPhoto, ...pawner },
      items: [itemPayload([itemPhoto!])],
      loanAmount: '10000.00',
      disbursementMethod: 'cash',
      pawnerSignatureUrl: signatureUrl,
      ...overrides,
    };
  }

  it('pawns a walk-in with no e-mail within the clerk limit: 201, active, ticketed, paid from the drawer, ID verified by the clerk', async () => {
    const res = await post(officer, await walkIn(officer));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<TCounterPawnResponse>();
    const today = jamaicaToday();
    expect(body).toMatchObject({ status: 'active', ticketDate: today, dueDate: addDays(today, 30), redeemableUntil: addDays(today, 365), monthlyCharge: '1000.00' });
    expect(body.ticketNumber).toMatch(/^PT-\d{4}-\d+$/);
    const pledge: TPledge = await pledgeOf(t, officer, body.loanId);
    expect(pledge).toMatchObject({ ticketNumber: body.ticketNumber, status: 'in_pawn', appraisedTotal: '15000.00', outstandingBalance: '11000.00' });
    expect(pledge.items.map((i) => i.status)).toEqual(['in_pawn']);
    const detail = await t.request({ method: 'GET', url: `/api/pawn-loans/${body.loanId}`, cookie: admin });
    expect(detail.json()).toMatchObject({ application: { status: 'active', idDocumentVerified: 'verified', borrowerSignatureVerified: 'verified', borrowerEmail: '' } });
    const drawer = await t.request({ method: 'GET', url: '/api/cash-drawer/current', cookie: officer });
    expect(drawer.json()).toMatchObject({ cashOut: '10000.00' });
    await expectBooksAgree(t, admin);
  });

  it('a returning pawner is the same borrower, by borrowerId or by the same ID number', async () => {
    const first = (await post(officer, await walkIn(officer))).json<TCounterPawnResponse>();
    const again = await post(officer, await walkIn(officer, {}, { borrowerId: first.borrowerId, name: null, phone: null, address: null, idType: null, idNumber: null, idPhotoUrl: null }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<TCounterPawnResponse>().borrowerId).toBe(first.borrowerId);
    const detail = await t.request({ method: 'GET', url: `/api/pawn-loans/${again.json<TCounterPawnResponse>().loanId}`, cookie: admin });
    // The ID on file, checked again at the counter.
    expect(detail.json()).toMatchObject({ application: { idDocumentVerified: 'verified' } });
    const sameId = await walkIn(officer);
    const byId = (await post(officer, sameId)).json<TCounterPawnResponse>();
    const withSameId = await walkIn(officer, {}, { idNumber: (sameId.pawner as { idNumber: string }).idNumber.toLowerCase(), name: 'M. Campbell' });
    expect((await post(officer, withSameId)).json<TCounterPawnResponse>().borrowerId).toBe(byId.borrowerId);
  });

  it('above the limit a loan officer gets 202, reviewed with no ticket; an admin has no limit', async () => {
    const big = await walkIn(officer, { loanAmount: '25000.00', items: [itemPayload((await uploadPhotos(t, officer)), { appraisedValue: '40000.00' })] });
    const res = await post(officer, big);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<TCounterPawnResponse>()).toMatchObject({ status: 'reviewed', ticketNumber: null, monthlyCharge: '2500.00' });
    const byAdmin = await post(admin, await walkIn(admin, { loanAmount: '25000.00', disbursementMethod: 'bank_transfer', items: [itemPayload(await uploadPhotos(t, admin), { appraisedValue: '40000.00' })] }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });

  it('refuses, naming the field: a new pawner without ID type, number or photo, no items, a bad item, above the loan-to-value', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, RegExp][] = [
      [{}, { idType: null }, /^ID type is required/],
      [{}, { idNumber: '' }, /^ID number is required/],
      [{}, { idPhotoUrl: null }, /photo of the ID/],
      [{ items: [] }, {}, /^items must list 1 to 20/],
      [{ items: [itemPayload([], {})] }, {}, /photo/i],
      [{ loanAmount: '10500.01' }, {}, /^At most J\$10,500\.00: 70% of the appraised J\$15,000\.00\.$/],
      [{ loanAmount: '0' }, {}, /^Loan amount must be/],
    ];
    for (const [overrides, pawner, message] of cases) {
      const res = await post(officer, await walkIn(officer, overrides, pawner));
      expect(res.statusCode, JSON.stringify(overrides) + JSON.stringify(pawner)).toBe(400);
      expect(res.json<{ message: string; code: string }>().message).toMatch(message);
    }
  });

  it('answers 409 when a clerk pays cash with no open drawer, and guests 401, borrowers and it 403', async () => {
    const other = (await signInAs(t, 'loan_officer')).cookie;
    const res = await post(other, await walkIn(other));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_OPEN_DRAWER' });
    expect((await post(undefined, {})).statusCode).toBe(401);
    for (const role of ['borrower', 'it'] as const) expect((await post((await signInAs(t, role)).cookie, {})).statusCode).toBe(403);
  });

  it('records a pawn made on paper: dated then, paid from the owner capital, with its charges since', async () => {
    const other = (await signInAs(t, 'loan_officer')).cookie; // no drawer open: none is needed
    const date = addDays(jamaicaToday(), -45);
    const res = await post(other, await walkIn(other, { paidOutOnPaper: { date, reason: 'Power cut: written on the paper book' } }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<TCounterPawnResponse>();
    expect(body).toMatchObject({ ticketDate: date, dueDate: addDays(date, 30) });
    // Day 45: two periods started, J$2,000.00 of charges.
    const quote = await t.request({ method: 'GET', url: `/api/pawn-loans/${body.loanId}/redemption-quote`, cookie: other });
    expect(quote.json<TRedemptionQuote>()).toMatchObject({ principal: '10000.00', periods: 2, charges: '2000.00', lateFees: '0.00', paid: '0.00', total: '12000.00' });
    const future = await t.request({ method: 'GET', url: `/api/pawn-loans/${body.loanId}/redemption-quote?date=${addDays(date, 365)}`, cookie: other });
    expect(future.json<TRedemptionQuote>()).toMatchObject({ periods: 13, charges: '13000.00', total: '23000.00' });
    await expectBooksAgree(t, admin);
  });

  it('on pawn terms a payment pays the charges due first, then principal, with no late fee; the books agree', async () => {
    const date = addDays(jamaicaToday(), -31);
    const body = (await post(admin, await walkIn(admin, { disbursementMethod: 'bank_transfer', paidOutOnPaper: { date, reason: 'Entered late' } }))).json<TCounterPawnResponse>();
    const quoteOf = async () => (await t.request({ method: 'GET', url: `/api/pawn-loans/${body.loanId}/redemption-quote`, cookie: admin })).json<TRedemptionQuote>();
    expect(await quoteOf()).toMatchObject({ periods: 2, charges: '2000.00', total: '12000.00' });
    const pay = (amount: string, extra: Record<string, unknown> = {}) =>
      t.request({ method: 'POST', url: '/api/payments', cookie: admin, payload: { loanApplicationId: body.loanId, paymentAmount: amount, paymentMethod: 'bank_transfer', ...extra } });
    expect((await pay('100', { latePaymentCharge: '10' })).statusCode).toBe(400);
    expect((await pay('12000.01')).statusCode).toBe(400);
    expect((await pay('5000')).statusCode).toBe(201);
    expect(await quoteOf()).toMatchObject({ principal: '7000.00', charges: '0.00', paid: '5000.00', total: '7000.00' });
    await expectBooksAgree(t, admin);
    expect((await pay('7000')).statusCode).toBe(201);
    const detail = await t.request({ method: 'GET', url: `/api/pawn-loans/${body.loanId}`, cookie: admin });
    expect(detail.json()).toMatchObject({ application: { status: 'completed' } });
    await expectBooksAgree(t, admin);
    // The walk-in gave no e-mail: the receipts are printed, none is queued to nobody.
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ''))).toEqual([]);
  });

  it('renews a pawn by paying the charges due: a new period on pawn terms under a new ticket; the books agree', async () => {
    const date = addDays(jamaicaToday(), -45);
    const body = (await post(admin, await walkIn(admin, { disbursementMethod: 'bank_transfer', paidOutOnPaper: { date, reason: 'Entered late' } }))).json<TCounterPawnResponse>();
    const quote = await t.request({ method: 'GET', url: `/api/pawn-loans/${body.loanId}/renewal`, cookie: admin });
    expect(quote.json()).toMatchObject({ renewable: true, interestDue: '2000.00', lateFeesDue: '0.00', minimumPayment: '2000.00', principalRemaining: '10000.00' });
    const renew = (paymentAmount: string) => t.request({ method: 'POST', url: `/api/pawn-loans/${body.loanId}/renew`, cookie: admin, payload: { paymentAmount, paymentMethod: 'cash' } });
    const low = await renew('1999.99');
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({ code: 'RENEWAL_PAYMENT_TOO_LOW' });
    const res = await renew('3000.00');
    expect(res.statusCode, res.body).toBe(201);
    const renewed = res.json<{ loanId: string; principal: string; ticketNumber: string }>();
    expect(renewed.principal).toBe('9000.00');
    const today = jamaicaToday();
    const next = await t.request({ method: 'GET', url: `/api/pawn-loans/${renewed.loanId}/redemption-quote`, cookie: admin });
    expect(next.json<TRedemptionQuote>()).toMatchObject({ date: today, principal: '9000.00', periods: 1, charges: '900.00', total: '9900.00' });
    const later = await t.request({ method: 'GET', url: `/api/pawn-loans/${renewed.loanId}/redemption-quote?date=${addDays(today, 31)}`, cookie: admin });
    expect(later.json<TRedemptionQuote>()).toMatchObject({ periods: 2, charges: '1800.00' });
    await expectBooksAgree(t, admin);
  });

  it('charges 0, 30, 31, 45 and 365 days after the ticket as 1, 1, 2, 2 and 13 periods', async () => {
    const body = (await post(admin, await walkIn(admin, { disbursementMethod: 'bank_transfer' }))).json<TCounterPawnResponse>();
    for (const [days, periods] of [[0, 1], [30, 1], [31, 2], [45, 2], [365, 13]] as const) {
      const quote = await t.request({ method: 'GET', url: `/api/pawn-loans/${body.loanId}/redemption-quote?date=${addDays(body.ticketDate, days)}`, cookie: admin });
      expect(quote.json<TRedemptionQuote>(), `day ${days}`).toMatchObject({ periods, charges: `${periods * 1000}.00`, total: `${10000 + periods * 1000}.00` });
    }
  });
});
