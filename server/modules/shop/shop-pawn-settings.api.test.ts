import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TShopSettings } from '@common/contracts/shop-settings';
import { auditLog, shopSettings } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';

// Issue 43: the counter pawn's settings (pawn terms, the clerk's approval limit, the loan-to-value).

const URL_ = '/api/admin/shop-settings';
const SHOP = { businessName: 'Kingston Gold & Pawn', address: '', phone: '', email: '', licenceNumber: '', supportHours: 'Monday to Saturday 8AM to 6PM' };
const DEFAULTS = { pawnTerms: { monthlyChargePercent: 10, periodDays: 30, termDays: 30 }, counterApprovalLimit: '20000.00', maxLoanToValuePercent: 70 };

describe.each(BOTH_BACKENDS)('the counter pawn settings on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: string;
  const others: Record<string, string> = {};

  const save = (cookie: string | undefined, change: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: URL_, payload: { ...SHOP, ...change }, ...(cookie ? { cookie } : {}) });
  const read = async () => {
    const res = await t.request({ method: 'GET', url: '/api/shop-settings' });
    expect(res.statusCode).toBe(200);
    return res.json<TShopSettings>();
  };
  const lastAudit = async () => {
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'shop-settings.update')).orderBy(desc(auditLog.id)).limit(1);
    return entry;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const sa = await t.createUser('super_admin');
    superAdmin = await t.signIn(sa.email, sa.password);
    for (const role of ['admin', 'loan_officer', 'it', 'borrower'] as const) {
      const u = await t.createUser(role);
      others[role] = await t.signIn(u.email, u.password);
    }
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(shopSettings);
  });

  it('answer the defaults to anyone (10% per 30 days, due in 30 days; J$20,000.00; 70%) before a super admin saves any', async () => {
    expect(await read()).toMatchObject(DEFAULTS);
    // A save of the identity alone makes the row with the same defaults.
    expect((await save(superAdmin, {})).json<TShopSettings>()).toMatchObject(DEFAULTS);
  });

  it('are kept as a super admin saves them, any subset at a time, and audited', async () => {
    const res = await save(superAdmin, { pawnTerms: { monthlyChargePercent: 12.5, periodDays: 28, termDays: 60 }, counterApprovalLimit: '35,000.5', maxLoanToValuePercent: 65 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = { pawnTerms: { monthlyChargePercent: 12.5, periodDays: 28, termDays: 60 }, counterApprovalLimit: '35000.50', maxLoanToValuePercent: 65 };
    expect(res.json<TShopSettings>()).toMatchObject(saved);
    expect(await read()).toMatchObject(saved);
    expect((await lastAudit())?.summary).toEqual({
      before: { pawnMonthlyChargePercent: '10.00', pawnPeriodDays: 30, pawnTermDays: 30, counterApprovalLimit: '20000.00', maxLoanToValuePercent: 70, businessName: 'Pawnbook', supportHours: 'Monday to Friday 9AM to 5PM' },
      after: { pawnMonthlyChargePercent: '12.50', pawnPeriodDays: 28, pawnTermDays: 60, counterApprovalLimit: '35000.50', maxLoanToValuePercent: 65, businessName: SHOP.businessName, supportHours: SHOP.supportHours },
    });

    // One term alone keeps the other two; text is read as the form sends it; absent keeps the rest.
    expect((await save(superAdmin, { pawnTerms: { termDays: '45' } })).json<TShopSettings>()).toMatchObject({
      pawnTerms: { monthlyChargePercent: 12.5, periodDays: 28, termDays: 45 },
      counterApprovalLimit: '35000.50',
      maxLoanToValuePercent: 65,
    });
    expect((await lastAudit())?.summary).toEqual({ before: { pawnTermDays: 60 }, after: { pawnTermDays: 45 } });
    expect((await save(superAdmin, { pawnTerms: { monthlyChargePercent: '7' }, counterApprovalLimit: 0, maxLoanToValuePercent: '100' })).json<TShopSettings>()).toMatchObject({
      pawnTerms: { monthlyChargePercent: 7, periodDays: 28, termDays: 45 },
      counterApprovalLimit: '0.00',
      maxLoanToValuePercent: 100,
    });
    expect((await save(superAdmin, { pawnTerms: {} })).json<TShopSettings>().pawnTerms).toEqual({ monthlyChargePercent: 7, periodDays: 28, termDays: 45 });
  });

  it('take the bounds: 1 to 50 percent with up to two decimals, 1 to 365 days, J$0.00 or more, 1 to 100 percent', async () => {
    const edges = { pawnTerms: { monthlyChargePercent: 50, periodDays: 365, termDays: 1 }, counterApprovalLimit: '10000000.00', maxLoanToValuePercent: 1 };
    expect((await save(superAdmin, edges)).json<TShopSettings>()).toMatchObject(edges);
    const low = { pawnTerms: { monthlyChargePercent: 1, periodDays: 1, termDays: 365 }, maxLoanToValuePercent: 100 };
    expect((await save(superAdmin, low)).json<TShopSettings>()).toMatchObject(low);
  });

  it('refuse a value out of bounds with 400 {message, code} naming the field, and keep what was saved', async () => {
    await save(superAdmin, { pawnTerms: { monthlyChargePercent: 15 }, counterApprovalLimit: '25000', maxLoanToValuePercent: 60 });
    const refusals: [Record<string, unknown>, string][] = [
      [{ pawnTerms: { monthlyChargePercent: 0.99 } }, 'Pawn charge (% per period) must be at least 1'],
      [{ pawnTerms: { monthlyChargePercent: 50.01 } }, 'Pawn charge (% per period) must be at most 50'],
      [{ pawnTerms: { monthlyChargePercent: 12.345 } }, 'Pawn charge (% per period) may have at most two decimals'],
      [{ pawnTerms: { monthlyChargePercent: 'ten' } }, 'Pawn charge (% per period) must be a number'],
      [{ pawnTerms: { periodDays: 0 } }, 'Pawn charge period (days) must be at least 1'],
      [{ pawnTerms: { periodDays: 366 } }, 'Pawn charge period (days) must be at most 365'],
      [{ pawnTerms: { periodDays: 30.5 } }, 'Pawn charge period (days) must be a whole number'],
      [{ pawnTerms: { termDays: 0 } }, 'Pawn term (days) must be at least 1'],
      [{ pawnTerms: { termDays: 400 } }, 'Pawn term (days) must be at most 365'],
      [{ pawnTerms: 10 }, 'Pawn terms must be an object such as {"monthlyChargePercent": 10, "periodDays": 30, "termDays": 30}'],
      [{ counterApprovalLimit: '-1.00' }, 'Counter approval limit must be J$0.00 or more'],
      [{ counterApprovalLimit: '' }, 'Counter approval limit is required'],
      [{ counterApprovalLimit: '12.345' }, 'Counter approval limit must be an amount in J$ with at most two decimals.'],
      [{ counterApprovalLimit: '10000000.01' }, 'Counter approval limit must be at most J$10,000,000.00.'],
      [{ maxLoanToValuePercent: 0 }, 'Maximum loan-to-value (%) must be at least 1'],
      [{ maxLoanToValuePercent: 101 }, 'Maximum loan-to-value (%) must be at most 100'],
      [{ maxLoanToValuePercent: 70.5 }, 'Maximum loan-to-value (%) must be a whole number'],
    ];
    for (const [change, message] of refusals) {
      const res = await save(superAdmin, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
    expect(await read()).toMatchObject({ pawnTerms: { monthlyChargePercent: 15, periodDays: 30, termDays: 30 }, counterApprovalLimit: '25000.00', maxLoanToValuePercent: 60 });
  });

  it('may be changed by a super admin only: 401 for a guest, 403 for every other role, whatever the body', async () => {
    const change = { pawnTerms: { monthlyChargePercent: 5 }, maxLoanToValuePercent: 90 };
    const guest = await save(undefined, change);
    expect([guest.statusCode, guest.json<{ code: string }>().code]).toEqual([401, 'UNAUTHORIZED']);
    for (const role of ['admin', 'loan_officer', 'it', 'borrower']) {
      const res = await save(others[role], change);
      expect([res.statusCode, res.json<{ code: string }>().code], role).toEqual([403, 'FORBIDDEN']);
      // Refused before the body is read: a bad value still answers 403.
      expect((await save(others[role], { maxLoanToValuePercent: 0 })).statusCode, role).toBe(403);
    }
    expect(await read()).toMatchObject(DEFAULTS);
  });
});
