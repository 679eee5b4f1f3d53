import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLEDGE_MESSAGES } from '@common/contracts/pledges';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import type { TRedemptionQuote } from '@common/contracts/counter';
import { formatCents, toCents } from '@common/money';
import { pdfFonts, pdfPageSizes, pdfText } from '../../test/pdf-read';
import { signInCookies } from '../../test/roles';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan, scheduleOf } from '../payments/payments.test-support';
import { expectBarcodeOf } from './barcode.test-support';
import { activate, addItem, pledgeOf } from './pledges.test-support';

const SHOP = {
  businessName: 'Kingston Gold & Pawn',
  address: '12 King Street\nKingston',
  phone: '876-555-0142',
  email: 'desk@kingstongold.example',
  licenceNumber: 'PB-2026-0042',
  supportHours: 'Monday to Saturday 8AM to 6PM',
};
// A Chinese-Jamaican pawner's name prints as written, in the embedded CJK font.
const NAME = '陳美玲';

describe.each(PGLITE_ONLY)('the pawn ticket and item tag PDFs, on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  let itCookie: string;
  let borrower: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [officer, admin] = await signInCookies(t, 'loan_officer', 'admin');
    const sa = await t.createUser('super_admin');
    const superAdmin = await t.signIn(sa.email, sa.password);
    const i = await t.createUser('it');
    itCookie = await t.signIn(i.email, i.password);
    const b = await t.createUser('borrower');
    borrower = await t.signIn(b.email, b.password);
    const saved = await t.request({ method: 'PUT', url: '/api/admin/shop-settings', cookie: superAdmin, payload: SHOP });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('prints the shop, the ticket, the pawner (a non-Latin name too), each item, the loan, the redeemable-until date and the rights', async () => {
    const loan = await insertLoan(t.database.db, { borrowerName: NAME, borrowerAddress: '4 Barry Street, Kingston', idDocumentType: 'passport', idDocumentNumber: 'PA1234567' });
    const watch = await addItem(t, officer, loan.id, { category: 'jewellery', description: 'Rolex Submariner watch', serialNumber: 'RLX-7781', appraisedValue: '25000', condition: 'fair' });
    const before = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.applicationNumber}/ticket`, cookie: officer });
    expect(before.statusCode).toBe(409);
    expect(before.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.noTicket);
    await activate(t, admin, loan.id);
    const pledge = await pledgeOf(t, officer, loan.id);

    const res = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.applicationNumber}/ticket`, cookie: officer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    // Lines wrap where the page is narrow: compare the words.
    const words = text.replace(/\s+/g, ' ');
    for (const expected of [
      SHOP.businessName,
      '12 King Street',
      SHOP.licenceNumber,
      `Ticket ${pledge.ticketNumber}`,
      `Dated ${formatDayFirst(jamaicaToday())}`,
      NAME,
      '4 Barry Street, Kingston',
      'PA1234567',
      watch.itemNumber,
      'Rolex Submariner watch',
      'Serial: RLX-7781',
      'Condition: Fair',
      'Appraised: J$25,000.00',
      'Amount lent',
      'J$10,000.00',
      'Total repayable',
      'J$12,000.00',
      'Due date',
      formatDayFirst(addDays(jamaicaToday(), 365)),
      'You can redeem (collect) your goods by paying everything owed on this loan and showing this ticket.',
      'you can claim it from the shop for three years',
      'declaration at the counter',
      'Pawner signature',
    ]) {
      expect(words, expected).toContain(expected);
    }
    expect(text).not.toContain('\uFFFD');
    const fonts = (await pdfFonts(res.rawPayload)).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''));
    // The name is printed in bold: the CJK font's bold face carries it.
    expect(fonts.some((name) => name.startsWith('NotoSansHans-'))).toBe(true);
  });

  it('prints the charges the loan was given, as stored, not what its terms would come to today (issue 42)', async () => {
    // J$10,000.00 at 20% over 4 weeks comes to J$12,000.00 today; this loan was made under older
    // rules: J$12,500.00 in all, J$3,125.00 a week, each instalment due a day after its week.
    const loan = await insertLoan(t.database.db, { weeklyInstalment: '3125.00', totalAmount: '12500.00', totalRepayment: '12500.00', lateFine: '625.00' });
    await addItem(t, officer, loan.id);
    await activate(t, admin, loan.id);
    await t.database.db.execute(sql`update loan_payments set due_date = due_date + 1 where application_id = ${loan.id}`);
    const lastDue = (await scheduleOf(t.database.db, loan.id)).at(-1)!.dueDate;
    expect(lastDue).toBe(addDays(jamaicaToday(), 29));

    const res = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.applicationNumber}/ticket`, cookie: officer });
    expect(res.statusCode).toBe(200);
    const words = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(words).toContain('Amount lent J$10,000.00');
    expect(words).toContain('Interest rate 20% (flat, for the whole term)');
    expect(words).toContain('Charges (interest) J$2,500.00');
    expect(words).toContain('Total repayable J$12,500.00');
    expect(words).toContain(`Due date ${formatDayFirst(lastDue)}`);
    expect(words).toContain('Late fee J$625.00 per late payment (20% of one weekly payment of J$3,125.00)');
    expect(words).not.toContain('J$2,000.00');
    expect(words).not.toContain('J$12,000.00');
  });

  it('an instalment loan\'s ticket: what redeeming costs at months 1 to 3 and on the last day is the redemption quote of that day, on one page with a barcode', async () => {
    const loan = await insertLoan(t.database.db);
    await addItem(t, officer, loan.id);
    await activate(t, admin, loan.id);
    const res = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.applicationNumber}/ticket`, cookie: officer });
    expect(res.statusCode).toBe(200);
    expect(await pdfPageSizes(res.rawPayload)).toHaveLength(1);
    const words = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    const today = jamaicaToday();
    const days: [string, string][] = [
      ['End of month 1', addDays(today, 30)],
      ['End of month 2', addDays(today, 60)],
      ['End of month 3', addDays(today, 90)],
      ['Redeemable until', addDays(today, 365)],
    ];
    for (const [label, day] of days) {
      const quote = await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.id}/redemption-quote?date=${day}`, cookie: officer });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(words).toContain(`${label}, ${formatDayFirst(day)} ${formatCents(toCents(quote.json<TRedemptionQuote>().total)!)}`);
    }
    // The instalment ticket's own lines stay.
    expect(words).toContain('Total repayable J$12,000.00');
    expect(words).toContain('Interest rate 20% (flat, for the whole term)');
    await expectBarcodeOf(res.rawPayload, (await pledgeOf(t, officer, loan.id)).ticketNumber!, 10);
  });

  it('serves the ticket to staff only among employees, and answers 404 to guests and other borrowers', async () => {
    const loan = await insertLoan(t.database.db);
    await addItem(t, officer, loan.id);
    await activate(t, admin, loan.id);
    const get = (cookie?: string, number = loan.applicationNumber) => t.request({ method: 'GET', url: `/api/pawn-loans/${number}/ticket`, cookie });
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(itCookie)).statusCode).toBe(404);
    expect((await get(borrower)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(404);
    expect((await get(officer, 'PL-2026-999999')).statusCode).toBe(404);
    expect((await get(officer, 'nonsense')).statusCode).toBe(404);
  });

  it('prints a 62 x 29 mm tag with a Code 128 barcode of the item number, the ticket, a short description and the location', async () => {
    const loan = await insertLoan(t.database.db);
    const item = await addItem(t, officer, loan.id, { description: 'Samsung Galaxy S24 phone, black, with charger and a long description that goes on', storageLocation: 'Bin 14' });
    const tag = (cookie?: string, id = item.id) => t.request({ method: 'GET', url: `/api/pawn-items/${id}/tag`, cookie });
    const early = await tag(officer);
    expect(early.statusCode).toBe(200);
    expect(await pdfText(early.rawPayload)).toContain('No ticket yet');
    await activate(t, admin, loan.id);
    const ticket = (await pledgeOf(t, officer, loan.id)).ticketNumber!;
    const res = await tag(officer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(item.itemNumber);
    expect(text).toContain(`Ticket ${ticket}`);
    expect(text).toContain('Samsung Galaxy S24 phone');
    expect(text).toContain('Location: Bin 14');
    // One page of 62 x 29 mm (175.7 x 82.2 pt).
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(res.rawPayload.toString('latin1'));
    expect(Number(box?.[1])).toBeCloseTo(175.75, 0);
    expect(Number(box?.[2])).toBeCloseTo(82.2, 0);
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    // The barcode is an embedded image.
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    // The counter's 80 mm roll: one slip 226.77 pt wide, with the same barcode and lines.
    const roll = await t.request({ method: 'GET', url: `/api/pawn-items/${item.id}/tag?paper=80mm`, cookie: officer });
    expect(roll.statusCode).toBe(200);
    const sizes = await pdfPageSizes(roll.rawPayload);
    expect(sizes).toHaveLength(1);
    expect(sizes[0]!.width).toBeCloseTo(226.77, 1);
    const rollText = (await pdfText(roll.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [item.itemNumber, `Ticket ${ticket}`, 'Samsung Galaxy S24 phone, black, with charger and a long description that goes on', 'Location: Bin 14']) expect(rollText).toContain(expected);
    await expectBarcodeOf(roll.rawPayload, item.itemNumber, 12);
    expect((await t.request({ method: 'GET', url: `/api/pawn-items/${item.id}/tag?paper=a4`, cookie: officer })).statusCode).toBe(400);

    expect((await tag(itCookie)).statusCode).toBe(403);
    expect((await tag(borrower)).statusCode).toBe(403);
    expect((await tag()).statusCode).toBe(401);
    expect((await tag(officer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
