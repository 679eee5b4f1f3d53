import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPawnLoanListItem, type TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import type { TRole } from '@common/roles';
import { pawnLoanApplications } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { parseSearch } from '../../lib/list-search';
import { loanSearchCondition } from '../loans';
import { readPawnLoanPage } from './pawn-loans-list.service';
import { uploadDocuments, validPayload } from './pawn-loans.test-support';

type TSeed = { key: string; name: string; email: string; phone: string; amount: number; status: string };

// Submitted oldest first, so the list shows them in reverse.
const SEEDS: TSeed[] = [
  { key: 'a', name: 'Andrea Walters', email: 'andrea.walters@example.com', phone: '876-555-1001', amount: 15000, status: 'submitted' },
  { key: 'b', name: 'Byron Ellis', email: 'byron.ellis@example.org', phone: '(876) 555 2002', amount: 12000, status: 'reviewed' },
  { key: 'c', name: 'Carla Grant', email: 'cgrant@mail.example', phone: '876.555.3003', amount: 8000, status: 'approved' },
  { key: 'd', name: 'Devon Reid', email: 'devon_reid@example.com', phone: '876-555-4004', amount: 20000, status: 'active' },
  { key: 'e', name: 'Errol Smith', email: 'errol.smith@example.net', phone: '876-555-5005', amount: 15000, status: 'submitted' },
];

const ZERO_COUNTS = { all: 0, submitted: 0, reviewed: 0, approved: 0, rejected: 0, active: 0, completed: 0, defaulted: 0 };

