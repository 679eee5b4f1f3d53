import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBorrowerDetail, TBorrowerListResponse, TBorrowerSummary } from '@common/contracts/borrowers';
import { rowsOf } from '../../db/client';
import { signInCookies } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { pay } from '../payments/payments.test-support';
import { parseSearch } from '../../lib/list-search';
import { borrowerSearchCondition, searchBorrowerPage } from './borrower-summary.repository';
import { createBorrowerThroughApi, insertBorrowerWithLoans, walkIn } from './borrowers.test-support';

describe.each(BOTH_BACKENDS)('the Borrowers tab list, search and detail on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  const ids: Record<string, string> = {};
  const emails: Record<string, string> = {};
  const loans: Record<string, string[]> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    [officer, admin] = await signInCookies(t, 'loan_officer', 'admin');
    // Alice: a defaulted loan makes her poor. Bob: three loans in progress make him fair.
    // Carol: rejected and cancelled ones do not count. Erin: an approved loan, partly repaid.
    const people = {
      alice: { statuses: ['completed', 'defaulted'], person: { borrowerName: 'Alice Brown', borrowerPhone: '(876) 555-0101', borrowerID: 'ALB1001' } },
      bob: {
        statuses: ['submitted', 'approved', 'active'],
        person: { borrowerName: 'Bob Clarke', guarantorName: 'Grace Guarantor', guarantorPhone: '876-555-7777', idDocumentType: 'passport', idDocumentNumber: 'P123' },
      },
      carol: { statuses: ['rejected', 'cancelled', 'submitted'], person: { borrowerName: 'Carol Dunn', loanAmount: '5000.00' } },
      erin: { statuses: ['approved'], person: { borrowerName: 'Erin Fox', borrowerEmail: 'Erin.Fox@Example.com' } },
    };
    for (const [key, { statuses, person }] of Object.entries(people)) {
      const made = await insertBorrowerWithLoans(t, statuses, person);
      ids[key] = made.borrowerId;
      emails[key] = made.email;
      loans[key] = made.applicationIds;
    }
    const dave = await createBorrowerThroughApi(t, officer, walkIn({ borrowerName: 'Dave Ellis', borrowerTRN: '123-456-789', borrowerID: 'dv-77' }));
    ids.dave = dave.id;
    emails.dave = dave.email;
    await pay(t, officer, loans.erin![0]!, '3000');
    await pay(t, officer, loans.erin![0]!, '250.50');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = officer, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, cookie, headers });
  const list = async (query = '') => {
    const res = await get(`/api/admin/borrowers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBorrowerListResponse>();
  };
  const itemOf = (body: TBorrowerListResponse, key: string) => body.items.find((i) => i.id === ids[key]) as TBorrowerSummary;

  it('has a trigram index for each searched field and a change counter for borrowers', async () => {
    const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q));
    expect(await query(sql`select 1 from pg_extension where extname = 'pg_trgm'`)).toHaveLength(1);
    const indexes = (await query<{ indexname: string }>(sql`select indexname from pg_indexes where tablename = 'borrowers'`)).map((r) => r.indexname);
    for (const field of ['name', 'email', 'phone_digits', 'id_number', 'trn_digits']) expect(indexes).toContain(`borrowers_${field}_trgm_idx`);
    expect(indexes).toContain('borrowers_name_idx');
    const columns = (await query<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'borrowers'`)).map((r) => r.column_name);
    for (const gone of ['name_grams', 'email_local', 'email_domain', 'search_ids']) expect(columns).not.toContain(gone);
    expect(await query(sql`select 1 from pg_proc where proname = 'pawnbook_name_grams'`)).toEqual([]);
    const version = async () => (await query<{ version: string }>(sql`select version from change_counters where name = 'borrowers'`))[0]?.version;
    const before = Number(await version());
    await t.database.db.execute(sql`update borrowers set updated_at = now() where false`);
    expect(Number(await version())).toBe(before + 1);
  });

  it('searches each field through its own index', async () => {
    // A table this small is read whole unless the planner is told otherwise.
    const plan = (text: string) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain select b.id from borrowers b where ${borrowerSearchCondition(parseSearch(text))}`));
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
    const byName = await plan('Lice Bro');
    for (const index of ['name', 'id_number']) expect(byName).toContain(`borrowers_${index}_trgm_idx`);
    expect(byName).not.toContain('borrowers_email_trgm_idx'); // an e-mail holds no space
    const byDigits = await plan('876-555');
    for (const index of ['name', 'email', 'phone_digits', 'id_number', 'trn_digits']) expect(byDigits).toContain(`borrowers_${index}_trgm_idx`);
  });

  it('counts a search with its page, and on its own past the end', async () => {
    const page = (offset: number) => searchBorrowerPage(t.database.db, { search: parseSearch('example'), filter: 'all', limit: 2, offset });
    const first = await page(0);
    expect(first.rows).toHaveLength(2);
    expect(first.count).toBeGreaterThan(3);
    expect(await page(40)).toEqual({ rows: [], count: first.count });
    expect(await list('?q=example')).toMatchObject({ total: first.count, totalCapped: false });
  });

  it('lists every borrower in name order with their loan totals and the derived credit status', async () => {
    const body = await list();
    expect(body.total).toBe(5);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(50);
    expect(body.items.map((i) => i.name)).toEqual(['Alice Brown', 'Bob Clarke', 'Carol Dunn', 'Dave Ellis', 'Erin Fox']);
    expect(itemOf(body, 'alice')).toMatchObject({
      totalLoans: 2,
      activeLoans: 0,
      totalBorrowed: '20000.00',
      totalRepaid: '0.00',
      creditStatus: 'poor',
      creditStatusSource: 'derived',
      phone: '(876) 555-0101',
      idNumber: 'ALB1001',
      hasAccount: false,
      photoVerified: 'pending',
    });
    expect(itemOf(body, 'bob')).toMatchObject({ totalLoans: 3, activeLoans: 3, totalBorrowed: '30000.00', creditStatus: 'fair' });
    // The rejected and cancelled applications are left out of the totals.
    expect(itemOf(body, 'carol')).toMatchObject({ totalLoans: 1, activeLoans: 1, totalBorrowed: '5000.00', creditStatus: 'good' });
    expect(itemOf(body, 'dave')).toMatchObject({ totalLoans: 0, activeLoans: 0, totalBorrowed: '0.00', lastLoanDate: null, creditStatus: 'good', trn: '123456789', idNumber: 'DV-77' });
    expect(itemOf(body, 'erin')).toMatchObject({ email: 'erin.fox@example.com', totalLoans: 1, activeLoans: 1, totalRepaid: '3250.50', creditStatus: 'good' });
    expect(Date.parse(itemOf(body, 'erin').lastLoanDate!)).not.toBeNaN();
    expect(body.stats).toEqual({ total: 5, active: 3, goodCredit: 3, atRisk: 1 });
  });

  it('pages in name order and filters by activity and credit status', async () => {
    const first = await list('?pageSize=2');
    expect(first.items.map((i) => i.name)).toEqual(['Alice Brown', 'Bob Clarke']);
    expect(first.total).toBe(5);
    const third = await list('?pageSize=2&page=3');
    expect(third.items.map((i) => i.name)).toEqual(['Erin Fox']);
    const beyond = await list('?pageSize=2&page=4');
    expect(beyond).toMatchObject({ items: [], total: 5, page: 4 });
    expect((await list('?status=poor')).items.map((i) => i.name)).toEqual(['Alice Brown']);
    const active = await list('?status=active');
    expect(active.total).toBe(3);
    expect(active.items.map((i) => i.name)).toEqual(['Bob Clarke', 'Carol Dunn', 'Erin Fox']);
    expect(await list('?status=fair')).toMatchObject({ total: 1, items: [{ name: 'Bob Clarke' }] });
    // Searched and filtered together: counted on the match.
    expect(await list('?status=good&q=fox')).toMatchObject({ total: 1, items: [{ name: 'Erin Fox' }] });
    const bad = await get('/api/admin/borrowers?status=rich');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/admin/borrowers?pageSize=500')).statusCode).toBe(400);
  });

  it('searches by name, e-mail, phone digits, ID number and TRN; fewer than 2 characters finds nothing', async () => {
    const search = async (q: string) => {
      const res = await get(`/api/borrowers/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TBorrowerSummary[]>().map((b) => b.name);
    };
    expect(await search('alice')).toEqual(['Alice Brown']);
    expect(await search('ERIN.FOX@')).toEqual(['Erin Fox']);
    // Any part of the e-mail, across its "@" too.
    expect(await search('n.fox@example.c')).toEqual(['Erin Fox']);
    expect(await search('erin.fox@example.com')).toEqual(['Erin Fox']);
    expect(await search('fox@')).toEqual(['Erin Fox']);
    expect(await search('@example.com')).toContain('Erin Fox');
    expect(await search('xample.co')).toContain('Erin Fox');
    expect(await search('fox@example.org')).toEqual([]);
    expect(await search('erin_fox')).toEqual([]);
    // Any part of the name, with its space.
    expect(await search('Alice Brown')).toEqual(['Alice Brown']);
    expect(await search('lice bro')).toEqual(['Alice Brown']);
    expect(await search('ce b')).toEqual(['Alice Brown']);
    expect(await search('ARKE')).toEqual(['Bob Clarke']);
    expect(await search('own')).toEqual(['Alice Brown']);
    expect(await search('Browne')).toEqual([]);
    expect(await search('rin fox')).toEqual(['Erin Fox']);
    expect(await search('8765550101')).toEqual(['Alice Brown']);
    expect(await search('555-0101')).toEqual(['Alice Brown']);
    expect(await search('alb1001')).toEqual(['Alice Brown']);
    expect(await search('123456789')).toEqual(['Dave Ellis']);
    expect(await search('123 456 789')).toEqual(['Dave Ellis']);
    expect(await search('a')).toEqual([]);
    expect(await search(' ')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('100%')).toEqual([]);
    // The list's search box is the same match.
    expect((await list('?q=dv-77')).items.map((i) => i.name)).toEqual(['Dave Ellis']);
  });

  it('pages a search in name order with the same total on every page, and past the end', async () => {
    const everyone = (await list('?q=example')).items.map((i) => i.name);
    expect(everyone.length).toBeGreaterThan(3);
    for (const page of [1, 2, 3]) {
      const body = await list(`?q=example&pageSize=2&page=${page}`);
      expect(body).toMatchObject({ total: everyone.length, totalCapped: false });
      expect(body.items.map((i) => i.name)).toEqual(everyone.slice((page - 1) * 2, page * 2));
    }
    expect(await list('?q=example&pageSize=2&page=40')).toMatchObject({ items: [], total: everyone.length });
    expect((await list('?q=Alice%20Brown&page=2')).total).toBe(1);
  });

  it('answers an unchanged poll with 304, and a new payment, application or record with the new list', async () => {
    const first = await get('/api/admin/borrowers');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/admin/borrowers', officer, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another query is another answer.
    expect((await get('/api/admin/borrowers?page=2', officer, { 'if-none-match': etag })).statusCode).toBe(200);

    await pay(t, officer, loans.erin![0]!, '1.00');
    const afterPayment = await get('/api/admin/borrowers', officer, { 'if-none-match': etag });
    expect(afterPayment.statusCode).toBe(200);
    expect(itemOf(afterPayment.json(), 'erin').totalRepaid).toBe('3251.50');
    const etag2 = afterPayment.headers.etag as string;

    const newcomer = await insertBorrowerWithLoans(t, ['defaulted'], { borrowerName: 'Zed Young' });
    const afterApplication = await get('/api/admin/borrowers', officer, { 'if-none-match': etag2 });
    expect(afterApplication.statusCode).toBe(200);
    // The memoised stats follow the counters.
    expect(afterApplication.json<TBorrowerListResponse>().stats).toEqual({ total: 6, active: 3, goodCredit: 3, atRisk: 2 });
    const etag3 = afterApplication.headers.etag as string;

    const res = await t.request({ method: 'PATCH', url: `/api/borrowers/${newcomer.borrowerId}/bank-account`, cookie: officer, payload: { bankAccountNumber: '1234' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/admin/borrowers', officer, { 'if-none-match': etag3 })).statusCode).toBe(200);
  });

  it('a staff-set credit status wins over the derived one in the item and the stats, and null returns to derived', async () => {
    const put = (creditStatus: string | null) =>
      t.request({ method: 'PUT', url: `/api/admin/borrower/${emails.alice}/credit-status`, cookie: admin, payload: { creditStatus } });
    const set = await put('good');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: ids.alice, creditStatus: 'good', creditStatusSource: 'staff' });
    const body = await list();
    expect(itemOf(body, 'alice')).toMatchObject({ creditStatus: 'good', creditStatusSource: 'staff' });
    expect(body.stats).toMatchObject({ goodCredit: 4, atRisk: 1 });
    expect((await list('?status=poor')).items.map((i) => i.name)).toEqual(['Zed Young']);

    const back = await put(null);
    expect(back.json()).toMatchObject({ creditStatus: 'poor', creditStatusSource: 'derived' });
    expect((await list()).stats).toMatchObject({ goodCredit: 3, atRisk: 2 });
  });

  it('shows one borrower: documents with their checks, the latest guarantor, the loan summary and the latest 5 loans', async () => {
    const more = await insertBorrowerWithLoans(t, ['completed', 'completed', 'rejected'], { borrowerEmail: emails.bob, borrowerID: undefined });
    expect(more.borrowerId).not.toBe(ids.bob); // another ID number: another record
    const res = await get(`/api/admin/borrowers/${ids.bob}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<TBorrowerDetail>();
    expect(detail).toMatchObject({
      id: ids.bob,
      name: 'Bob Clarke',
      guarantor: { name: 'Grace Guarantor', phone: '876-555-7777' },
      loanSummary: { totalLoans: 3, activeLoans: 3, totalBorrowed: '30000.00', totalRepaid: '0.00' },
      documents: {
        photo: { status: 'pending', verifiedBy: null, verifiedAt: null },
        idDocument: { type: 'passport', number: 'P123', status: 'pending' },
      },
    });
    expect(detail.documents.photo.url).toMatch(/^\/objects\/uploads\//);
    expect(detail.documents.idDocument.url).toMatch(/^\/objects\/uploads\//);
    expect(detail.recentLoans.map((l) => l.status)).toEqual(['active', 'approved', 'submitted']);
    expect(detail.recentLoans[0]).toMatchObject({ id: loans.bob![2], loanAmount: '10000.00', interestRate: '20.00', termWeeks: 4 });
    expect(detail.recentLoans[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Its summary fields are the list's item, field for field.
    const inList = itemOf(await list(), 'bob');
    expect(Object.fromEntries(Object.keys(inList).map((k) => [k, detail[k as keyof TBorrowerDetail]]))).toEqual(inList);

    const six = await insertBorrowerWithLoans(t, ['rejected', 'submitted', 'approved', 'active', 'completed', 'defaulted'], { borrowerName: 'Six Loans' });
    const sixDetail = (await get(`/api/admin/borrowers/${six.borrowerId}`)).json<TBorrowerDetail>();
    expect(sixDetail.recentLoans.map((l) => l.id)).toEqual(six.applicationIds.slice(1).reverse());
    expect(sixDetail.guarantor).toBeNull();

    // The e-mail names the record too, unless it names several.
    expect((await get(`/api/admin/borrowers/${emails.alice}`)).json()).toMatchObject({ id: ids.alice });
    const ambiguous = await get(`/api/admin/borrowers/${emails.bob}`);
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json()).toMatchObject({ message: 'Several borrower records have this e-mail address. Use the borrower id instead.' });
    expect((await get('/api/admin/borrowers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/borrowers/not-an-id')).statusCode).toBe(404);
  });
});
