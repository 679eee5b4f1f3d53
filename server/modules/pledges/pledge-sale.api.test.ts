import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimableUntilOf, SALE_MESSAGES, type TBorrowerPledgeSalesResponse, type TSaleBookResponse, type TSellPledgeResponse, type TSurplus, type TSurplusListResponse } from '@common/contracts/pledge-sales';
import { PLEDGE_MESSAGES } from '@common/contracts/pledges';
import type { TAccountingResponse } from '@common/contracts/accounting';
import type { TJournalResponse } from '@common/contracts/books';
import type { TCashBookResponse, TIncomeResponse } from '@common/contracts/reports';
import { PAYMENT_MESSAGES, type TBorrowerDashboardStatsResponse } from '@common/contracts/payments';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { auditLog, debtCollectionRecords, emailOutbox, pawnLoanApplications, pawnTickets } from '../../db/schema';
import { pdfText } from '../../test/pdf-read';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { insertLoan, pay, paymentsOf } from '../payments/payments.test-support';
import { expectBooksAgree } from '../books/books.test-support';
import { caseOfLoan } from '../collections/collections.test-support';
import { activate, addItem, pledgeOf, signInPledgeCast } from './pledges.test-support';

type TMessage = { message: string };

describe.each(BOTH_BACKENDS)('selling a forfeited pledge, the sale book and the surplus, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  let superAdmin: string;
  let itCookie: string;
  let borrower: string;
  let borrowerId: string;
  const today = jamaicaToday();

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ officer, admin, superAdmin, itCookie, borrower, borrowerId } = await signInPledgeCast(t));
  });
  afterAll(() => t.close());

  /**
   * The docs' worked example (docs/operations.md, "Selling a forfeited pledge"): J$10,000 at 20%
   * over 4 weeks (four weekly J$3,000.00), started `startDaysAgo` days ago, its first instalment
   * paid on its due day, one item in pawn under a ticket redeemable for 365 days.
   */
  async function pawned(options: { startDaysAgo?: number; paid?: string; linkTo?: string } = {}) {
    const start = addDays(today, -(options.startDaysAgo ?? 400));
    const loan = await insertLoan(t.database.db, { startDate: start, borrowerName: 'Marcia Brown' });
    if (options.linkTo) await t.database.db.execute(sql`update borrowers set user_id = ${options.linkTo} where id = (select borrower_id from pawn_loan_applications where id = ${loan.id})`);
    const item = await addItem(t, officer, loan.id, { description: 'Gold chain' });
    await activate(t, admin, loan.id);
    await pay(t, officer, loan.id, options.paid ?? '3000.00', { paymentDate: addDays(start, 7) });
    const pledge = await pledgeOf(t, officer, loan.id);
    return { loan, item, pledge, start };
  }
  const sell = (cookie: string | undefined, loanId: string, payload: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `/api/pawn-loans/${loanId}/sale`, cookie, payload: { saleDate: today, method: 'auction', buyerName: 'Kingston Auctions Ltd', auctioneer: 'D. Reid', salePrice: '15,000.00', saleCosts: '500.00', ...payload } });
  const get = (url: string, cookie: string | undefined) => t.request({ method: 'GET', url, cookie });

  it('sells the worked example: J$10,800.00 owed, sold for J$15,000.00 less J$500.00, a J$3,700.00 surplus claimable for three years', async () => {
    const { loan, item, pledge } = await pawned({ linkTo: borrowerId });
    expect(pledge.redeemableUntil! < today).toBe(true);
    // The register lists it as forfeitable before the sale.
    const before = await get('/api/pledges?status=forfeitable&pageSize=1000', admin);
    expect(before.json<{ items: { itemId: string }[] }>().items.map((i) => i.itemId)).toContain(item.id);

    const stats = async () => (await get('/api/dashboard/stats', borrower)).json<TBorrowerDashboardStatsResponse>();
    const statsBefore = await stats();
    expect(statsBefore).toMatchObject({ owingLoans: 1, outstanding: '9000.00', overdueAmount: '9000.00', latePayment: '1800.00' });

    const res = await sell(admin, loan.id);
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json<TSellPledgeResponse>();
    // Owed: J$12,000.00 less the J$3,000.00 paid, and three late instalments at J$600.00 (20% of J$3,000.00).
    expect(sale).toMatchObject({ amountOwed: '10800.00', salePrice: '15000.00', saleCosts: '500.00', surplus: '3700.00', shortfall: '0.00' });

    const after = await pledgeOf(t, officer, loan.id);
    expect(after.status).toBe('sold');
    expect(after.items.map((i) => i.status)).toEqual(['sold']);
    expect(after.loanStatus).toBe('defaulted');
    const review = (await get(`/api/pawn-loans/${loan.id}`, admin)).json<TPawnLoanDetailResponse>();
    expect(review.history.at(-1)).toMatchObject({ fromStatus: 'active', toStatus: 'defaulted' });
    expect(review.history.at(-1)!.notes).toContain(`Pledge ${pledge.ticketNumber} sold on ${today}`);
    // The sale settled the loan: the ledger owes nothing since, and says what the sale settled.
    expect(review.ledger).toMatchObject({ outstanding: '0.00', overdueAmount: '0.00', isOverdue: false, nextDueDate: null, lateFeesOutstanding: '0.00', lateFeesDue: '0.00', settledOn: today, settledAmount: '10800.00' });
    expect(review.ledger!.lateFeesCharged).toBe('1800.00');
    expect(after.outstandingBalance).toBe('0.00');
    // The borrower's balances no longer count it.
    expect(await stats()).toMatchObject({ owingLoans: 0, outstanding: '0.00', overdueAmount: '0.00', latePayment: '0.00', nextDueDate: null, totalPaid: '3000.00' });
    // Its payments made the sale's figures: deleting one is refused and changes nothing.
    const [payment] = await paymentsOf(t.database.db, loan.id);
    const owner = await t.createUser('super_admin');
    const del = await t.request({ method: 'DELETE', url: `/api/payments/${payment!.id}`, cookie: officer, payload: { email: owner.email, password: owner.password } });
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json<TMessage>().message).toBe(PAYMENT_MESSAGES.deleteSettledBySale(formatDayFirst(today)));
    expect(await paymentsOf(t.database.db, loan.id)).toHaveLength(1);
    expect((await get('/api/pledges?status=forfeitable&pageSize=1000', admin)).json<{ items: { itemId: string }[] }>().items.map((i) => i.itemId)).not.toContain(item.id);

    // The sale book (s. 17), JSON and CSV.
    const book = (await get(`/api/pledges/sales?from=${today}&to=${today}`, superAdmin)).json<TSaleBookResponse>();
    const entry = book.items.find((e) => e.saleId === sale.saleId);
    expect(entry).toMatchObject({ saleDate: today, ticketNumber: pledge.ticketNumber, applicationNumber: loan.applicationNumber, borrowerName: 'Marcia Brown', method: 'auction', buyerName: 'Kingston Auctions Ltd', auctioneer: 'D. Reid', amountOwed: '10800.00', surplus: '3700.00', shortfall: '0.00' });
    expect(entry!.items).toContain(`${item.itemNumber} Gold chain`);
    const totalOf = (field: 'salePrice' | 'surplus') => book.items.reduce((sum, e) => sum + Math.round(Number(e[field]) * 100), 0) / 100;
    expect(Number(book.totals.salePrice)).toBe(totalOf('salePrice'));
    expect(Number(book.totals.surplus)).toBe(totalOf('surplus'));
    const csv = await get(`/api/pledges/sales?from=${today}&to=${today}&format=csv`, admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${today},${pledge.ticketNumber},${loan.applicationNumber},Marcia Brown,`);
    expect(csv.body).toContain('15000.00,500.00,10800.00,3700.00,0.00');
    expect((await get('/api/pledges/sales?from=2026-02-30', admin)).statusCode).toBe(400);

    // The surplus (s. 18): owed until the sale day three years on.
    const owed = (await get('/api/pledges/surplus?status=owed', admin)).json<TSurplusListResponse>();
    const surplus = owed.items.find((s) => s.saleId === sale.saleId)!;
    expect(surplus).toMatchObject({ amount: '3700.00', saleDate: today, claimableUntil: claimableUntilOf(today), status: 'owed', paidAt: null, ticketNumber: pledge.ticketNumber });
    expect(Number(owed.totalOwed)).toBeGreaterThanOrEqual(3700);

    // The pawner's e-mail: the figures and how to claim.
    const [mail] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.relatedId, loan.id), eq(emailOutbox.kind, 'pledge_sale')));
    expect(mail!.subject).toBe(`Your pledge ${pledge.ticketNumber} has been sold`);
    expect(mail!.textBody).toContain('Surplus owed to you: J$3,700.00');
    expect(mail!.textBody).toContain('You may claim the surplus until');

    // The borrower's home page.
    const own = (await get('/api/borrower/pledge-sales', borrower)).json<TBorrowerPledgeSalesResponse>();
    expect(own.sales).toEqual([expect.objectContaining({ saleId: sale.saleId, surplus: '3700.00', surplusStatus: 'owed', claimableUntil: claimableUntilOf(today) })]);
    expect((await get('/api/borrower/pledge-sales', officer)).statusCode).toBe(403);

    // Paying it out: a receipt like a payment's; a second payout is refused.
    const payUrl = `/api/pledges/surplus/${surplus.id}/pay`;
    const bad = await t.request({ method: 'POST', url: payUrl, cookie: admin, payload: { paidTo: '', method: 'cash' } });
    expect(bad.statusCode).toBe(400);
    const paid = await t.request({ method: 'POST', url: payUrl, cookie: admin, payload: { paidTo: 'Marcia Brown', method: 'cheque', reference: 'CHQ 001234' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const paidSurplus = paid.json<TSurplus>();
    expect(paidSurplus).toMatchObject({ status: 'paid', paidTo: 'Marcia Brown', method: 'cheque', reference: 'CHQ 001234' });
    expect(paidSurplus.receiptNumber).toMatch(/^SR-\d{4}-\d{6}$/);
    const again = await t.request({ method: 'POST', url: payUrl, cookie: superAdmin, payload: { paidTo: 'Marcia Brown', method: 'cash' } });
    expect(again.statusCode).toBe(409);
    expect(again.json<TMessage>().message).toBe(SALE_MESSAGES.alreadyPaid);
    const receipt = await t.request({ method: 'GET', url: `/api/pledges/surplus/${surplus.id}/receipt`, cookie: admin });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(receipt.rawPayload);
    for (const words of [paidSurplus.receiptNumber!, 'Surplus Receipt', 'J$3,700.00', 'Marcia Brown', 'Cheque', pledge.ticketNumber!]) expect(text).toContain(words);
    expect((await get('/api/pledges/surplus?status=paid', admin)).json<TSurplusListResponse>().items.map((s) => s.id)).toContain(surplus.id);
    expect((await get('/api/borrower/pledge-sales', borrower)).json<TBorrowerPledgeSalesResponse>().sales[0]!.surplusStatus).toBe('paid');

    // The cash book (read from the books, issue 41): the proceeds in (price less costs), the surplus out by its method.
    const cashBook = (await get(`/api/reports/cash-book?date=${today}`, admin)).json<TCashBookResponse>();
    expect(cashBook.lines.filter((l) => l.applicationNumber === loan.applicationNumber && ['pledge_sale_proceeds', 'surplus_paid_out'].includes(l.kind)).map(({ kind, cashIn, cashOut, method, reference }) => ({ kind, cashIn, cashOut, method, reference }))).toEqual([
      { kind: 'pledge_sale_proceeds', cashIn: '14500.00', cashOut: '0.00', method: 'cash', reference: pledge.ticketNumber },
      { kind: 'surplus_paid_out', cashIn: '0.00', cashOut: '3700.00', method: 'cheque', reference: paidSurplus.receiptNumber },
    ]);
    // The sale's entry: J$10,800.00 recovers the loan (J$7,500.00 principal, J$1,500.00 interest, earned
    // now as pledge sale income, J$1,800.00 late fees); the J$3,700.00 surplus is owed; the costs show.
    const journal = (await get(`/api/books/journal?from=${today}&to=${today}`, admin)).json<TJournalResponse>();
    const saleEntry = journal.entries.find((e) => e.kind === 'pledge_sale' && e.reference === pledge.ticketNumber)!;
    const net = (code: string) => saleEntry.lines.filter((l) => l.accountCode === code).reduce((sum, l) => sum + Number(l.debit) - Number(l.credit), 0);
    expect({ cash: net('1000'), receivable: net('1100'), unearned: net('2000'), surplus: net('2100'), saleIncome: net('4020'), costs: net('5020') }).toEqual({
      cash: 14500,
      receivable: -10800,
      unearned: 1500,
      surplus: -3700,
      saleIncome: -2000,
      costs: 500,
    });
    await expectBooksAgree(t, admin);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'pledge.sell'), eq(auditLog.entityId, loan.id)));
    expect(audit).toBeTruthy();
  });

  it('a loan written off and then sold loses its principal once: the sale recovers from the write-off (issue 41)', async () => {
    const { loan } = await pawned();
    const income = async () => (await get(`/api/reports/income?from=${today}&to=${today}`, admin)).json<TIncomeResponse>().totals;
    const before = await income();
    // Written off owing J$9,000.00 (J$7,500.00 principal, J$1,500.00 interest not earned) and its late fees.
    expect((await t.request({ method: 'POST', url: '/api/collections/find-overdue', cookie: admin })).statusCode).toBe(200);
    const written = await t.request({ method: 'PATCH', url: `/api/collections/${(await caseOfLoan(t, admin, loan.id)).id}`, cookie: admin, payload: { collectionStatus: 'written_off' } });
    expect(written.statusCode, written.body).toBe(200);
    const res = await sell(superAdmin, loan.id, { salePrice: '3200.00', saleCosts: '0' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TSellPledgeResponse>()).toMatchObject({ amountOwed: '10800.00', surplus: '0.00', shortfall: '7600.00' });
    // J$7,500.00 written off, J$3,200.00 of it recovered by the sale: J$4,300.00 lost, counted once.
    const after = await income();
    expect(Math.round((Number(after.writtenOff) - Number(before.writtenOff)) * 100)).toBe(430_000);
    await expectBooksAgree(t, admin);
  });

  it('writes off a shortfall, resolves the loan\'s open collection case and takes it out of the overdue loans', async () => {
    const { loan } = await pawned();
    expect((await t.request({ method: 'POST', url: '/api/collections/find-overdue', cookie: admin })).statusCode).toBe(200);
    const accountingAll = async () => (await get('/api/admin/accounting', admin)).json<TAccountingResponse>();
    const accounting = async () => (await accountingAll()).pledgeSales;
    const overviewBefore = (await accountingAll()).overview;
    const before = await accounting();
    const res = await sell(superAdmin, loan.id, { method: 'private_sale', auctioneer: null, salePrice: '8000', saleCosts: '0' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TSellPledgeResponse>()).toMatchObject({ amountOwed: '10800.00', surplus: '0.00', shortfall: '2800.00' });
    // Accounting shows the shortfall written off, and the sale.
    const after = await accounting();
    expect(after.count - before.count).toBe(1);
    expect(Math.round((Number(after.shortfallWrittenOff) - Number(before.shortfallWrittenOff)) * 100)).toBe(280_000);
    expect(Math.round((Number(after.salePrice) - Number(before.salePrice)) * 100)).toBe(800_000);
    expect(after.surplusOwed).toBe(before.surplusOwed);
    // Outstanding (Loans receivable, issue 41) drops by all the loan still owed, principal, interest and
    // its J$1,800.00 late fees (J$12,000.00 less J$3,000.00 paid, plus the fees): the sale settled it.
    const overviewAfter = (await accountingAll()).overview;
    expect(Math.round((Number(overviewBefore.outstanding) - Number(overviewAfter.outstanding)) * 100)).toBe(1_080_000);
    expect(overviewAfter.overdueLoans).toBe(overviewBefore.overdueLoans - 1);
    const casesOf = () => t.database.db.select({ status: debtCollectionRecords.collectionStatus }).from(debtCollectionRecords).where(eq(debtCollectionRecords.loanApplicationId, loan.id));
    expect((await casesOf()).map((c) => c.status)).toEqual(['resolved']);
    // A new overdue pass opens no case for it: the sale settled it.
    expect((await t.request({ method: 'POST', url: '/api/collections/find-overdue', cookie: admin })).statusCode).toBe(200);
    expect(await casesOf()).toHaveLength(1);
    // No surplus is owed on it.
    const all = (await get('/api/pledges/surplus', admin)).json<TSurplusListResponse>();
    expect(all.items.map((s) => s.applicationNumber)).not.toContain(loan.applicationNumber);
  });

  it('refuses a sale before redeemable-until (naming it), with nothing owed, on a police hold, twice, and with bad amounts or a future day', async () => {
    const early = await pawned({ startDaysAgo: 100 });
    const tooEarly = await sell(admin, early.loan.id);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json<TMessage>().message).toBe(SALE_MESSAGES.beforeRedeemableUntil(early.pledge.redeemableUntil!));
    expect(tooEarly.json<TMessage>().message).toContain(early.pledge.redeemableUntil!);

    const paidUp = await pawned({ paid: '12000.00' });
    const nothing = await sell(admin, paidUp.loan.id);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json<TMessage>().message).toBe(SALE_MESSAGES.nothingOwed);

    const held = await pawned();
    const hold = await t.request({ method: 'POST', url: `/api/pawn-items/${held.item.id}/police-hold`, cookie: officer, payload: { station: 'Half Way Tree', officer: 'Cpl. Brown', reference: 'HWT-9', reason: 'Reported stolen' } });
    expect(hold.statusCode, hold.body).toBe(200);
    const onHold = await sell(admin, held.loan.id);
    expect(onHold.statusCode).toBe(409);
    expect(onHold.json<TMessage>().message).toBe(PLEDGE_MESSAGES.onHold(held.item.itemNumber, 'Half Way Tree', 'HWT-9'));

    const { loan } = await pawned();
    for (const [payload, message] of [
      [{ saleDate: addDays(today, 1) }, SALE_MESSAGES.saleDateFuture],
      [{ saleDate: '2026-02-30' }, SALE_MESSAGES.saleDateInvalid],
      [{ salePrice: '0' }, SALE_MESSAGES.salePriceInvalid],
      [{ salePrice: 'lots' }, SALE_MESSAGES.salePriceInvalid],
      [{ saleCosts: '-5' }, SALE_MESSAGES.saleCostsInvalid],
      [{ saleCosts: '20000' }, SALE_MESSAGES.costsAbovePrice],
      [{ method: 'raffle' }, 'Method must be one of auction, private_sale'],
      [{ buyerName: '' }, 'Buyer name is required'],
    ] as const) {
      const res = await sell(admin, loan.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<TMessage>().message).toBe(message);
    }
    expect((await sell(admin, loan.id)).statusCode).toBe(201);
    const twice = await sell(admin, loan.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<TMessage>().message).toBe(SALE_MESSAGES.alreadySold);
    expect((await sell(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await sell(admin, 'not-a-loan')).statusCode).toBe(404);
  });

  it('lets only admins and super admins sell, read the books and pay out (officer, IT and borrower 403, guest 401)', async () => {
    const { loan } = await pawned();
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [cookie, code] of [[officer, 403], [itCookie, 403], [borrower, 403], [undefined, 401]] as const) {
      expect((await sell(cookie, loan.id)).statusCode).toBe(code);
      expect((await get('/api/pledges/sales', cookie)).statusCode).toBe(code);
      expect((await get('/api/pledges/surplus?status=owed', cookie)).statusCode).toBe(code);
      expect((await t.request({ method: 'POST', url: `/api/pledges/surplus/${someId}/pay`, cookie, payload: { paidTo: 'X', method: 'cash' } })).statusCode).toBe(code);
      expect((await get(`/api/pledges/surplus/${someId}/receipt`, cookie)).statusCode).toBe(code);
    }
    expect((await get('/api/borrower/pledge-sales', undefined)).statusCode).toBe(401);
    expect((await get('/api/pledges/surplus?status=lost', admin)).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: `/api/pledges/surplus/${someId}/pay`, cookie: admin, payload: { paidTo: 'X', method: 'cash' } })).statusCode).toBe(404);
    expect((await sell(superAdmin, loan.id)).statusCode).toBe(201);
  });

  it('sends the forfeiture notice once, when redeemable-until is the shop\'s notice days away, and records it on the loan', async () => {
    // Redeemable until 10 days from now (within the default 14), and one 30 days away (not yet).
    const due = await pawned({ startDaysAgo: 355 });
    const later = await pawned({ startDaysAgo: 335 });
    const run = () => t.request({ method: 'POST', url: '/api/pledges/forfeiture-notices/run', cookie: admin });
    expect((await t.request({ method: 'POST', url: '/api/pledges/forfeiture-notices/run', cookie: officer })).statusCode).toBe(403);
    expect((await run()).statusCode).toBe(200);
    expect((await run()).json<{ sent: number }>().sent).toBe(0);
    const notices = (loanId: string) => t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.relatedId, loanId), eq(emailOutbox.kind, 'pledge_forfeiture_notice')));
    const sent = await notices(due.loan.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(`Your pledge ${due.pledge.ticketNumber} may be sold after`);
    // Owed: J$9,000.00 left, and two instalments already late at J$600.00 each... or three: the ledger's figure.
    expect(sent[0]!.textBody).toMatch(/Pay J\$[\d,]+\.\d\d to redeem it, or pay the charges due to renew the loan/);
    expect(await notices(later.loan.id)).toHaveLength(0);
    const [ticket] = await t.database.db.select().from(pawnTickets).where(eq(pawnTickets.applicationId, due.loan.id));
    expect(ticket!.forfeitureNoticeSentAt).toBeInstanceOf(Date);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'pledge.forfeiture-notice'), eq(auditLog.entityId, due.loan.id)));
    expect(audit).toBeTruthy();
    const [row] = await t.database.db.select({ status: pawnLoanApplications.status }).from(pawnLoanApplications).where(eq(pawnLoanApplications.id, due.loan.id));
    expect(row!.status).toBe('active');
  });
});
