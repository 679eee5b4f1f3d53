import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPledge } from '@common/contracts/pledges';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { insertLoan, pay } from '../payments/payments.test-support';
import { downloadNewBackup, restoreRequest } from '../system/system.test-support';
import { activate, addItem, pledgeOf, redeemRequest, signature } from './pledges.test-support';

// A backup is everything needed to carry on (DESIGN decision 20): the pledge book, tickets, holds,
// redemptions and the items' photos come back from it, and the numbers go on after the restored ones.
describe.each(PGLITE_ONLY)('pledges in a backup and its restore, on %s', (backend) => {
  let t: TTestApp;
  let superAdmin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const sa = await t.createUser('super_admin');
    superAdmin = await t.signIn(sa.email, sa.password);
  });
  afterAll(() => t.close());

  it('restores items, tickets, holds and redemptions with their photos, and numbers continue', async () => {
    const held = await insertLoan(t.database.db);
    const ring = await addItem(t, superAdmin, held.id, { description: 'Gold ring' });
    await activate(t, superAdmin, held.id);
    const hold = await t.request({
      method: 'POST',
      url: `/api/pawn-items/${ring.id}/police-hold`,
      cookie: superAdmin,
      payload: { station: 'Central', officer: 'Sgt. Hall', reference: 'C-77', reason: 'Enquiry' },
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const redeemed = await insertLoan(t.database.db);
    await addItem(t, superAdmin, redeemed.id, { description: 'Guitar', category: 'musical_instrument', metal: null, karat: null, weightGrams: null });
    await pay(t, superAdmin, redeemed.id, '12000.00');
    const ticket = (await pledgeOf(t, superAdmin, redeemed.id)).ticketNumber!;
    const done = await redeemRequest(t, superAdmin, redeemed.id, { ticketNumber: ticket, collectedByName: 'Owen Reid', collectedByIdNumber: 'DL-1', signatureUrl: await signature(t, superAdmin) });
    expect(done.statusCode, done.body).toBe(200);
    const before: TPledge[] = [await pledgeOf(t, superAdmin, held.id), await pledgeOf(t, superAdmin, redeemed.id)];

    const { text } = await downloadNewBackup(t, superAdmin);
    // Changes after the backup, which the restore undoes.
    await addItem(t, superAdmin, held.id, { description: 'Added after the backup' });
    const release = await t.request({ method: 'DELETE', url: `/api/pawn-items/${ring.id}/police-hold`, cookie: superAdmin, payload: { outcome: 'surrendered', reference: 'X' } });
    expect(release.statusCode).toBe(200);

    const restored = await restoreRequest(t, superAdmin, text);
    expect(restored.statusCode, restored.body).toBe(200);
    const after = [await pledgeOf(t, superAdmin, held.id), await pledgeOf(t, superAdmin, redeemed.id)];
    // What the ledger says is owed is computed when read: the same figures.
    expect(after).toEqual(before);
    expect(after[0]!.items[0]).toMatchObject({ status: 'police_hold', policeHold: { reference: 'C-77' } });
    expect(after[1]).toMatchObject({ status: 'redeemed', redemption: { collectedByName: 'Owen Reid' } });
    for (const path of [...after[0]!.items, ...after[1]!.items].flatMap((item) => item.photoUrls)) {
      expect((await t.request({ method: 'GET', url: path, cookie: superAdmin })).statusCode, path).toBe(200);
    }

    const next = await addItem(t, superAdmin, held.id, { description: 'After the restore' });
    const numbers = [...after[0]!.items, ...after[1]!.items].map((item) => item.itemNumber);
    expect(numbers).not.toContain(next.itemNumber);
  });
});
