import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TGoldPrices } from '@common/contracts/gold-prices';
import { jamaicaToday } from '@common/jamaica-time';
import { auditLog, goldPrices } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';

// Issue 43: the day's gold prices, set by admins and read by staff.

const PRICES = { '10': '4100.00', '14': '5750.00', '18': '7400.00', '22': '9050.00', '24': '9875.50' };
const NO_PRICES = { date: null, pricesPerGram: null, setBy: null };

describe.each(BOTH_BACKENDS)('gold prices on %s', (backend) => {
  let t: TTestApp;
  const users: Record<string, { id: string; cookie: string }> = {};

  const put = (cookie: string | undefined, payload: unknown) =>
    t.request({ method: 'PUT', url: '/api/admin/gold-prices', payload: payload as object, ...(cookie ? { cookie } : {}) });
  const get = (cookie: string | undefined) => t.request({ method: 'GET', url: '/api/gold-prices', ...(cookie ? { cookie } : {}) });
  const audits = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'gold-prices.set')).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const role of ['super_admin', 'admin', 'loan_officer', 'it', 'borrower'] as const) {
      const u = await t.createUser(role);
      users[role] = { id: u.id, cookie: await t.signIn(u.email, u.password) };
    }
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(goldPrices);
  });

  it('answer 200 with nulls before any were ever set', async () => {
    const res = await get(users.loan_officer!.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NO_PRICES);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('are set for today by an admin, with who and when, audited, and read by every staff role', async () => {
    const res = await put(users.admin!.cookie, { pricesPerGram: { ...PRICES, '24': '9,875.5', '10': 4100 } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TGoldPrices>();
    expect(saved).toEqual({ date: jamaicaToday(), pricesPerGram: PRICES, setBy: { userId: users.admin!.id, name: 'Test admin', at: expect.any(String) } });
    expect(Math.abs(Date.parse(saved.setBy.at) - Date.now())).toBeLessThan(60_000);
    for (const role of ['loan_officer', 'admin', 'super_admin']) {
      const read = await get(users[role]!.cookie);
      expect([read.statusCode, read.json()], role).toEqual([200, saved]);
    }
    const [entry] = await audits();
    expect(entry).toMatchObject({ userId: users.admin!.id, userRole: 'admin', entity: 'gold-prices', entityId: jamaicaToday() });
    expect(entry?.summary).toEqual({ date: jamaicaToday(), before: null, after: PRICES });
  });

  it('replace today\'s prices when set again the same day, the audit keeping what they replaced', async () => {
    await put(users.admin!.cookie, { pricesPerGram: PRICES });
    const again = await put(users.super_admin!.cookie, { pricesPerGram: { ...PRICES, '18': '7450.25' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TGoldPrices>()).toMatchObject({ pricesPerGram: { ...PRICES, '18': '7450.25' }, setBy: { userId: users.super_admin!.id, name: 'Test super_admin' } });
    expect(await t.database.db.select().from(goldPrices)).toHaveLength(1);
    const [latest] = await audits();
    expect(latest?.summary).toEqual({ date: jamaicaToday(), before: PRICES, after: { ...PRICES, '18': '7450.25' } });
  });

  it('answer the most recent day\'s prices until today\'s are set, then today\'s', async () => {
    const row = (day: string, price24k: string) => ({ day, price10k: '1.00', price14k: '2.00', price18k: '3.00', price22k: '4.00', price24k, setByUserId: null, setByName: 'Marcia Campbell', setAt: new Date(`${day}T14:00:00Z`) });
    await t.database.db.insert(goldPrices).values([row('2025-03-01', '9000.00'), row('2025-03-04', '9100.00'), row('2025-03-02', '9200.00')]);
    const older = (await get(users.loan_officer!.cookie)).json<TGoldPrices>();
    // A day's prices keep their setter's name once the account is gone.
    expect(older).toEqual({
      date: '2025-03-04',
      pricesPerGram: { '10': '1.00', '14': '2.00', '18': '3.00', '22': '4.00', '24': '9100.00' },
      setBy: { userId: null, name: 'Marcia Campbell', at: '2025-03-04T14:00:00.000Z' },
    });
    await put(users.admin!.cookie, { pricesPerGram: PRICES });
    expect((await get(users.loan_officer!.cookie)).json<TGoldPrices>()).toMatchObject({ date: jamaicaToday(), pricesPerGram: PRICES });
    expect(await t.database.db.select().from(goldPrices)).toHaveLength(4);
  });

  it('refuse a missing karat, another key, or a price that is not an amount above 0 with 400 naming the karat', async () => {
    const { '22': _missing, ...withoutTwentyTwo } = PRICES;
    const auditsBefore = (await audits()).length;
    const refusals: [unknown, string][] = [
      [{}, 'Prices per gram are required for 10K, 14K, 18K, 22K and 24K gold.'],
      [{ pricesPerGram: null }, 'Prices per gram are required for 10K, 14K, 18K, 22K and 24K gold.'],
      [{ pricesPerGram: ['4100.00'] }, 'Prices per gram are required for 10K, 14K, 18K, 22K and 24K gold.'],
      [{ pricesPerGram: withoutTwentyTwo }, '22K price per gram is required'],
      [{ pricesPerGram: { ...PRICES, '14': '' } }, '14K price per gram is required'],
      [{ pricesPerGram: { ...PRICES, '9': '3500.00' } }, 'Prices per gram are taken for 10K, 14K, 18K, 22K and 24K gold only.'],
      [{ pricesPerGram: { ...PRICES, '18': '0.00' } }, '18K price per gram must be more than J$0.00'],
      [{ pricesPerGram: { ...PRICES, '18': -5 } }, '18K price per gram must be more than J$0.00'],
      [{ pricesPerGram: { ...PRICES, '24': '98.755' } }, '24K price per gram must be an amount in J$ with at most two decimals.'],
      [{ pricesPerGram: { ...PRICES, '24': 'a lot' } }, '24K price per gram must be an amount in J$ with at most two decimals.'],
      [{ pricesPerGram: { ...PRICES, '10': '20000000.00' } }, '10K price per gram must be at most J$10,000,000.00.'],
    ];
    for (const [payload, message] of refusals) {
      const res = await put(users.admin!.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
    expect((await get(users.admin!.cookie)).json()).toEqual(NO_PRICES);
    expect(await audits()).toHaveLength(auditsBefore);
  });

  it('are set by admins only and read by staff only: 401 for guests, 403 for the rest, whatever the body', async () => {
    const guestPut = await put(undefined, { pricesPerGram: PRICES });
    expect([guestPut.statusCode, guestPut.json<{ code: string }>().code]).toEqual([401, 'UNAUTHORIZED']);
    expect((await put(undefined, {})).statusCode).toBe(401);
    for (const role of ['loan_officer', 'it', 'borrower']) {
      const res = await put(users[role]!.cookie, { pricesPerGram: PRICES });
      expect([res.statusCode, res.json<{ code: string }>().code], role).toEqual([403, 'FORBIDDEN']);
      expect((await put(users[role]!.cookie, {})).statusCode, role).toBe(403);
    }
    const guestGet = await get(undefined);
    expect([guestGet.statusCode, guestGet.json<{ code: string }>().code]).toEqual([401, 'UNAUTHORIZED']);
    for (const role of ['it', 'borrower']) {
      const res = await get(users[role]!.cookie);
      expect([res.statusCode, res.json<{ code: string }>().code], role).toEqual([403, 'FORBIDDEN']);
    }
    expect(await t.database.db.select().from(goldPrices)).toEqual([]);
  });
});
