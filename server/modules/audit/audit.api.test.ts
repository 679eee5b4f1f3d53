import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditLogResponse } from '@common/contracts/audit';
import { jamaicaInstant } from '@common/jamaica-time';
import type { TRole } from '@common/roles';
import { rowsOf } from '../../db/client';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { signInEveryRole, type TSignedIn } from '../../test/roles';
import { insertApplication } from '../applications/pawn-loan-review.test-support';
import { insertAuditEntry } from './audit.repository';

// Local wall-clock times in Jamaica, "YYYY-MM-DDTHH:MM:SS".
const jamaica = (local: string) => jamaicaInstant(local.slice(0, 10), local.slice(11));

const FIXED = [
  { key: 'first-of-march', action: 'application.status', entity: 'application', entityId: 'app-1', userEmail: 'Alice.Admin@Example.com', at: '2025-03-01T00:00:00' },
  // Already 1 March in UTC, still February in Jamaica.
  { key: 'end-of-february', action: 'application.status', entity: 'application', entityId: 'app-2', userEmail: 'bob@shop.example', at: '2025-02-28T23:59:59' },
  { key: 'end-of-march', action: 'user.create', entity: 'user', entityId: 'u-1', userEmail: 'alice.admin@example.com', at: '2025-03-31T23:59:59' },
  { key: 'first-of-april', action: 'object.upload-photo', entity: 'object', entityId: 'o-1', userEmail: 'carol_x@example.com', at: '2025-04-01T00:00:00' },
  { key: 'mid-march', action: 'application.delete', entity: 'application', entityId: 'app-1', userEmail: 'bob@shop.example', at: '2025-03-15T12:00:00' },
] as const;
const BULK = 30;

