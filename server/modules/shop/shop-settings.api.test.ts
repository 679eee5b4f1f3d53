import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_DEFAULTS, type TShopSettings } from '@common/contracts/shop-settings';
import { auditLog, emailOutbox, emailSettings, objects, shopSettings } from '../../db/schema';
import { runOutboxPass } from '../../lib/mail/outbox-worker';
import { configureTestSmtp, justAfter } from '../../lib/mail/outbox.test-support';
import { startTestSmtpServer, type TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { pdfText } from '../../test/pdf-read';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { PDF, PNG, upload } from '../applications/pawn-loans.test-support';
import { insertLoan, pay } from '../payments/payments.test-support';

const URL_ = '/api/admin/shop-settings';

const SHOP = {
  businessName: 'Kingston Gold & Pawn',
  address: '12 King Street\nKingston',
  phone: '+1 (876) 555-0142',
  email: 'desk@kingstongold.example',
  licenceNumber: 'BOJ-MT-0042',
  supportHours: 'Monday to Saturday 8AM to 6PM',
};

describe.each(BOTH_BACKENDS)('shop settings on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: { id: string; cookie: string };
  let admin: string;
  let officer: string;

  const save = (cookie: string | undefined, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: URL_, payload, ...(cookie ? { cookie } : {}) });
  const read = async () => (await t.request({ method: 'GET', url: '/api/shop-settings' })).json<TShopSettings>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    const sa = await t.createUser('super_admin');
    superAdmin = { id: sa.id, cookie: await t.signIn(sa.email, sa.password) };
    const a = await t.createUser('admin');
    admin = await t.signIn(a.email, a.password);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(shopSettings);
    await t.database.db.delete(emailOutbox);
    await t.database.db.delete(emailSettings);
  });

  it('answers the defaults to anyone before a super admin saves any', async () => {
    const res = await t.request({ method: 'GET', url: '/api/shop-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      businessName: SHOP_DEFAULTS.businessName,
      address: '',
      phone: '',
      email: '',
      licenceNumber: '',
      supportHours: 'Monday to Friday 9AM to 5PM',
      logoUrl: null,
      redemptionPeriodDays: 365,
      forfeitureNoticeDays: 14,
      interestRates: [20, 40],
      lateFeePercent: 20,
      pawnTerms: { monthlyChargePercent: 10, periodDays: 30, termDays: 30 },
      counterApprovalLimit: '20000.00',
      maxLoanToValuePercent: 70,
      updatedAt: null,
    });
  });

  it('keeps the rates, the late fee and the forfeiture notice until a super admin changes them, checked and audited', async () => {
    const res = await save(superAdmin.cookie, { ...SHOP, interestRates: '40, 15 %, 25', lateFeePercent: '10', forfeitureNoticeDays: 21 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TShopSettings>()).toMatchObject({ interestRates: [15, 25, 40], lateFeePercent: 10, forfeitureNoticeDays: 21 });
    // Absent keeps them; a list is taken as well as text.
    expect((await save(superAdmin.cookie, SHOP)).json<TShopSettings>()).toMatchObject({ interestRates: [15, 25, 40], lateFeePercent: 10 });
    expect((await save(superAdmin.cookie, { ...SHOP, interestRates: [20] })).json<TShopSettings>().interestRates).toEqual([20]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'shop-settings.update')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.summary).toMatchObject({ before: { interestRates: [15, 25, 40] }, after: { interestRates: [20] } });
    const refusals: [Record<string, unknown>, string][] = [
      [{ interestRates: '' }, 'Give at least one interest rate'],
      [{ interestRates: '20, 20' }, 'Each interest rate may appear only once'],
      [{ interestRates: '20, 101' }, 'Each interest rate must be at most 100'],
      [{ interestRates: '12.5' }, 'Each interest rate must be a whole number'],
      [{ interestRates: '1,2,3,4,5,6,7' }, 'Give at most 6 interest rates'],
      [{ interestRates: { rate: 20 } }, 'Interest rates must be a list of percentages such as 20, 40'],
      [{ lateFeePercent: 101 }, 'Late fee (percent) must be at most 100'],
      [{ forfeitureNoticeDays: 0 }, 'Forfeiture notice (days) must be at least 1'],
      [{ forfeitureNoticeDays: 91 }, 'Forfeiture notice (days) must be at most 90'],
    ];
    for (const [change, message] of refusals) {
      const refused = await save(superAdmin.cookie, { ...SHOP, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect(await read()).toMatchObject({ interestRates: [20], lateFeePercent: 10, forfeitureNoticeDays: 21 });
  });

  it('keeps the redemption period (the Act\'s 365 days by default) until a super admin changes it, audited', async () => {
    expect((await read()).redemptionPeriodDays).toBe(365);
    const shorter = await save(superAdmin.cookie, { ...SHOP, redemptionPeriodDays: 180 });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json<TShopSettings>().redemptionPeriodDays).toBe(180);
    // A save without the field keeps it.
    expect((await save(superAdmin.cookie, SHOP)).json<TShopSettings>().redemptionPeriodDays).toBe(180);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'shop-settings.update')).orderBy(desc(auditLog.id)).limit(2);
    expect(entries.map((e) => e.summary)).toContainEqual(expect.objectContaining({ before: expect.objectContaining({ redemptionPeriodDays: 365 }), after: expect.objectContaining({ redemptionPeriodDays: 180 }) }));
    for (const days of [29, 3651, 'a year']) {
      const res = await save(superAdmin.cookie, { ...SHOP, redemptionPeriodDays: days });
      expect(res.statusCode, String(days)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Redemption period \(days\) must be/);
    }
    expect((await read()).redemptionPeriodDays).toBe(180);
  });

  it('lets only a super admin save them, audited, and everyone reads the new ones at once', async () => {
    expect((await save(undefined, SHOP)).statusCode).toBe(401);
    expect((await save(admin, SHOP)).statusCode).toBe(403);
    expect((await save(officer, SHOP)).statusCode).toBe(403);
    await read(); // the cache holds the defaults now
    const res = await save(superAdmin.cookie, SHOP);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...SHOP, logoUrl: null });
    expect(await read()).toMatchObject(SHOP);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'shop-settings.update')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ userId: superAdmin.id, entity: 'shop-settings' });
    expect(entry?.summary).toMatchObject({ before: { businessName: 'Pawnbook', phone: '' }, after: { businessName: SHOP.businessName, phone: SHOP.phone } });
  });

  it('refuses bad values with a 400 naming the field, and keeps what was saved', async () => {
    await save(superAdmin.cookie, SHOP);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SHOP, businessName: '  ' }, 'Business name is required'],
      [{ ...SHOP, email: 'not-an-address' }, 'E-mail must be an e-mail address'],
      [{ ...SHOP, phone: 'call me' }, 'Phone may hold only digits, spaces and + ( ) - . (at least 7 characters)'],
      [{ ...SHOP, supportHours: '' }, 'Support hours are required'],
      [{ ...SHOP, licenceNumber: 'BOJ\u0000' }, 'Licence number must not contain control characters'],
      [{ ...SHOP, logoUrl: 'https://evil.example/logo.png' }, 'Logo must be the path of an image you uploaded (/objects/uploads/...), or empty to remove it'],
    ];
    for (const [payload, message] of cases) {
      const res = await save(superAdmin.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await read()).toMatchObject(SHOP);
  });

  it('takes the super admin\'s own image upload as the logo, serves it as PNG, and deletes the one it replaces', async () => {
    const first = (await upload(t, PNG(), superAdmin.cookie)).objectPath;
    const saved = await save(superAdmin.cookie, { ...SHOP, logoUrl: first });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = saved.json<TShopSettings>().logoUrl;
    expect(logoUrl).toMatch(/^\/api\/shop-settings\/logo\?v=[0-9a-f-]{36}$/);

    const logo = await t.request({ method: 'GET', url: logoUrl! });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await sharp(logo.rawPayload).metadata()).format).toBe('png');
    expect((await t.request({ method: 'GET', url: logoUrl!, headers: { 'if-none-match': String(logo.headers.etag) } })).statusCode).toBe(304);

    // Kept by the orphan job: attached.
    const firstId = first.split('/').pop()!;
    const [kept] = await t.database.db.select().from(objects).where(eq(objects.id, firstId));
    expect(kept?.attachedAt).not.toBeNull();

    // Saving again without logoUrl keeps it; a new upload replaces it and the old row goes.
    expect((await save(superAdmin.cookie, { ...SHOP, phone: '876-555-0199' })).json<TShopSettings>().logoUrl).toBe(logoUrl);
    const second = (await upload(t, PNG(), superAdmin.cookie)).objectPath;
    const replaced = await save(superAdmin.cookie, { ...SHOP, logoUrl: second });
    expect(replaced.json<TShopSettings>().logoUrl).toContain(second.split('/').pop()!);
    expect(await t.database.db.select().from(objects).where(eq(objects.id, firstId))).toEqual([]);

    // An empty string removes it.
    const removed = await save(superAdmin.cookie, { ...SHOP, logoUrl: '' });
    expect(removed.json<TShopSettings>().logoUrl).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/shop-settings/logo' })).statusCode).toBe(404);
  });

  it('refuses someone else\'s upload, a used one and a PDF as the logo', async () => {
    const theirs = (await upload(t, PNG(), officer)).objectPath;
    expect((await save(superAdmin.cookie, { ...SHOP, logoUrl: theirs })).json()).toMatchObject({ message: 'The logo upload was not found. Please upload it again.' });
    const pdf = (await upload(t, PDF(), superAdmin.cookie)).objectPath;
    expect((await save(superAdmin.cookie, { ...SHOP, logoUrl: pdf })).json()).toMatchObject({ message: 'The logo must be a JPEG, PNG or WebP image.' });
    const mine = (await upload(t, PNG(), superAdmin.cookie)).objectPath;
    expect((await save(superAdmin.cookie, { ...SHOP, logoUrl: mine })).statusCode).toBe(200);
    await save(superAdmin.cookie, { ...SHOP, logoUrl: '' });
    // Removing it deleted that upload: it cannot be used again.
    expect((await save(superAdmin.cookie, { ...SHOP, logoUrl: mine })).statusCode).toBe(400);
  });

  it('prints them on the receipt PDF and signs every e-mail with them', async () => {
    const smtp: TTestSmtpServer = await startTestSmtpServer({ username: 'receipts@shop.example', password: 'Receipts-Password-5' });
    try {
      const logo = (await upload(t, PNG(), superAdmin.cookie)).objectPath;
      expect((await save(superAdmin.cookie, { ...SHOP, logoUrl: logo })).statusCode).toBe(200);
      await configureTestSmtp(t, admin, smtp);
      const loan = await insertLoan(t.database.db, { borrowerName: 'Marcia Campbell' });
      const payment = await pay(t, officer, loan.id, '3000.00');

      const pdf = await t.request({ method: 'GET', url: `/api/payments/${payment.id}/pdf`, cookie: officer });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      for (const part of [SHOP.businessName, '12 King Street', 'Kingston', SHOP.phone, SHOP.email, 'Bank of Jamaica licence BOJ-MT-0042', SHOP.supportHours]) {
        expect(text).toContain(part);
      }
      expect(text).not.toContain('Pawnbook');

      expect(await runOutboxPass(t.outboxWorker, { now: justAfter() })).toMatchObject({ sent: 1 });
      const [mail] = await smtp.waitForMessages(1);
      expect(mail?.text).toContain(`-- \n${SHOP.businessName}\n12 King Street\nKingston\nTel. ${SHOP.phone} · ${SHOP.email}`);
      expect(mail?.text).toContain(`Opening hours: ${SHOP.supportHours}`);
      const attached = await pdfText(mail!.attachments[0]!.content);
      expect(attached).toContain(SHOP.businessName);
    } finally {
      await smtp.stop();
    }
  });

  it.runIf(backend === 'postgres')('reach a second instance on the same database once changed on the first (NOTIFY)', async () => {
    const second = await createTestApp(backend, {}, { sameDatabaseAs: t });
    try {
      const readSecond = async () => (await second.request({ method: 'GET', url: '/api/shop-settings' })).json<TShopSettings>();
      expect((await readSecond()).businessName).toBe('Pawnbook');
      expect((await save(superAdmin.cookie, SHOP)).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await readSecond()).businessName).toBe(SHOP.businessName), { timeout: 5000, interval: 50 });
    } finally {
      await second.close();
    }
  });
});
