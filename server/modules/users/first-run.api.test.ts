import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFirstRunChecklist } from '@common/contracts/own-account';
import { emailSettings, users } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';

describe.each(PGLITE_ONLY)('the first-run checklist on %s', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const read = (cookie: string | undefined) => t.request({ method: 'GET', url: '/api/auth/user/first-run', ...(cookie ? { cookie } : {}) });
  const dismiss = (cookie: string) => t.request({ method: 'POST', url: '/api/auth/user/first-run/dismiss', cookie });
  const doneOf = async (cookie: string) => {
    const body = (await read(cookie)).json<TFirstRunChecklist>();
    return Object.fromEntries(body.items.map((item) => [item.id, item.done]));
  };

  it('shows the generated owner each step with a link, ticks steps as they are done, and goes once all are', async () => {
    const owner = await t.createUser('super_admin', { email: 'admin@pawnbook.local' });
    await t.database.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, owner.id));
    let cookie = await t.signIn(owner.email, owner.password);

    const first = await read(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      show: true,
      items: [
        { id: 'name-and-email', label: 'Your name and e-mail address', done: false, href: '/profile' },
        { id: 'shop-name', label: "The shop's name", done: false, href: '/admin?tab=shop-settings' },
        { id: 'shop-address', label: "The shop's address", done: false, href: '/admin?tab=shop-settings' },
        { id: 'licence-and-hours', label: 'Licence number and opening hours', done: false, href: '/admin?tab=shop-settings' },
        { id: 'email-settings', label: 'E-mail settings, so receipts and reset links are sent', done: false, href: '/admin?tab=email-settings' },
      ],
    });

    // A name alone is not enough while the address is the generated one.
    expect((await t.request({ method: 'PUT', url: '/api/auth/user/name', cookie, payload: { firstName: 'Olive', lastName: 'Owner' } })).statusCode).toBe(200);
    expect((await doneOf(cookie))['name-and-email']).toBe(false);
    const moved = await t.request({ method: 'PUT', url: '/api/auth/user/email', cookie, payload: { email: 'olive@shop.example', currentPassword: owner.password } });
    expect(moved.statusCode, moved.body).toBe(200);
    cookie = await t.signIn('olive@shop.example', owner.password);
    expect(await doneOf(cookie)).toEqual({ 'name-and-email': true, 'shop-name': false, 'shop-address': false, 'licence-and-hours': false, 'email-settings': false });

    const shop = await t.request({
      method: 'PUT',
      url: '/api/admin/shop-settings',
      cookie,
      payload: { businessName: 'Olive Pawn', address: '1 Harbour St\nKingston', phone: '', email: '', licenceNumber: 'BOJ-1', supportHours: 'Mon-Sat 9-5' },
    });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(await doneOf(cookie)).toEqual({ 'name-and-email': true, 'shop-name': true, 'shop-address': true, 'licence-and-hours': true, 'email-settings': false });

    const mail = await t.request({
      method: 'POST',
      url: '/api/admin/email-settings',
      cookie,
      payload: { service: 'smtp', isActive: true, isDefault: true, smtpHost: '127.0.0.1', smtpPort: 2525, username: 'desk', password: 'smtp-secret', senderEmail: 'desk@shop.example' },
    });
    expect(mail.statusCode, mail.body).toBe(201);
    expect((await read(cookie)).json()).toEqual({ show: false, items: [] });
  });

  it('put away stays away for that account, on every device; another super admin still sees theirs', async () => {
    const owner = await t.createUser('super_admin');
    const here = await t.signIn(owner.email, owner.password);
    const elsewhere = await t.signIn(owner.email, owner.password);
    const other = await t.createUser('super_admin');
    const otherCookie = await t.signIn(other.email, other.password);
    // The first test set the shop up: without e-mail settings a step is left again.
    await t.database.db.delete(emailSettings);
    expect((await read(here)).json<TFirstRunChecklist>().show).toBe(true);

    const res = await dismiss(here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ show: false, items: [] });
    expect((await read(elsewhere)).json()).toEqual({ show: false, items: [] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.firstRunDismissedAt).toBeInstanceOf(Date);
    expect((await read(otherCookie)).json<TFirstRunChecklist>().show).toBe(true);
  });

  it('is for the owner: other roles get nothing to show; a guest 401', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    for (const role of ['admin', 'loan_officer', 'it', 'borrower'] as const) {
      const user = await t.createUser(role);
      const cookie = await t.signIn(user.email, user.password);
      const res = await read(cookie);
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual({ show: false, items: [] });
    }
  });
});
