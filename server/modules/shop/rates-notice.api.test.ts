import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageSizes, pdfText } from '../../test/pdf-read';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';

const SHOP = { businessName: 'Kingston Gold & Pawn', address: '12 King Street\nKingston', phone: '876-555-0142', email: 'desk@kingstongold.example', licenceNumber: 'BOJ-MT-0042', supportHours: 'Monday to Saturday 8AM to 6PM' };

/** Issue 34: GET /api/shop-settings/rates-notice, the table of rates and charges for the shop's wall. */
describe.each(PGLITE_ONLY)('the rates notice on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: string;
  const notice = async () => {
    const res = await t.request({ method: 'GET', url: '/api/shop-settings/rates-notice' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="table-of-rates-and-charges.pdf"');
    expect(await pdfPageSizes(res.rawPayload)).toEqual([{ width: 595.28, height: 841.89 }]);
    return (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const sa = await t.createUser('super_admin');
    superAdmin = await t.signIn(sa.email, sa.password);
  });
  afterAll(() => t.close());

  it('states the default rates with a worked example in J$ and its APR, the late fee and the redemption period, to anyone', async () => {
    const text = await notice();
    expect(text).toContain('Table of rates and charges');
    expect(text).toContain('Worked example: J$10,000.00 over 4 weeks');
    // 20%: J$2,000.00 interest, J$12,000.00 in all, J$3,000.00 a week; 40%: J$4,000.00, J$14,000.00, J$3,500.00.
    expect(text).toMatch(/20% J\$2,000\.00 J\$12,000\.00 J\$3,000\.00 \d+\.\d%/);
    expect(text).toMatch(/40% J\$4,000\.00 J\$14,000\.00 J\$3,500\.00 \d+\.\d%/);
    expect(text).toContain('20% of one weekly payment for each payment not made in full by its due date.');
    expect(text).toContain('J$600.00 per late payment (20% of one weekly payment of J$3,000.00)');
    expect(text).toContain('redeemed for 365 days');
    expect(text).toContain('Licence number: ask at the counter.');
  });

  it('follows the super admin\'s rates, late fee, redemption period and licence', async () => {
    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/shop-settings',
      payload: { ...SHOP, interestRates: '15, 30', lateFeePercent: 10, redemptionPeriodDays: 400, forfeitureNoticeDays: 21 },
      cookie: superAdmin,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = await notice();
    expect(text).toContain('Kingston Gold & Pawn');
    expect(text).toMatch(/15% J\$1,500\.00 J\$11,500\.00 J\$2,875\.00 \d+\.\d%/);
    expect(text).toMatch(/30% J\$3,000\.00 J\$13,000\.00 J\$3,250\.00 \d+\.\d%/);
    expect(text).not.toMatch(/\n\s*20% J\$/);
    expect(text).not.toMatch(/\n\s*40% J\$/);
    expect(text).toContain('J$287.50 per late payment (10% of one weekly payment of J$2,875.00)');
    expect(text).toContain('redeemed for 400 days');
    expect(text).toContain('We write to you 21 days before that date.');
    expect(text).toContain('Bank of Jamaica licence BOJ-MT-0042');
  });
});
