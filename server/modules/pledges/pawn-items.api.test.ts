import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLEDGE_MESSAGES, type TPawnItem } from '@common/contracts/pledges';
import { addDays } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import { auditLog, pawnItems, shopSettings } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan } from '../payments/payments.test-support';
import { activate, addItem, itemPayload, pledgeOf, postItem, signInPledgeCast, uploadPhotos } from './pledges.test-support';

const year = () => jamaicaToday().slice(0, 4);

describe.each(PGLITE_ONLY)('pawn items and the pawn ticket, on %s', (backend) => {
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

  it('records an item for staff (201 with its number, fields and status) and refuses it, borrowers and guests', async () => {
    const loan = await insertLoan(t.database.db);
    const photos = await uploadPhotos(t, officer, 2);
    const res = await postItem(t, officer, loan.id, itemPayload(photos));
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<TPawnItem>();
    expect(item).toMatchObject({
      loanId: loan.id,
      category: 'jewellery',
      description: '18K gold chain, 50 cm, figaro link',
      serialNumber: 'SN-GOLD-0001',
      markings: 'Stamped 750',
      metal: 'gold',
      karat: 18,
      weightGrams: 12.5,
      condition: 'good',
      appraisedValue: '15000.00',
      photoUrls: photos,
      storageLocation: 'Safe A, shelf 2',
      status: 'appraised',
      policeHold: null,
      redeemedAt: null,
    });
    expect(item.itemNumber).toMatch(new RegExp(`^PI-${year()}-\\d{6}$`));
    for (const cookie of [admin, superAdmin]) expect((await postItem(t, cookie, loan.id, itemPayload(await uploadPhotos(t, cookie)))).statusCode).toBe(201);

    const refused = itemPayload(await uploadPhotos(t, officer));
    expect((await postItem(t, itCookie, loan.id, refused)).statusCode).toBe(403);
    expect((await postItem(t, borrower, loan.id, refused)).statusCode).toBe(403);
    expect((await postItem(t, undefined, loan.id, refused)).statusCode).toBe(401);
    // Whatever the body: who may act is decided first.
    expect((await postItem(t, undefined, loan.id, {})).statusCode).toBe(401);
    expect((await postItem(t, borrower, loan.id, {})).statusCode).toBe(403);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(entry).toMatchObject({ action: 'pledge.item.create', entity: 'pawn-item' });
    expect(entry?.summary).toMatchObject({ itemNumber: item.itemNumber, before: null, after: { description: item.description, appraisedValue: '15000.00' } });
  });

  it('answers 400 with the field\'s message for bad input, and 404 for an unknown loan', async () => {
    const loan = await insertLoan(t.database.db);
    const photos = await uploadPhotos(t, officer, 7);
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'car' }, 'Category must be one of jewellery, electronics, tools, appliance, musical_instrument, vehicle_title, other'],
      [{ condition: 'mint' }, 'Condition must be one of new, good, fair, poor'],
      [{ description: '   ' }, 'Description is required'],
      [{ appraisedValue: 'lots' }, PLEDGE_MESSAGES.appraisedValueInvalid],
      [{ appraisedValue: '0.00' }, PLEDGE_MESSAGES.appraisedValueInvalid],
      [{ appraisedValue: '10,000,000.01' }, 'Appraised value must be at most J$10,000,000.00.'],
      [{ photoUrls: [] }, PLEDGE_MESSAGES.photosCount],
      [{ photoUrls: photos }, PLEDGE_MESSAGES.photosCount],
      [{ photoUrls: ['https://evil.example/x.png'] }, PLEDGE_MESSAGES.photoPath],
      [{ karat: 30 }, 'Karat must be a whole number from 1 to 24'],
      [{ weightGrams: '-1' }, 'Weight must be grams greater than 0'],
      [{ serialNumber: 'x'.repeat(101) }, 'Serial number must be at most 100 characters'],
    ];
    for (const [overrides, message] of cases) {
      const res = await postItem(t, officer, loan.id, itemPayload([photos[0]!], overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    // Someone else's upload, or one already used, is not this officer's photo.
    const adminsPhoto = await uploadPhotos(t, admin);
    const notMine = await postItem(t, officer, loan.id, itemPayload(adminsPhoto));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.photoNotFound);
    const used = (await addItem(t, officer, loan.id)).photoUrls;
    expect((await postItem(t, officer, loan.id, itemPayload(used))).statusCode).toBe(400);

    expect((await postItem(t, officer, '00000000-0000-4000-8000-000000000000', itemPayload([photos[1]!]))).statusCode).toBe(404);
    expect((await postItem(t, officer, 'not-a-loan', itemPayload([photos[1]!]))).statusCode).toBe(404);
  });

  it('answers 409 on a completed, rejected, defaulted or cancelled loan', async () => {
    for (const status of ['completed', 'rejected', 'defaulted', 'cancelled']) {
      const loan = await insertLoan(t.database.db, { status });
      const res = await postItem(t, officer, loan.id, itemPayload(await uploadPhotos(t, officer)));
      expect(res.statusCode, status).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.loanClosed(status));
    }
  });

  it('shows the pledge: nulls and none without items, appraised with them, loan-to-value against the loan', async () => {
    const loan = await insertLoan(t.database.db);
    expect(await pledgeOf(t, officer, loan.id)).toMatchObject({
      loanId: loan.id,
      applicationNumber: loan.applicationNumber,
      ticketNumber: null,
      ticketIssuedAt: null,
      redeemableUntil: null,
      status: 'none',
      items: [],
      appraisedTotal: '0.00',
      loanToValuePercent: null,
    });
    await addItem(t, officer, loan.id, { appraisedValue: '10000' });
    await addItem(t, officer, loan.id, { appraisedValue: '5,000.00', category: 'electronics', description: 'Laptop', metal: null, karat: null, weightGrams: null });
    const pledge = await pledgeOf(t, officer, loan.id);
    expect(pledge).toMatchObject({ status: 'appraised', ticketNumber: null, appraisedTotal: '15000.00', loanAmount: '10000.00', loanToValuePercent: 66.7 });
    expect(pledge.items.map((i) => i.status)).toEqual(['appraised', 'appraised']);
    expect((await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.id}/pledge`, cookie: itCookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.id}/pledge`, cookie: borrower })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.id}/pledge` })).statusCode).toBe(401);
  });

  it('issues the ticket when the loan becomes active with items: dated its start, redeemable for the shop\'s period, items in pawn', async () => {
    const loan = await insertLoan(t.database.db);
    await addItem(t, officer, loan.id);
    await addItem(t, officer, loan.id, { description: 'Gold ring' });
    await activate(t, admin, loan.id);
    const today = jamaicaToday();
    const pledge = await pledgeOf(t, officer, loan.id);
    expect(pledge.ticketNumber).toMatch(new RegExp(`^PT-${year()}-\\d{6}$`));
    expect(pledge).toMatchObject({ status: 'in_pawn', ticketIssuedAt: today, redeemableUntil: addDays(today, 365), loanStatus: 'active' });
    expect(pledge.items.map((i) => i.status)).toEqual(['in_pawn', 'in_pawn']);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pledge.ticket')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.summary).toMatchObject({ ticketNumber: pledge.ticketNumber, redeemableUntil: addDays(today, 365), items: pledge.items.map((i) => i.itemNumber) });

    // An item added later joins the pledge in pawn, under the same ticket.
    const later = await addItem(t, officer, loan.id, { description: 'Watch' });
    expect(later.status).toBe('in_pawn');
    expect((await pledgeOf(t, officer, loan.id)).ticketNumber).toBe(pledge.ticketNumber);
  });

  it('issues the ticket with the first item recorded on an active loan, for the shop\'s redemption period', async () => {
    await t.database.db.insert(shopSettings).values({ id: 1, redemptionPeriodDays: 200 }).onConflictDoUpdate({ target: shopSettings.id, set: { redemptionPeriodDays: 200 } });
    try {
      const loan = await insertLoan(t.database.db);
      await activate(t, admin, loan.id);
      expect((await pledgeOf(t, officer, loan.id)).ticketNumber).toBeNull();
      const item = await addItem(t, officer, loan.id);
      expect(item.status).toBe('in_pawn');
      const pledge = await pledgeOf(t, officer, loan.id);
      expect(pledge.ticketNumber).toMatch(/^PT-/);
      expect(pledge.redeemableUntil).toBe(addDays(jamaicaToday(), 200));
    } finally {
      await t.database.db.update(shopSettings).set({ redemptionPeriodDays: 365 });
    }
  });

  it('edits an item with old and new values audited; refuses it once the item left the shop', async () => {
    const loan = await insertLoan(t.database.db);
    const item = await addItem(t, officer, loan.id);
    const [newPhoto] = await uploadPhotos(t, officer);
    const patch = (cookie: string | undefined, payload: Record<string, unknown>, id = item.id) => t.request({ method: 'PATCH', url: `/api/pawn-items/${id}`, cookie, payload });
    const res = await patch(officer, { description: 'Gold chain, 55 cm', appraisedValue: '14,000', storageLocation: 'Safe B', serialNumber: '', photoUrls: [...item.photoUrls, newPhoto] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPawnItem>()).toMatchObject({ description: 'Gold chain, 55 cm', appraisedValue: '14000.00', storageLocation: 'Safe B', serialNumber: null, photoUrls: [...item.photoUrls, newPhoto] });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pledge.item.update')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.summary).toMatchObject({
      itemNumber: item.itemNumber,
      before: { description: item.description, appraisedValue: '15000.00', storageLocation: 'Safe A, shelf 2', serialNumber: 'SN-GOLD-0001' },
      after: { description: 'Gold chain, 55 cm', appraisedValue: '14000.00', storageLocation: 'Safe B', serialNumber: null },
    });
    expect((await patch(officer, { appraisedValue: '0' })).statusCode).toBe(400);
    expect((await patch(officer, { condition: 'broken' })).statusCode).toBe(400);
    expect((await patch(itCookie, { description: 'x' })).statusCode).toBe(403);
    expect((await patch(borrower, { description: 'x' })).statusCode).toBe(403);
    expect((await patch(undefined, { description: 'x' })).statusCode).toBe(401);
    expect((await patch(officer, { description: 'x' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    for (const status of ['redeemed', 'sold', 'surrendered']) {
      await t.database.db.update(pawnItems).set({ status }).where(eq(pawnItems.id, item.id));
      const left = await patch(officer, { description: 'too late' });
      expect(left.statusCode, status).toBe(409);
      expect(left.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.itemLeftShop(item.itemNumber, status));
    }
  });

  it('deletes an item (204) while the loan has no ticket, and answers 409 after', async () => {
    const loan = await insertLoan(t.database.db);
    const first = await addItem(t, officer, loan.id);
    const second = await addItem(t, officer, loan.id);
    const remove = (cookie: string | undefined, id: string) => t.request({ method: 'DELETE', url: `/api/pawn-items/${id}`, cookie });
    expect((await remove(itCookie, first.id)).statusCode).toBe(403);
    expect((await remove(borrower, first.id)).statusCode).toBe(403);
    expect((await remove(undefined, first.id)).statusCode).toBe(401);
    expect((await remove(officer, first.id)).statusCode).toBe(204);
    expect((await remove(officer, first.id)).statusCode).toBe(404);
    expect((await pledgeOf(t, officer, loan.id)).items.map((i) => i.id)).toEqual([second.id]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, first.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'pledge.item.delete' });

    await activate(t, admin, loan.id);
    const after = await remove(officer, second.id);
    expect(after.statusCode).toBe(409);
    expect(after.json<{ message: string }>().message).toBe(PLEDGE_MESSAGES.deleteAfterTicket);
  });
});
