import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_VALUE, MASKED_VALUE } from '@common/contracts/system';
import { rowsOf } from '../../db/client';
import { enqueueEmail } from '../../lib/outbox.repository';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { setApplicationStatus, submitApplication } from '../applications/pawn-loan-review.test-support';
import { caseOfLoan, findOverdueRequest, loanStartedDaysAgo } from '../collections/collections.test-support';
import { insertLoan, pay } from '../payments/payments.test-support';
import { addItem, redeemRequest, signature } from '../pledges/pledges.test-support';
import { SHOWN_TO_IT } from './table-masking';

type TTable = { columns: string[]; data: Record<string, unknown>[]; pagination: { totalPages: number } };

// Tables whose rows carry people's data: each must hold a row while the browser is walked.
const SEEDED = [
  'users',
  'borrowers',
  'pawn_loan_applications',
  'application_status_history',
  'payments',
  'loan_payments',
  'objects',
  'audit_log',
  'email_outbox',
  'email_settings',
  'document_access_log',
  'debt_collection_records',
  'debt_collection_contacts',
  'shop_settings',
  'pawn_items',
  'pawn_tickets',
  'pawn_police_holds',
  'pawn_redemptions',
  'system_backups',
  'system_logs',
];

describe.each(PGLITE_ONLY)('what it sees in the Database Browser on %s', (backend) => {
  let t: TTestApp;
  let adminCookie: string;
  let itCookie: string;

  const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });
  const tableNames = async (cookie: string) => (await get('/api/system/database-tables', cookie)).json<{ name: string }[]>().map((table) => table.name);
  /** Every row of a table as the browser shows it to this cookie's role, page by page. */
  const allRows = async (table: string, cookie: string) => {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get(`/api/system/table-data/${table}?page=${page}&limit=100`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TTable>();
      rows.push(...body.data);
      if (page >= body.pagination.totalPages) return { columns: body.columns, rows };
    }
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser('super_admin');
    adminCookie = await t.signIn(admin.email, admin.password);
    const itUser = await t.createUser('it');
    itCookie = await t.signIn(itUser.email, itUser.password);
    const db = t.database.db;

    const setting = await t.request({
      method: 'POST',
      url: '/api/admin/email-settings',
      cookie: adminCookie,
      payload: { service: 'smtp', smtpHost: 'smtp.example.com', smtpPort: 2525, username: 'shop@example.com', password: 'Smtp-Secret-Password-1', senderName: 'Shop' },
    });
    expect(setting.statusCode, setting.body).toBe(201);
    const loan = await submitApplication(t, { borrowerName: 'Marcia Personal', borrowerEmail: 'marcia@example.com', borrowerID: 'ID-7788' });
    await setApplicationStatus(db, loan.id, 'approved');
    // Her pledge: an item (the first payment makes the loan active and issues the ticket), held by the police.
    const ring = await addItem(t, adminCookie, loan.id, { description: "Marcia's gold ring", serialNumber: 'MC-RING-1', storageLocation: 'Safe A' });
    await pay(t, adminCookie, loan.id, '1000.00', { notes: 'Paid by her cousin Winston' });
    const hold = await t.request({
      method: 'POST',
      url: `/api/pawn-items/${ring.id}/police-hold`,
      cookie: adminCookie,
      payload: { station: 'Half Way Tree', officer: 'Cpl. Brown', reference: 'HWT-1', reason: 'Reported stolen by Mrs Campbell' },
    });
    expect(hold.statusCode, hold.body).toBe(200);
    // A pledge redeemed by a named person.
    const redeemed = await insertLoan(db, { borrowerName: 'Marcia Personal' });
    await addItem(t, adminCookie, redeemed.id);
    await pay(t, adminCookie, redeemed.id, '12000.00');
    const redemption = await redeemRequest(t, adminCookie, redeemed.id, {
      lostTicketDeclaration: { statement: 'Lost on the bus', witnessedBy: 'Dana Reid' },
      collectedByName: 'Marcia Personal',
      collectedByIdNumber: 'ID-7788',
      signatureUrl: await signature(t, adminCookie),
    });
    expect(redemption.statusCode, redemption.body).toBe(200);
    await db.execute(sql`
      insert into application_status_history (application_id, from_status, to_status, changed_by_user_id, changed_by_name, notes)
      values (${loan.id}, 'submitted', 'approved', ${admin.id}, 'Dana Reid', 'Called her at home')`);
    // A staff read of a borrower's document is logged with the reader's e-mail.
    const [upload] = rowsOf<{ id: string }>(await db.execute(sql`select id from objects where application_id = ${loan.id} limit 1`));
    expect((await get(`/objects/uploads/${upload!.id}?via=review`, adminCookie)).statusCode).toBe(200);
    const overdue = await loanStartedDaysAgo(db, 20);
    expect((await findOverdueRequest(t, adminCookie)).statusCode).toBe(200);
    const item = await caseOfLoan(t, adminCookie, overdue.id);
    const contact = await t.request({ method: 'POST', url: `/api/collections/${item.id}/contacts`, cookie: adminCookie, payload: { contactMethod: 'phone', outcome: 'spoke', notes: 'Her son answered' } });
    expect(contact.statusCode, contact.body).toBe(201);
    await enqueueEmail(db, { toAddress: 'marcia@example.com', subject: 'Your receipt, Marcia', textBody: 'Dear Marcia', kind: 'test', relatedEntity: 'payment', relatedId: '1' });
    const forgetful = await t.createUser('borrower');
    expect((await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: forgetful.email } })).statusCode).toBe(202);
    await db.execute(sql`
      insert into shop_settings (id, business_name, phone, email, address) values (1, 'Reid Pawn', '876-555-0000', 'owner@example.com', '1 King St')
      on conflict (id) do update set business_name = excluded.business_name, phone = excluded.phone, email = excluded.email, address = excluded.address`);
    expect((await t.request({ method: 'POST', url: '/api/system/backup', cookie: itCookie, payload: {} })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only tables and columns that exist, and none of the borrower search columns', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.database.db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`),
    ).map((row) => `${row.table_name}.${row.column_name}`);
    for (const [table, shown] of Object.entries(SHOWN_TO_IT)) for (const column of shown) expect(columns, `${table}.${column}`).toContain(`${table}.${column}`);
    for (const derived of ['email', 'email_local', 'email_domain', 'search_ids', 'name_grams', 'sort_name']) expect(SHOWN_TO_IT.borrowers).not.toContain(derived);
  });

  it('shows it a value only in an allow-listed column, in every column of every table it may open', async () => {
    const tables = await tableNames(itCookie);
    expect(tables).not.toContain('session');
    const counts = new Map((await get('/api/system/database-tables', itCookie)).json<{ name: string; rowCount: number }[]>().map((x) => [x.name, x.rowCount]));
    for (const table of SEEDED) expect(counts.get(table), `rows in ${table}`).toBeGreaterThan(0);
    const shownValues: string[] = [];
    for (const table of tables) {
      const allowed = new Set(SHOWN_TO_IT[table] ?? []);
      const { columns, rows } = await allRows(table, itCookie);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual([...columns].sort());
        for (const column of columns) {
          const value = row[column];
          if (allowed.has(column) || value === null || value === MASKED_VALUE || value === HIDDEN_VALUE) continue;
          shownValues.push(`${table}.${column} = ${JSON.stringify(value).slice(0, 60)}`);
        }
      }
    }
    expect(shownValues).toEqual([]);
  });

  it('shows super_admin every value but password hashes and sealed secrets', async () => {
    for (const table of await tableNames(adminCookie)) {
      const { rows } = await allRows(table, adminCookie);
      expect(JSON.stringify(rows), table).not.toContain(JSON.stringify(MASKED_VALUE));
    }
    const borrowers = await allRows('borrowers', adminCookie);
    expect(borrowers.rows.map((row) => row.email)).toContain('marcia@example.com');
    for (const column of borrowers.columns.filter((c) => ['email_local', 'search_ids'].includes(c))) expect(borrowers.rows[0]?.[column]).not.toBeNull();
    const settings = await allRows('email_settings', adminCookie);
    expect(settings.rows[0]).toMatchObject({ password: HIDDEN_VALUE, username: 'shop@example.com' });
    const users = await allRows('users', adminCookie);
    for (const row of users.rows) expect(row.password).toBe(HIDDEN_VALUE);
  });

  it('hides from everyone the body of an e-mail that carries a one-time link (a password reset)', async () => {
    for (const cookie of [adminCookie, itCookie]) {
      const outbox = await allRows('email_outbox', cookie);
      const reset = outbox.rows.find((row) => row.kind === 'password-reset');
      expect(reset, 'the reset e-mail is in the outbox').toBeDefined();
      expect(reset).toMatchObject({ text_body: HIDDEN_VALUE, html_body: HIDDEN_VALUE });
      expect(JSON.stringify(outbox.rows)).not.toContain('reset-password?token=');
    }
    const receipt = (await allRows('email_outbox', adminCookie)).rows.find((row) => row.kind === 'test');
    expect(receipt?.text_body).toBe('Dear Marcia');
  });

  it('masks a column added later for it, and shows it to super_admin', async () => {
    await t.database.db.execute(sql`alter table borrowers add column nickname_later text`);
    await t.database.db.execute(sql`update borrowers set nickname_later = 'Marcie'`);
    const asIt = await allRows('borrowers', itCookie);
    expect(asIt.columns).toContain('nickname_later');
    for (const row of asIt.rows) expect(row.nickname_later).toBe(MASKED_VALUE);
    const asAdmin = await allRows('borrowers', adminCookie);
    expect(asAdmin.rows.map((row) => row.nickname_later)).toContain('Marcie');
  });
});
