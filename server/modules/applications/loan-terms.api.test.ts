import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoanLedgerResponse } from '@common/contracts/payments';
import type { TShopSettings } from '@common/contracts/shop-settings';
import { emailOutbox, pawnLoanApplications } from '../../db/schema';
import { pdfText } from '../../test/pdf-read';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { uploadDocuments, validPayload } from './pawn-loans.test-support';

const SHOP = { businessName: 'Kingston Gold & Pawn', address: '12 King Street', phone: '876-555-0142', email: 'desk@kingstongold.example', licenceNumber: 'BOJ-0042', supportHours: 'Monday to Saturday' };

/** Issue 34: the shop's own rates and late fee; each loan keeps the terms it was made with. */
describe.each(PGLITE_ONLY)('the shop\'s rates and a loan\'s own terms, on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: string;
  let admin: string;

  const submit = async (overrides: Record<string, unknown>) => {
    const { paths, cookie } = await uploadDocuments(t);
    return t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths, overrides), cookie });
  };
  const rowOf = async (applicationNumber: string) => {
    const [row] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.applicationNumber, applicationNumber));
    return row!;
  };
  const approve = async (id: string) => {
    const res = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/status`, payload: { status: 'approved' }, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
  };
  const ledgerOf = async (id: string) => (await t.request({ method: 'GET', url: `/api/pawn-loans/${id}/ledger`, cookie: admin })).json<TLoanLedgerResponse>();
  const agreementText = async (applicationNumber: string) =>
    (await pdfText((await t.request({ method: 'GET', url: `/api/pawn-loans/${applicationNumber}/agreement`, cookie: admin })).rawPayload)).replace(/\s+/g, ' ');
  const calculate = (interestRate: number) =>
    t.request({ method: 'POST', url: '/api/calculator', payload: { loanAmount: 12000, interestRate, termMonths: '4weeks' } });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const sa = await t.createUser('super_admin');
    superAdmin = await t.signIn(sa.email, sa.password);
    const a = await t.createUser('admin');
    admin = await t.signIn(a.email, a.password);
  });
  afterAll(() => t.close());

  it('a new loan takes the shop\'s rates and late fee of the day; a loan made before keeps its own rate, schedule and late fee', async () => {
    // Made on the defaults: 20% and a late fee of 20% of one payment (J$720.00 of J$3,600.00).
    const before = await submit({ interestRate: 20 });
    expect(before.statusCode, before.body).toBe(201);
    const old = await rowOf(before.json<{ applicationNumber: string }>().applicationNumber);
    expect(old).toMatchObject({ interestRate: '20.00', lateFeePercent: '20.00', lateFine: '720.00' });
    await approve(old.id);
    const oldLedger = await ledgerOf(old.id);
    expect(oldLedger.totals.lateFee).toBe('720.00');
    expect(oldLedger.schedule.map((r) => r.paymentAmount)).toEqual(['3600.00', '3600.00', '3600.00', '3600.00']);

    // The super admin changes the rates and the late fee.
    const saved = await t.request({ method: 'PUT', url: '/api/admin/shop-settings', payload: { ...SHOP, interestRates: '15, 30', lateFeePercent: 10 }, cookie: superAdmin });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/shop-settings' })).json<TShopSettings>()).toMatchObject({ interestRates: [15, 30], lateFeePercent: 10 });

    // The old loan is untouched: its rate, its schedule, its late fee and its agreement.
    expect(await rowOf(old.applicationNumber)).toMatchObject({ interestRate: '20.00', lateFeePercent: '20.00', lateFine: '720.00' });
    const oldAfter = await ledgerOf(old.id);
    expect(oldAfter.totals.lateFee).toBe('720.00');
    expect(oldAfter.schedule).toEqual(oldLedger.schedule);
    expect(oldAfter.totals.totalDue).toBe(oldLedger.totals.totalDue);
    const oldAgreement = await agreementText(old.applicationNumber);
    expect(oldAgreement).toContain('20% of one weekly payment');
    expect(oldAgreement).toContain('J$720.00');

    // A rate the shop no longer offers is refused, naming the ones it does.
    const refused = await submit({ interestRate: 20 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Interest rate must be 15 or 30.');

    // A new loan at one of the new rates states the new late fee: 10% of J$3,900.00.
    const after = await submit({ interestRate: 30, weeklyInstalment: 3900, totalAmount: 15600, totalRepayment: 15600 });
    expect(after.statusCode, after.body).toBe(201);
    const fresh = await rowOf(after.json<{ applicationNumber: string }>().applicationNumber);
    expect(fresh).toMatchObject({ interestRate: '30.00', lateFeePercent: '10.00', lateFine: '390.00', weeklyInstalment: '3900.00', totalAmount: '15600.00' });
    await approve(fresh.id);
    const freshLedger = await ledgerOf(fresh.id);
    expect(freshLedger.totals.lateFee).toBe('390.00');
    expect(freshLedger.schedule.map((r) => r.paymentAmount)).toEqual(['3900.00', '3900.00', '3900.00', '3900.00']);
    expect(await agreementText(fresh.applicationNumber)).toContain('J$390.00 per late payment (10% of one weekly payment of J$3,900.00)');
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, fresh.id));
    expect(mail?.textBody).toContain('Late fee: J$390.00 per late payment (10% of one weekly payment of J$3,900.00)');
    expect(mail?.textBody).toContain('Interest rate: 30%');

    // The calculator quotes the shop's rates only.
    const calcRefused = await calculate(20);
    expect(calcRefused.statusCode).toBe(400);
    expect(calcRefused.json<{ message: string }>().message).toBe('Interest rate must be 15 or 30');
    const quote = await calculate(15);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ interestRate: 15, totalInterest: 1800, totalAmount: 13800, weeklyPayment: 3450 });
  });
});
