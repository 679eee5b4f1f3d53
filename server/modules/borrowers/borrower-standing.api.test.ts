import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { parseSearch } from '../../lib/list-search';
import { listBorrowerPage } from './borrower-summary.repository';
import { insertBorrowerWithLoans } from './borrowers.test-support';

type TStanding = { id: string; active: number; defaulted: number; credit: string };

// borrowers.active_loans / defaulted_loans / effective_credit are kept by triggers: they must always
// equal a plain count of the applications, whatever statement changed them.
describe.each(BOTH_BACKENDS)('the standing kept on each borrower row, on %s', (backend) => {
  let t: TTestApp;
  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q));
  const kept = () =>
    query<TStanding>(sql`select id, active_loans as active, defaulted_loans as defaulted, effective_credit as credit from borrowers order by id`);
  const counted = () =>
    query<TStanding>(sql`
      select b.id,
        count(a.id) filter (where a.status in ('approved', 'active', 'submitted'))::int as active,
        count(a.id) filter (where a.status = 'defaulted')::int as defaulted,
        coalesce(b.credit_status, case when count(a.id) filter (where a.status = 'defaulted') > 0 then 'poor'
          when count(a.id) filter (where a.status in ('approved', 'active', 'submitted')) > 2 then 'fair' else 'good' end) as credit
      from borrowers b left join pawn_loan_applications a on a.borrower_id = b.id
      group by b.id order by b.id`);

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('follows inserts, status moves, a change of owner, deletes, staff credit and truncation', async () => {
    const ann = await insertBorrowerWithLoans(t, ['submitted', 'approved', 'active']);
    const ben = await insertBorrowerWithLoans(t, ['completed']);
    expect(await kept()).toEqual(await counted());
    const standing = async (id: string) => (await kept()).find((r) => r.id === id);
    expect(await standing(ann.borrowerId)).toMatchObject({ active: 3, defaulted: 0, credit: 'fair' });
    expect(await standing(ben.borrowerId)).toMatchObject({ active: 0, credit: 'good' });

    await t.database.db.execute(sql`update pawn_loan_applications set status = 'defaulted' where id = ${ann.applicationIds[2]}::uuid`);
    expect(await standing(ann.borrowerId)).toMatchObject({ active: 2, defaulted: 1, credit: 'poor' });
    // One statement moving a loan to another person recounts both.
    await t.database.db.execute(sql`update pawn_loan_applications set borrower_id = ${ben.borrowerId}::uuid where id = ${ann.applicationIds[2]}::uuid`);
    expect(await standing(ann.borrowerId)).toMatchObject({ active: 2, defaulted: 0, credit: 'good' });
    expect(await standing(ben.borrowerId)).toMatchObject({ active: 0, defaulted: 1, credit: 'poor' });
    // Staff's credit status wins over the rule, and null gives the rule back.
    await t.database.db.execute(sql`update borrowers set credit_status = 'good' where id = ${ben.borrowerId}::uuid`);
    expect(await standing(ben.borrowerId)).toMatchObject({ credit: 'good' });
    await t.database.db.execute(sql`update borrowers set credit_status = null where id = ${ben.borrowerId}::uuid`);
    expect(await standing(ben.borrowerId)).toMatchObject({ credit: 'poor' });
    await t.database.db.execute(sql`delete from pawn_loan_applications where id = ${ann.applicationIds[0]}::uuid`);
    expect(await kept()).toEqual(await counted());
    expect(await standing(ann.borrowerId)).toMatchObject({ active: 1 });

    // Parallel submissions by one person: the foreign key checks and the recount do not deadlock.
    await Promise.all(Array.from({ length: 8 }, () => insertBorrowerWithLoans(t, ['submitted'], { borrowerEmail: ann.email, borrowerID: 'SAME-1' })));
    expect(await kept()).toEqual(await counted());

    await t.database.db.execute(sql`truncate pawn_loan_applications cascade`);
    expect((await kept()).every((r) => r.active === 0 && r.defaulted === 0 && r.credit === 'good')).toBe(true);
  });

  it("finds a borrower by the phone's digits, the TRN with or without dashes and any part of the e-mail, after edits too", async () => {
    const cid = await insertBorrowerWithLoans(t, ['submitted'], { borrowerName: 'Cid Moss', borrowerPhone: '(876) 555-0199', borrowerEmail: 'Cid.Moss@Example.COM' });
    await t.database.db.execute(sql`update borrowers set trn = '987-654-321' where id = ${cid.borrowerId}::uuid`);
    const found = async (text: string) =>
      (await listBorrowerPage(t.database.db, { search: parseSearch(text), filter: 'all', limit: 50, offset: 0 })).map((b) => b.id);
    for (const text of ['876 555 0199', '8765550199', '555-0199', '987-654-321', '987654321', '987 654', 'cid.moss@example.com', 'S@EXA', 'id mo']) {
      expect(await found(text), text).toEqual([cid.borrowerId]);
    }
    await t.database.db.execute(sql`update borrowers set name = 'Cid Mossman', email = 'odd@name@x.org', phone = null where id = ${cid.borrowerId}::uuid`);
    for (const text of ['mossman', 'name@x.o', 'odd@']) expect(await found(text), text).toEqual([cid.borrowerId]);
    for (const text of ['cid.moss@', '8765550199']) expect(await found(text), text).toEqual([]);
    expect((await query<{ n: string }>(sql`select sort_name as n from borrowers where id = ${cid.borrowerId}::uuid`))[0]?.n).toBe('cid mossman');
  });
});