describe.each(BOTH_BACKENDS)('GET /api/pawn-loans, on %s', (backend) => {
  let t: TTestApp;
  const sessions = new Map<TRole, string>();
  const numbers = new Map<string, string>();

  const list = (query = '', as: TRole | null = 'admin', headers: Record<string, string> = {}) => {
    const cookie = as ? sessions.get(as) : undefined;
    return t.request({ method: 'GET', url: `/api/pawn-loans${query}`, headers, ...(cookie ? { cookie } : {}) });
  };
  const body = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPawnLoanListResponse>();
  };
  const numbersOf = (res: TPawnLoanListResponse) => res.items.map((i) => i.applicationNumber);
  const numberOf = (key: string) => numbers.get(key) ?? '';
  const setStatus = (key: string, status: string) =>
    t.database.db.update(pawnLoanApplications).set({ status }).where(eq(pawnLoanApplications.applicationNumber, numberOf(key)));

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const role of ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'] as const) {
      const user = await t.createUser(role);
      sessions.set(role, await t.signIn(user.email, user.password));
    }
    for (const seed of SEEDS) {
      const { paths, cookie } = await uploadDocuments(t);
      const payload = validPayload(paths, { borrowerName: seed.name, borrowerEmail: seed.email, borrowerPhone: seed.phone, loanAmount: seed.amount });
      const res = await t.request({ method: 'POST', url: '/api/pawn-loans', payload, cookie });
      expect(res.statusCode, res.body).toBe(201);
      numbers.set(seed.key, res.json<{ applicationNumber: string }>().applicationNumber);
      if (seed.status !== 'submitted') await setStatus(seed.key, seed.status);
    }
  });
  afterAll(() => t.close());

  it('answers staff who review applications and refuses everyone else with a message', async () => {
    const guest = await list('', null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: 'You are not signed in. Please sign in and try again.' });
    for (const role of ['borrower', 'it'] as const) {
      const res = await list('', role);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ message: 'You do not have permission to do this.' });
      expect(res.headers.etag).toBeUndefined();
    }
    for (const role of ['loan_officer', 'admin', 'super_admin'] as const) {
      const res = await list('', role);
      expect(res.statusCode, role).toBe(200);
      expect(res.json<TPawnLoanListResponse>().total).toBe(SEEDS.length);
    }
  });

  it('lists newest first with every stored field of the spec, money as stored, and counts per status', async () => {
    const res = await body('');
    expect(numbersOf(res)).toEqual(['e', 'd', 'c', 'b', 'a'].map(numberOf));
    expect(res).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(res.counts).toEqual({ ...ZERO_COUNTS, all: 5, submitted: 2, reviewed: 1, approved: 1, active: 1 });

    const item = res.items.find((i) => i.applicationNumber === numberOf('a'));
    expect(Object.keys(item ?? {}).sort()).toEqual(Object.keys(ZPawnLoanListItem.shape).sort());
    expect(item).toMatchObject({
      borrowerName: 'Andrea Walters',
      borrowerEmail: 'andrea.walters@example.com',
      borrowerPhone: '876-555-1001',
      borrowerTRN: '123456789',
      loanAmount: '15000.00',
      interestRate: '20.00',
      termWeeks: 4,
      weeklyInstalment: '4500.00',
      totalAmount: '18000.00',
      totalRepayment: '18000.00',
      lateFine: '900.00',
      lateFeePercent: '20.00',
      paymentFrequency: 'weekly',
      status: 'submitted',
      borrowerPhotoVerified: 'pending',
      borrowerTrnPhotoVerified: 'pending',
      borrowerSignatureVerified: 'pending',
      idDocumentVerified: 'pending',
      reviewedBy: null,
      reviewNotes: null,
    });
    expect(item?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(item?.endingOn).toMatch(/Z$/);
  });

  it('filters by status while the counts stay those of the whole search', async () => {
    const reviewed = await body('?status=reviewed');
    expect(numbersOf(reviewed)).toEqual([numberOf('b')]);
    expect(reviewed.total).toBe(1);
    expect(reviewed.counts.all).toBe(5);
    expect(numbersOf(await body('?status=submitted'))).toEqual([numberOf('e'), numberOf('a')]);
    const rejected = await body('?status=rejected');
    expect(rejected).toMatchObject({ items: [], total: 0 });
    expect(numbersOf(await body('?status=all'))).toHaveLength(5);
  });

  it('searches by application number, name, e-mail, phone and amount', async () => {
    const found = async (search: string) => numbersOf(await body(`?search=${encodeURIComponent(search)}`));
    expect(await found(numberOf('c'))).toEqual([numberOf('c')]);
    expect(await found(numberOf('c').toLowerCase())).toEqual([numberOf('c')]);
    // A number is found by its start.
    expect(await found(numberOf('c').slice(0, 8))).toEqual(['e', 'd', 'c', 'b', 'a'].map(numberOf));
    expect(await found('byron')).toEqual([numberOf('b')]);
    expect(await found('  DEVON   reid ')).toEqual([numberOf('d')]);
    expect(await found('cgrant@mail')).toEqual([numberOf('c')]);
    expect(await found('example.net')).toEqual([numberOf('e')]);
    expect(await found('876-555-4004')).toEqual([numberOf('d')]);
    // Digits alone, or punctuated differently from how it was stored.
    expect(await found('8765552002')).toEqual([numberOf('b')]);
    expect(await found('876-555-3003')).toEqual([numberOf('c')]);
    expect(await found('15000')).toEqual([numberOf('e'), numberOf('a')]);
    expect(await found('15,000')).toEqual([numberOf('e'), numberOf('a')]);
    expect(await found('J$15,000.00')).toEqual([numberOf('e'), numberOf('a')]);
    expect(await found('8000')).toEqual([numberOf('c')]);
    // Wildcards are characters to find; underscore appears in one e-mail only.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([numberOf('d')]);
    expect(await found('nobody at all')).toEqual([]);
  });

  it('counts and filters within the search', async () => {
    const res = await body('?search=15000');
    expect(res.counts).toEqual({ ...ZERO_COUNTS, all: 2, submitted: 2 });
    const none = await body('?search=15000&status=active');
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(none.counts.all).toBe(2);
  });

  it('counts a search up to the limit, and past it answers the limit with totalCapped', async () => {
    const page = (status: 'all' | 'submitted', countLimit: number) => readPawnLoanPage(t.database.db, { status, search: 'example', page: 1, pageSize: 2 }, countLimit);
    expect(await page('all', 5)).toMatchObject({ total: 5, totalCapped: false, counts: { all: 5, submitted: 2 } });
    const capped = await page('all', 3);
    expect(capped).toMatchObject({ total: 3, totalCapped: true, counts: { all: 3 } });
    expect(numbersOf(capped)).toEqual(['e', 'd'].map(numberOf));
    // A tab's own total is counted apart: exact while within the limit.
    expect(await page('submitted', 2)).toMatchObject({ total: 2, totalCapped: false });
    const tab = await page('submitted', 1);
    expect(tab).toMatchObject({ total: 1, totalCapped: true });
    expect(numbersOf(tab)).toEqual(['e', 'a'].map(numberOf));
    expect(await body('?search=example')).toMatchObject({ total: 5, totalCapped: false });
  });

  it('pages with LIMIT and OFFSET without repeating or skipping', async () => {
    const pages = [await body('?pageSize=2&page=1'), await body('?pageSize=2&page=2'), await body('?pageSize=2&page=3')];
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(numbersOf)).toEqual(['e', 'd', 'c', 'b', 'a'].map(numberOf));
    expect(pages.every((p) => p.total === 5 && p.pageSize === 2)).toBe(true);
    const past = await body('?pageSize=2&page=4');
    expect(past).toMatchObject({ items: [], total: 5, page: 4 });
    expect((await body('?pageSize=100')).items).toHaveLength(5);
  });

  it('answers 304 to a matching If-None-Match until something changes', async () => {
    const first = await list('?status=submitted');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await list('?status=submitted', 'admin', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await list('?status=submitted', 'loan_officer', { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    // Another query is another answer; the tag never opens the door to someone not allowed.
    expect((await list('?status=reviewed', 'admin', { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await list('?status=submitted', null, { 'if-none-match': etag })).statusCode).toBe(401);
    expect((await list('?status=submitted', 'borrower', { 'if-none-match': etag })).statusCode).toBe(403);

    await setStatus('a', 'rejected');
    const changed = await list('?status=submitted', 'admin', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(numbersOf(changed.json())).toEqual([numberOf('e')]);

    const before = String(changed.headers.etag);
    await t.database.db.delete(pawnLoanApplications).where(eq(pawnLoanApplications.applicationNumber, numberOf('a')));
    const deleted = await list('?status=submitted', 'admin', { 'if-none-match': before });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<TPawnLoanListResponse>().counts).toMatchObject({ all: 4, rejected: 0 });
  });

  it('searches each field through its own index (migration 0023)', async () => {
    // Five rows would always be scanned; forbidding scans shows whether the indexes can serve the query.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain select id from pawn_loan_applications where ${loanSearchCondition(parseSearch('555'))}`));
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    for (const index of ['number_prefix_idx', 'name_trgm_idx', 'email_trgm_idx', 'phone_digits_trgm_idx']) expect(plan).toContain(`pawn_loan_applications_${index}`);
    expect(numbersOf(await body('?search=ellis'))).toEqual([numberOf('b')]);
  });

  it('refuses query values it cannot use with a clear message', async () => {
    const cases: [string, string][] = [
      ['?status=pending', 'status must be one of all, submitted, reviewed, approved, rejected, active, completed, defaulted'],
      ['?page=0', 'page must be at least 1'],
      ['?page=abc', 'page must be a whole number'],
      ['?page=1.5', 'page must be a whole number'],
      ['?pageSize=101', 'pageSize must be at most 100'],
      ['?pageSize=0', 'pageSize must be at least 1'],
      [`?search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message });
    }
  });
});