describe.each(BOTH_BACKENDS)('GET /api/admin/audit-log, on %s', (backend) => {
  let t: TTestApp;
  let staff: Map<TRole, TSignedIn>;
  const ids = new Map<string, number>();
  const get = (query: string, role: TRole = 'admin') => t.request({ method: 'GET', url: `/api/admin/audit-log${query}`, cookie: staff.get(role)!.cookie });
  const list = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAuditLogResponse>();
  };
  const keysOf = (body: TAuditLogResponse) => body.items.map((i) => [...ids].find(([, id]) => id === i.id)?.[0] ?? `#${i.id}`);

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signInEveryRole(t);
    for (const row of FIXED) {
      await insertAuditEntry(t.database.db, { ...row, userRole: 'admin', createdAt: jamaica(row.at), summary: { key: row.key }, ip: '10.0.0.1' });
    }
    for (let i = 0; i < BULK; i += 1) {
      const minute = String(i).padStart(2, '0');
      await insertAuditEntry(t.database.db, {
        action: 'application.frequency',
        entity: 'application',
        entityId: 'bulk',
        userEmail: 'pager@example.com',
        createdAt: jamaica(`2025-05-01T10:${minute}:00`),
        summary: { key: `bulk-${minute}` },
      });
    }
    const result = await t.database.db.execute(sql`select id, summary->>'key' as key from audit_log where summary ? 'key'`);
    for (const row of rowsOf<{ id: number | string; key: string }>(result)) ids.set(row.key, Number(row.id));
  });
  afterAll(() => t.close());

  it('answers admin and super_admin; 401 for a guest; 403 for borrower, loan_officer and it', async () => {
    for (const role of ['admin', 'super_admin'] as const) expect((await get('', role)).statusCode, role).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    for (const role of ['borrower', 'loan_officer', 'it'] as const) {
      const res = await get('', role);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ message: 'You do not have permission to do this.' });
    }
  });

  it('pages newest first with the total of the filter', async () => {
    const first = await list('?entityId=bulk');
    expect(first).toMatchObject({ total: BULK, page: 1, pageSize: 25 });
    expect(keysOf(first)).toEqual(Array.from({ length: 25 }, (_, i) => `bulk-${String(BULK - 1 - i).padStart(2, '0')}`));
    const second = await list('?entityId=bulk&page=2');
    expect(keysOf(second)).toEqual(['bulk-04', 'bulk-03', 'bulk-02', 'bulk-01', 'bulk-00']);
    expect(await list('?entityId=bulk&page=3')).toMatchObject({ items: [], total: BULK, page: 3 });
    const small = await list('?entityId=bulk&page=3&pageSize=7');
    expect(keysOf(small)).toEqual(['bulk-15', 'bulk-14', 'bulk-13', 'bulk-12', 'bulk-11', 'bulk-10', 'bulk-09']);
  });

  it('answers every field of an entry', async () => {
    const body = await list('?action=user.create');
    expect(body.items).toEqual([
      {
        id: ids.get('end-of-march'),
        userId: null,
        userEmail: 'alice.admin@example.com',
        userRole: 'admin',
        action: 'user.create',
        entity: 'user',
        entityId: 'u-1',
        // No such user and nothing in the summary names one: the id is all there is.
        entityLabel: null,
        summary: { key: 'end-of-march' },
        ip: '10.0.0.1',
        createdAt: '2025-04-01T04:59:59.000Z',
      },
    ]);
  });

  it('filters by action, entity with id, and part of the e-mail (case-insensitive, wildcards literal)', async () => {
    expect(keysOf(await list('?action=application.status'))).toEqual(['first-of-march', 'end-of-february']);
    expect(keysOf(await list('?entity=application&entityId=app-1'))).toEqual(['mid-march', 'first-of-march']);
    expect(keysOf(await list('?entity=object'))).toEqual(['first-of-april']);
    expect(keysOf(await list('?user=ALICE'))).toEqual(['end-of-march', 'first-of-march']);
    expect(keysOf(await list('?user=_'))).toEqual(['first-of-april']);
    expect((await list('?user=%25')).total).toBe(0);
    expect(keysOf(await list('?user=bob&action=application.delete'))).toEqual(['mid-march']);
    expect((await list('?action=application.status&user=carol')).total).toBe(0);
  });

  it('bounds by Jamaica calendar days, both ends inclusive', async () => {
    const fixedOnly = '&user=e.com'; // leaves out bob@shop.example
    expect(keysOf(await list('?from=2025-03-01&to=2025-03-31'))).toEqual(['end-of-march', 'mid-march', 'first-of-march']);
    expect(keysOf(await list('?from=2025-03-01&to=2025-03-01'))).toEqual(['first-of-march']);
    expect(keysOf(await list('?to=2025-02-28'))).toEqual(['end-of-february']);
    expect(keysOf(await list(`?from=2025-04-01&to=2025-04-30${fixedOnly}`))).toEqual(['first-of-april']);
    expect((await list('?from=2025-05-01')).total).toBe(BULK);
    expect((await list('?from=2025-05-02')).total).toBe(0);
  });

  it('refuses dates that are not real days, reversed bounds and oversized pages with 400', async () => {
    const cases: [string, string][] = [
      ['?from=2025-02-30', 'from must be a real date (YYYY-MM-DD)'],
      ['?to=2025-13-01', 'to must be a real date (YYYY-MM-DD)'],
      ['?from=03/01/2025', 'from must be a real date (YYYY-MM-DD)'],
      ['?from=2025-03-02&to=2025-03-01', 'from must not be after to'],
      ['?pageSize=101', 'pageSize must be at most 100'],
      ['?page=0', 'page must be at least 1'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message });
    }
  });

  it('offers every recorded action and entity once, sorted, for the filters', async () => {
    const body = await list('');
    const distinct = async (column: string) =>
      rowsOf<{ v: string }>(await t.database.db.execute(sql`select distinct ${sql.identifier(column)} as v from audit_log order by 1`)).map((r) => r.v);
    expect(body.actions).toEqual(await distinct('action'));
    expect(body.entities).toEqual(await distinct('entity'));
    expect(body.actions).toEqual(expect.arrayContaining(['application.delete', 'application.frequency', 'application.status', 'object.upload-photo', 'user.create']));
    expect(body.entities).toEqual(expect.arrayContaining(['application', 'object', 'user']));
  });

  it('shows the rows real mutations write, and offers no way to change or remove them', async () => {
    const { id } = await insertApplication(t.database.db);
    const patch = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/status`, payload: { status: 'reviewed' }, cookie: staff.get('loan_officer')!.cookie });
    expect(patch.statusCode).toBe(200);
    const body = await list(`?entityId=${id}`);
    expect(body.items).toMatchObject([{ action: 'application.status', userEmail: staff.get('loan_officer')!.email, userRole: 'loan_officer', entity: 'application' }]);

    const total = (await list('')).total;
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST'] as const) {
      for (const url of ['/api/admin/audit-log', `/api/admin/audit-log/${body.items[0]!.id}`]) {
        const res = await t.request({ method, url, payload: {}, cookie: staff.get('super_admin')!.cookie });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await list('')).total).toBe(total);
  });

  it('names records as people know them: application number, name and e-mail, receipt number; deleted ones by what the entry recorded', async () => {
    const loan = await insertApplication(t.database.db, { status: 'approved' });
    const officer = staff.get('loan_officer')!;
    const paid = await t.request({ method: 'POST', url: '/api/payments', cookie: officer.cookie, payload: { loanApplicationId: loan.id, paymentAmount: '1000.00' } });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json<{ id: string; receiptNumber: string }>();
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      cookie: staff.get('admin')!.cookie,
      payload: { email: 'named.person@example.com', firstName: 'Named', lastName: 'Person', role: 'loan_officer', password: 'a-long-password-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<{ id: string }>();
    await insertAuditEntry(t.database.db, { action: 'application.delete', entity: 'application', entityId: '11111111-1111-4111-8111-111111111111', summary: { applicationNumber: 'PL-2024-000099' } });

    const labelOf = async (entityId: string) => (await list(`?entityId=${entityId}`)).items[0]?.entityLabel;
    expect(await labelOf(loan.id)).toBe(loan.applicationNumber);
    expect(await labelOf(payment.id)).toBe(payment.receiptNumber);
    expect(await labelOf(user.id)).toBe('Named Person (named.person@example.com)');
    expect(await labelOf('11111111-1111-4111-8111-111111111111')).toBe('PL-2024-000099');
  });
});
