import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLEDGE_MESSAGES, type TPawnItem, type TPledge } from '@common/contracts/pledges';
import { auditLog, objects, pawnRedemptions } from '../../db/schema';
import { pdfText } from '../../test/pdf-read';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan, pay } from '../payments/payments.test-support';
import { activate, addItem, pledgeOf, redeemRequest, signature, signInPledgeCast } from './pledges.test-support';

const HOLD = { station: 'Half Way Tree Police Station', officer: 'Cpl. A. Brown', reference: 'HWT-2026-118', reason: 'Reported stolen on 2 November' };

describe.each(PGLITE_ONLY)('police holds and redemption, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  let superAdmin: string;
  let itCookie: string;
  let borrower: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ officer, admin, superAdmin, itCookie, borrower } = await signInPledgeCast(t));
  });
  afterAll(() => t.close());

  /** An active loan of J$10,000.00 (J$12,000.00 to repay) with its items in pawn under a ticket. */
  async function pawned(items = 1) {
    const loan = await insertLoan(t.database.db);
    const recorded: TPawnItem[] = [];
    for (let i = 0; i < items; i += 1) recorded.push(await addItem(t, officer, loan.id, { description: `Item ${i + 1}` }));
    await activate(t, admin, loan.id);
    const pledge = await pledgeOf(t, officer, loan.id);
    return { loan, items: recorded, ticketNumber: pledge.ticketNumber! };
  }
  const placeHold = (cookie: string | undefined, itemId: string, payload: Record<string, unknown> = HOLD) =>
    t.request({ method: 'POST', url: `/api/pawn-items/${itemId}/police-hold`, cookie, payload });
  const endHold = (cookie: string | undefined, itemId: string, payload: Record<string, unknown>) =>
    t.request({ method: 'DELETE', url: `/api/pawn-items/${itemId}/police-hold`, cookie, payload });
  const byTicket = async (ticketNumber: string, cookie = officer) => ({
    ticketNumber,
    collectedByName: 'Marcia Brown',
    collectedByIdNumber: 'JM-DL-778899',
    signatureUrl: await signature(t, cookie),
  });

  it('puts an item on a police hold for staff; the hold stops edits and redemption with a 409 naming it', async () => {
    const { loan, items, ticketNumber } = await pawned();
    const item = items[0]!;
    expect((await placeHold(itCookie, item.id)).statusCode).toBe(403);
    expect((await placeHold(borrower, item.id)).statusCode).toBe(403);
    expect((await placeHold(undefined, item.id)).statusCode).toBe(401);
    const bad = await placeHold(officer, item.id, { ...HOLD, station: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Police station is required');

    const res = await placeHold(officer, item.id);
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json<TPawnItem>();
    expect(held).toMatchObject({ status: 'police_hold', policeHold: { ...HOLD } });
    expect(held.policeHold?.placedByName).toBeTruthy();
    expect((await placeHold(admin, item.id)).statusCode).toBe(409);

    const named = PLEDGE_MESSAGES.onHold(item.itemNumber, HOLD.station, HOLD.reference);
    const edit = await t.request({ method: 'PATCH', url: `/api/pawn-items/${item.id}`, cookie: officer, payload: { description: 'x' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ message: string }>().message).toBe(named);

    await pay(t, officer, loan.id, '12000.00');
    const redeem = await redeemRequest(t, officer, loan.id, await byTicket(ticketNumber));
    expect(redeem.statusCode).toBe(409);
    expect(redeem.json<{ message: string }>().message).toBe(named);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pledge.hold.place')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.summary).toMatchObject({ itemNumber: item.itemNumber, reference: HOLD.reference, before: { status: 'in_pawn' }, after: { status: 'police_hold' } });
  });

  it('lets only admins end a hold: released goes back to where it was, surrendered leaves the shop and the loan still owes', async () => {
    const { loan, items } = await pawned(2);
    const [first, second] = items as [TPawnItem, TPawnItem];
    await placeHold(officer, first.id);
    await placeHold(officer, second.id);
    const release = { outcome: 'released', reference: 'HWT-2026-118/R' };
    expect((await endHold(officer, first.id, release)).statusCode).toBe(403);
    expect((await endHold(itCookie, first.id, release)).statusCode).toBe(403);
    expect((await endHold(borrower, first.id, release)).statusCode).toBe(403);
    expect((await endHold(undefined, first.id, release)).statusCode).toBe(401);
    expect((await endHold(admin, first.id, { outcome: 'lost', reference: 'x' })).statusCode).toBe(400);

    const released = await endHold(admin, first.id, release);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<TPawnItem>()).toMatchObject({ status: 'in_pawn', policeHold: null });
    expect((await endHold(admin, first.id, release)).statusCode).toBe(409);

    const surrendered = await endHold(superAdmin, second.id, { outcome: 'surrendered', reference: 'Court order 55/2026' });
    expect(surrendered.statusCode, surrendered.body).toBe(200);
    expect(surrendered.json<TPawnItem>().status).toBe('surrendered');
    const pledge = await pledgeOf(t, officer, loan.id);
    expect(pledge.outstandingBalance).toBe('12000.00');
    expect(pledge.loanStatus).toBe('active');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pledge.hold.release')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.summary).toMatchObject({ itemNumber: second.itemNumber, outcome: 'surrendered', after: { status: 'surrendered' } });
  });

  it('refuses redemption before a ticket (409) and while anything is owed (409 naming the balance)', async () => {
    const noTicket = await insertLoan(t.database.db);
    await addItem(t, officer, noTicket.id);
    const early = await redeemRequest(t, officer, noTicket.id, await byTicket('PT-2026-000001'));
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.noTicket);

    const { loan, ticketNumber } = await pawned();
    const owing = await redeemRequest(t, officer, loan.id, await byTicket(ticketNumber));
    expect(owing.statusCode).toBe(409);
    expect(owing.json<{ message: string }>().message).toBe('Outstanding balance J$12,000.00 must be paid before redemption');
    await pay(t, officer, loan.id, '10,765.50');
    const rest = await redeemRequest(t, officer, loan.id, await byTicket(ticketNumber));
    expect(rest.json<{ message: string }>().message).toBe('Outstanding balance J$1,234.50 must be paid before redemption');
    expect((await pledgeOf(t, officer, loan.id)).status).toBe('in_pawn');
  });

  it('redeems on the ticket once paid: items redeemed, the ticket PDF says so; a wrong ticket is 400, a second redemption 409', async () => {
    const { loan, items, ticketNumber } = await pawned(2);
    await pay(t, officer, loan.id, '12000.00');
    const body = await byTicket(ticketNumber);
    expect((await redeemRequest(t, itCookie, loan.id, body)).statusCode).toBe(403);
    expect((await redeemRequest(t, borrower, loan.id, body)).statusCode).toBe(403);
    expect((await redeemRequest(t, undefined, loan.id, body)).statusCode).toBe(401);
    const wrong = await redeemRequest(t, officer, loan.id, { ...body, ticketNumber: 'PT-1999-000001' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.ticketMismatch);
    const both = await redeemRequest(t, officer, loan.id, { ...body, lostTicketDeclaration: { statement: 'Lost it', witnessedBy: 'Clerk' } });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.ticketOrDeclaration);
    expect((await redeemRequest(t, officer, loan.id, { ...body, signatureUrl: 'data:image/png;base64,AAAA' })).statusCode).toBe(400);

    // Typed in lower case at the counter: still this ticket.
    const res = await redeemRequest(t, officer, loan.id, { ...body, ticketNumber: ticketNumber.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    const pledge = res.json<TPledge>();
    expect(pledge.status).toBe('redeemed');
    expect(pledge.items.map((i) => i.status)).toEqual(['redeemed', 'redeemed']);
    for (const item of pledge.items) expect(Date.parse(item.redeemedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(pledge.redemption).toMatchObject({ collectedByName: 'Marcia Brown', lostTicket: false });
    const [signatureRow] = await t.database.db.select().from(objects).where(eq(objects.id, body.signatureUrl.split('/').pop()!));
    expect(signatureRow?.applicationId).toBe(loan.id);

    const again = await redeemRequest(t, officer, loan.id, await byTicket(ticketNumber));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.alreadyRedeemed);
    const edit = await t.request({ method: 'PATCH', url: `/api/pawn-items/${items[0]!.id}`, cookie: officer, payload: { description: 'x' } });
    expect(edit.statusCode).toBe(409);

    const ticket = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.applicationNumber}/ticket`, cookie: officer });
    expect(ticket.statusCode).toBe(200);
    expect(await pdfText(ticket.rawPayload)).toMatch(/Redeemed on \d{2}\/\d{2}\/\d{4} by Marcia Brown/);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pledge.redeem')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.summary).toMatchObject({ ticketNumber, lostTicket: false, before: { status: 'in_pawn' }, after: { status: 'redeemed' } });
  });

  it('redeems on a lost-ticket declaration before a witness, recorded as such', async () => {
    const { loan } = await pawned();
    await pay(t, officer, loan.id, '12000.00');
    const res = await redeemRequest(t, admin, loan.id, {
      lostTicketDeclaration: { statement: 'I lost my pawn ticket on the bus on 20 November.', witnessedBy: 'Dana Reid (cashier)' },
      collectedByName: 'Marcia Brown',
      collectedByIdNumber: 'JM-DL-778899',
      signatureUrl: await signature(t, admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPledge>()).toMatchObject({ status: 'redeemed', redemption: { lostTicket: true, collectedByName: 'Marcia Brown' } });
    const [row] = await t.database.db.select().from(pawnRedemptions).where(eq(pawnRedemptions.applicationId, loan.id));
    expect(row).toMatchObject({ lostTicket: true, declarationWitnessedBy: 'Dana Reid (cashier)', declarationStatement: 'I lost my pawn ticket on the bus on 20 November.' });
    const missing = await redeemRequest(t, admin, loan.id, { lostTicketDeclaration: { statement: 'x', witnessedBy: '' }, collectedByName: 'A', collectedByIdNumber: 'B', signatureUrl: await signature(t, admin) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe('Witnessed by is required');
  });
});
