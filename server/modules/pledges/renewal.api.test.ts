import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountingResponse } from '@common/contracts/accounting';
import type { TIncomeResponse } from '@common/contracts/reports';
import { PAYMENT_MESSAGES } from '@common/contracts/payments';
import type { TRenewalQuote, TRenewPledgeResponse } from '@common/contracts/pledge-renewal';
import type { TPawnItem } from '@common/contracts/pledges';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { applicationStatusHistory, auditLog, debtCollectionRecords, emailOutbox, pawnItems, pawnLoanApplications, pawnTickets } from '../../db/schema';
import { pdfText } from '../../test/pdf-read';
import { signInCookies } from '../../test/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { expectBooksAgree } from '../books/books.test-support';
import { insertLoan, pay, paymentsOf, scheduleOf } from '../payments/payments.test-support';
import { PAWN_TICKET_RENDER_KIND } from './pawn-ticket.render';
import { activate, addItem, pledgeOf } from './pledges.test-support';

const HOLD = { station: 'Half Way Tree Police Station', officer: 'Cpl. A. Brown', reference: 'HWT-2026-118', reason: 'Reported stolen' };
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe.each(PGLITE_ONLY)('pledge renewal, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  let itCookie: string;
  let borrower: string;
  const today = jamaicaToday();

  beforeAll(async () => {
    t = await createTestApp(backend);
    [officer, admin, itCookie, borrower] = await signInCookies(t, 'loan_officer', 'admin', 'it', 'borrower');
  });
  afterAll(() => t.close());

  /**
   * The worked example of docs/operations.md: J$10,000.00 at 20% over 4 weeks (J$3,000.00 a week,
   * J$500.00 of it interest), started 16 days ago, so instalments fall due 9 and 2 days ago, then in
   * 5 and 12 days. The first was paid on time; the second is late.
   */
  async function pawned(options: { paidFirst?: boolean; items?: number } = {}) {
    const loan = await insertLoan(t.database.db, { startDate: addDays(today, -16) });
    const items: TPawnItem[] = [];
    for (let i = 0; i < (options.items ?? 1); i += 1) items.push(await addItem(t, officer, loan.id, { description: `Item ${i + 1}` }));
    await activate(t, admin, loan.id);
    if (options.paidFirst !== false) await pay(t, officer, loan.id, '3000.00', { paymentDate: addDays(today, -9) });
    const pledge = await pledgeOf(t, officer, loan.id);
    return { loan, items, ticketNumber: pledge.ticketNumber! };
  }
  const quoteOf = (cookie: string | undefined, loanId: string) => t.request({ method: 'GET', url: `/api/pawn-loans/${loanId}/renewal`, cookie });
  const renew = (cookie: string | undefined, loanId: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/pawn-loans/${loanId}/renew`, cookie, payload });
  const accountingFigures = async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/accounting', cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const { overview, revenue } = res.json<TAccountingResponse>();
    return {
      totalLent: Number(overview.totalLent),
      totalRepayable: Number(overview.totalRepayable),
      outstanding: Number(overview.outstanding),
      interestEarned: Number(revenue.interestEarned),
      interestDue: Number(revenue.interestDue),
    };
  };
  const interestReceived = async () => {
    const res = await t.request({ method: 'GET', url: `/api/reports/income?from=${addDays(today, -30)}&to=${today}`, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.json<TIncomeResponse>().totals.interestEarned);
  };
  const terms = (paymentAmount: string) => ({ termWeeks: 6, interestRate: 40, paymentAmount, paymentMethod: 'cash' });

  it('quotes the interest and late fees due so far, as the worked example says', async () => {
    const { loan, ticketNumber } = await pawned();
    const res = await quoteOf(officer, loan.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TRenewalQuote>()).toMatchObject({
      loanId: loan.id,
      applicationNumber: loan.applicationNumber,
      ticketNumber,
      renewable: true,
      refusal: null,
      interestDue: '500.00',
      lateFeesDue: '600.00',
      minimumPayment: '1100.00',
      principalRemaining: '7500.00',
      outstanding: '9000.00',
      termWeeks: 4,
      interestRate: 20,
    });
  });

  it('renews: the old loan takes the payment and completes, the new loan lends what is left on a new ticket with the goods', async () => {
    const { loan, items, ticketNumber } = await pawned({ items: 2 });
    const accountingBefore = await accountingFigures();
    const incomeBefore = await interestReceived();
    const res = await renew(officer, loan.id, terms('2,100.00'));
    expect(res.statusCode, res.body).toBe(201);
    const renewed = res.json<TRenewPledgeResponse>();
    expect(renewed.applicationNumber).toMatch(/^PL-\d{4}-\d+$/);
    expect(renewed.ticketNumber).toMatch(/^PT-\d{4}-\d+$/);
    expect(renewed.ticketNumber).not.toBe(ticketNumber);
    // J$600.00 of late fees, J$500.00 of interest, J$1,000.00 off the J$7,500.00 principal left.
    expect(renewed.principal).toBe('6500.00');

    // Old loan: the renewal payment with its receipt, completed with the renewal in its history.
    const db = t.database.db;
    const paid = await paymentsOf(db, loan.id);
    expect(paid.map((p) => [p.paymentAmount, p.latePaymentCharge, p.status])).toEqual([
      ['3000.00', '0.00', 'completed'],
      ['1500.00', '600.00', 'completed'],
    ]);
    expect(paid[1]!.receiptNumber).toBe(renewed.receiptNumber);
    const [old] = await db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, loan.id));
    expect(old!.status).toBe('completed');
    const history = await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, loan.id));
    expect(history.find((h) => h.toStatus === 'completed')?.notes).toBe(`Renewed as ${renewed.applicationNumber} (${renewed.receiptNumber})`);
    const [oldTicket] = await db.select().from(pawnTickets).where(eq(pawnTickets.applicationId, loan.id));
    expect(oldTicket!.status).toBe('renewed');
    const oldPledge = await pledgeOf(t, officer, loan.id);
    expect(oldPledge).toMatchObject({ status: 'renewed', items: [] });
    const receiptMail = await db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, paid[1]!.id));
    expect(receiptMail.map((m) => m.kind)).toEqual(['payment_receipt']);

    // New loan: the principal left at the terms given, active from today, its schedule, ticket and goods.
    const [fresh] = await db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, renewed.loanId));
    expect(fresh).toMatchObject({
      applicationNumber: renewed.applicationNumber,
      renewedFromApplicationId: loan.id,
      status: 'active',
      loanAmount: '6500.00',
      interestRate: '40.00',
      termWeeks: 6,
      weeklyInstalment: '1516.67',
      totalRepayment: '9100.00',
      startDate: today,
      borrowerId: old!.borrowerId,
      borrowerName: old!.borrowerName,
      borrowerSignatureUrl: old!.borrowerSignatureUrl,
    });
    const schedule = await scheduleOf(db, renewed.loanId);
    expect(schedule.map((r) => r.dueDate)).toEqual([1, 2, 3, 4, 5, 6].map((w) => addDays(today, 7 * w)));
    expect(schedule.map((r) => r.paymentAmount)).toEqual(['1516.67', '1516.67', '1516.67', '1516.67', '1516.67', '1516.65']);
    expect(schedule.every((r) => r.status === 'pending')).toBe(true);
    const pledge = await pledgeOf(t, officer, renewed.loanId);
    expect(pledge).toMatchObject({ status: 'in_pawn', ticketNumber: renewed.ticketNumber, ticketIssuedAt: today, redeemableUntil: addDays(today, 365), outstandingBalance: '9100.00' });
    expect(pledge.items.map((i) => [i.itemNumber, i.status])).toEqual(items.map((i) => [i.itemNumber, 'in_pawn']));
    const freshHistory = await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, renewed.loanId)).orderBy(applicationStatusHistory.id);
    // Made by the renewal, then made active by the one status change (issue 42), with its own row.
    expect(freshHistory.map((h) => [h.fromStatus, h.toStatus, h.notes])).toEqual([
      [null, 'approved', `Renewal of ${loan.applicationNumber} (ticket ${ticketNumber})`],
      ['approved', 'active', `Renewed from ${loan.applicationNumber}: the principal left is carried, no money is paid out`],
    ]);
    // No pay-out is recorded for it: the principal was lent once.
    expect(fresh).toMatchObject({ disbursementMethod: null, disbursedAt: null });

    // Audited, and the borrower's e-mail carries the new agreement and ticket.
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'pledge.renew'), eq(auditLog.entityId, loan.id)));
    expect(audit?.summary).toMatchObject({ to: { applicationNumber: renewed.applicationNumber, ticketNumber: renewed.ticketNumber }, principal: '6500.00' });
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.relatedId, renewed.loanId), eq(emailOutbox.kind, 'pledge_renewal')));
    expect(mail?.toAddress).toBe(old!.borrowerEmail);
    expect(mail?.textBody).toContain(`renewed as loan ${renewed.applicationNumber}`);
    expect(mail?.textBody).toContain('Loan amount: J$6,500.00');
    expect(((mail?.attachments ?? []) as { filename: string }[]).map((a) => a.filename)).toEqual([`loan-agreement-${renewed.applicationNumber}.pdf`, `pawn-ticket-${renewed.ticketNumber}.pdf`]);
    const ticketPdf = await t.outboxWorker.renderers[PAWN_TICKET_RENDER_KIND]!(renewed.loanId);
    const text = await pdfText(ticketPdf!);
    expect(text).toContain(renewed.ticketNumber);
    expect(text).toContain(items[0]!.itemNumber);

    // Accounting, from the books (issue 41): the J$6,500.00 carried was lent once, not again; the old
    // loan earned J$1,000.00 in all (J$4,500.00 paid less the J$3,500.00 of principal it repaid), J$500.00
    // of it with the first payment; its J$9,000.00 and the J$600.00 late fees charged are settled or
    // carried, and the new loan is owed J$9,100.00 and earns J$2,600.00 in place of the J$1,500.00 unearned.
    const accountingAfter = await accountingFigures();
    const change = (key: keyof typeof accountingAfter) => Math.round((accountingAfter[key] - accountingBefore[key]) * 100) / 100;
    expect({ totalLent: change('totalLent'), totalRepayable: change('totalRepayable'), outstanding: change('outstanding'), interestEarned: change('interestEarned'), interestDue: change('interestDue') }).toEqual({
      totalLent: 0,
      totalRepayable: 4500 + 9100 - 12000,
      outstanding: 9100 - 9600,
      interestEarned: 500,
      interestDue: 2600 - 1500,
    });
    // And every report agrees with the books to the cent (issue 41).
    await expectBooksAgree(t, admin);

    // The income report counts the renewal payment's J$500.00 of interest (the charges it paid), not the instalment's mix (J$250.00).
    expect(Math.round(((await interestReceived()) - incomeBefore) * 100) / 100).toBe(500);

    // Renewed once: a second try is refused, naming the new loan.
    const again = await renew(officer, loan.id, terms('2100.00'));
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(`This loan was already renewed as ${renewed.applicationNumber}.`);
  });

  it('keeps the payments of a renewed loan: deleting one would undo the renewal, so it is refused (409) and nothing changes', async () => {
    const { loan } = await pawned();
    const res = await renew(officer, loan.id, terms('2100.00'));
    expect(res.statusCode, res.body).toBe(201);
    const renewed = res.json<TRenewPledgeResponse>();
    const owner = await t.createUser('super_admin');
    const before = await paymentsOf(t.database.db, loan.id);
    for (const payment of before) {
      const del = await t.request({ method: 'DELETE', url: `/api/payments/${payment.id}`, cookie: officer, payload: { email: owner.email, password: owner.password } });
      expect(del.statusCode, del.body).toBe(409);
      expect(message(del)).toBe(PAYMENT_MESSAGES.deleteRenewed(renewed.applicationNumber));
    }
    expect(await paymentsOf(t.database.db, loan.id)).toEqual(before);
    const [old] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, loan.id));
    expect(old!.status).toBe('completed');
  });

  it("resolves the old loan's open collection case, and no overdue pass opens one again", async () => {
    const { loan } = await pawned();
    expect((await t.request({ method: 'POST', url: '/api/collections/find-overdue', cookie: admin })).statusCode).toBe(200);
    const casesOf = () =>
      t.database.db.select({ status: debtCollectionRecords.collectionStatus, notes: debtCollectionRecords.resolutionNotes }).from(debtCollectionRecords).where(eq(debtCollectionRecords.loanApplicationId, loan.id));
    expect((await casesOf()).map((c) => c.status)).not.toContain('resolved');
    const res = await renew(officer, loan.id, terms('1100'));
    expect(res.statusCode, res.body).toBe(201);
    expect(await casesOf()).toEqual([{ status: 'resolved', notes: `Settled by renewal as ${res.json<TRenewPledgeResponse>().applicationNumber}` }]);
    expect((await t.request({ method: 'POST', url: '/api/collections/find-overdue', cookie: admin })).statusCode).toBe(200);
    expect(await casesOf()).toHaveLength(1);
  });

  it('refuses a payment below the charges due, naming the figure, and one that only pays late fees or clears the loan', async () => {
    const { loan } = await pawned();
    const low = await renew(officer, loan.id, terms('1099.99'));
    expect(low.statusCode).toBe(409);
    expect(message(low)).toBe('The payment must be at least J$1,100.00: the interest due so far (J$500.00) and late fees owed (J$600.00).');
    const all = await renew(officer, loan.id, terms('9600.00'));
    expect(all.statusCode).toBe(409);
    expect(message(all)).toContain('J$9,600.00');
    const tooSmall = await renew(officer, loan.id, terms('8550.00'));
    expect(tooSmall.statusCode).toBe(409);
    expect(message(tooSmall)).toContain('below the smallest loan of J$100.00');
    expect(await paymentsOf(t.database.db, loan.id)).toHaveLength(1);
  });

  it('answers 400 for bad terms or amounts, with the loan form wording', async () => {
    const { loan } = await pawned();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...terms('2000'), interestRate: 30 }, 'Interest rate must be 20 or 40.'],
      [{ ...terms('2000'), termWeeks: 60 }, 'Term must be between 1 and 52 weeks.'],
      [{ ...terms('0') }, 'Payment amount must be an amount in J$ greater than 0, with at most two decimals.'],
      [{ ...terms('abc') }, 'Payment amount must be an amount in J$ greater than 0, with at most two decimals.'],
    ];
    for (const [payload, text] of cases) {
      const res = await renew(officer, loan.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(message(res)).toBe(text);
    }
    expect((await renew(officer, loan.id, { ...terms('2000'), paymentMethod: 'barter' })).statusCode).toBe(400);
  });

  it('refuses a loan that is not active, has no pledge in pawn, or has an item on police hold', async () => {
    const approved = await insertLoan(t.database.db);
    const notActive = await renew(officer, approved.id, terms('2000'));
    expect(notActive.statusCode).toBe(409);
    expect(message(notActive)).toBe('Only an active loan can be renewed. This loan is approved.');

    const noItems = await insertLoan(t.database.db);
    await activate(t, admin, noItems.id);
    const noTicket = await renew(officer, noItems.id, terms('2000'));
    expect(noTicket.statusCode).toBe(409);
    expect(message(noTicket)).toBe('This loan has no pawn ticket: only a pledge in pawn can be renewed.');

    const { loan, items } = await pawned();
    const hold = await t.request({ method: 'POST', url: `/api/pawn-items/${items[0]!.id}/police-hold`, cookie: officer, payload: HOLD });
    expect(hold.statusCode, hold.body).toBe(200);
    const held = await renew(officer, loan.id, terms('2100'));
    expect(held.statusCode).toBe(409);
    expect(message(held)).toBe(`Item ${items[0]!.itemNumber} is on a police hold (${HOLD.station}, reference ${HOLD.reference}): the pledge cannot be renewed until it is released.`);
    const quote = (await quoteOf(officer, loan.id)).json<TRenewalQuote>();
    expect(quote).toMatchObject({ renewable: false, refusal: message(held) });

    const missing = await renew(officer, '00000000-0000-4000-8000-000000000000', terms('2000'));
    expect(missing.statusCode).toBe(404);
    expect((await renew(officer, 'not-a-uuid', terms('2000'))).statusCode).toBe(404);
  });

  it('is for loan officers, admins and super admins: IT and borrowers 403, guests 401', async () => {
    const { loan } = await pawned();
    for (const cookie of [itCookie, borrower]) {
      expect((await renew(cookie, loan.id, terms('2100'))).statusCode).toBe(403);
      expect((await quoteOf(cookie, loan.id)).statusCode).toBe(403);
    }
    expect((await renew(undefined, loan.id, terms('2100'))).statusCode).toBe(401);
    expect((await quoteOf(undefined, loan.id)).statusCode).toBe(401);
    // Nothing was paid or moved by the refused calls.
    expect(await paymentsOf(t.database.db, loan.id)).toHaveLength(1);
    const stillThere = await t.database.db.select().from(pawnItems).where(eq(pawnItems.applicationId, loan.id));
    expect(stillThere.map((i) => i.status)).toEqual(['in_pawn']);
    expect((await renew(admin, loan.id, terms('1100'))).statusCode).toBe(201);
  });

  // Last: it changes the shop's settings for the app.
  it("takes the shop's rates and late fee of the day, as the loan form does", async () => {
    const superAdmin = await t.createUser('super_admin');
    const cookie = await t.signIn(superAdmin.email, superAdmin.password);
    const shop = { businessName: 'Kingston Gold & Pawn', address: '12 King Street', phone: '876-555-0142', email: 'desk@kingstongold.example', licenceNumber: 'BOJ-0042', supportHours: 'Monday to Saturday' };
    const saved = await t.request({ method: 'PUT', url: '/api/admin/shop-settings', payload: { ...shop, interestRates: '15, 30', lateFeePercent: 10 }, cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    const { loan } = await pawned();
    const refused = await renew(officer, loan.id, terms('2100'));
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('Interest rate must be 15 or 30.');
    const res = await renew(officer, loan.id, { ...terms('2100'), interestRate: 30, termWeeks: 4 });
    expect(res.statusCode, res.body).toBe(201);
    const [fresh] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.id, res.json<TRenewPledgeResponse>().loanId));
    // J$6,500.00 at 30% over 4 weeks: J$2,112.50 a week, and a late fee of 10% of it.
    expect(fresh).toMatchObject({ interestRate: '30.00', weeklyInstalment: '2112.50', lateFeePercent: '10.00', lateFine: '211.25' });
  });
});
