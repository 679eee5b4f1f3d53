import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { applicationStatusTotals, pawnLoanApplications } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { signInEveryRole, type TSignedIn } from '../../test/roles';
import { insertApplication } from './pawn-loan-review.test-support';

type TTotals = Record<string, { count: number; amount: string }>;

// The trigger-kept totals must always equal a plain count of the table.
describe.each(BOTH_BACKENDS)('application status totals, on %s', (backend) => {
  let t: TTestApp;
  let admin: TSignedIn;

  const kept = async (): Promise<TTotals> => {
    const rows = await t.database.db.select().from(applicationStatusTotals);
    return Object.fromEntries(rows.filter((r) => r.count !== 0).map((r) => [r.status, { count: r.count, amount: Number(r.amount).toFixed(2) }]));
  };
  const counted = async (): Promise<TTotals> => {
    const res = await t.database.db.execute(
      sql`select status, count(*)::int as count, sum(loan_amount)::numeric(16,2)::text as amount from pawn_loan_applications group by status`,
    );
    return Object.fromEntries(rowsOf<{ status: string; count: number; amount: string }>(res).map((r) => [r.status, { count: r.count, amount: r.amount }]));
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await signInEveryRole(t)).get('admin')!;
  });
  afterAll(() => t.close());

  it('follow inserts, status and amount changes, deletes and truncation, and feed the summary and the tab counts', async () => {
    const ids: string[] = [];
    for (const [status, amount] of [['submitted', '1000.00'], ['submitted', '2500.50'], ['reviewed', '3000.00'], ['approved', '4000.25'], ['approved', '100.00'], ['rejected', '700.00']] as const) {
      ids.push((await insertApplication(t.database.db, { status, loanAmount: amount })).id);
    }
    expect(await kept()).toEqual(await counted());

    // Moves in both directions, in one statement and in several.
    await t.database.db.update(pawnLoanApplications).set({ status: 'approved' }).where(eq(pawnLoanApplications.id, ids[0]!));
    await t.database.db.update(pawnLoanApplications).set({ status: 'submitted' }).where(eq(pawnLoanApplications.id, ids[3]!));
    await t.database.db.update(pawnLoanApplications).set({ status: 'active' }).where(inArray(pawnLoanApplications.id, [ids[1]!, ids[2]!]));
    await t.database.db.update(pawnLoanApplications).set({ loanAmount: '999.99' }).where(eq(pawnLoanApplications.id, ids[4]!));
    // An update that touches neither column leaves the totals alone.
    await t.database.db.update(pawnLoanApplications).set({ reviewNotes: 'noted' }).where(eq(pawnLoanApplications.id, ids[5]!));
    await t.database.db.delete(pawnLoanApplications).where(eq(pawnLoanApplications.id, ids[5]!));
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual({
      approved: { count: 2, amount: '1999.99' },
      submitted: { count: 1, amount: '4000.25' },
      active: { count: 2, amount: '5500.50' },
    });

    const summary = await t.request({ method: 'GET', url: '/api/admin/summary', cookie: admin.cookie });
    expect(summary.json()).toMatchObject({ total: 5, pending: 1, approved: 2, rejected: 0, value: '1999.99', openLoans: 4, lentOut: '7500.49' });
    const list = await t.request({ method: 'GET', url: '/api/pawn-loans?pageSize=1', cookie: admin.cookie });
    expect(list.json<{ counts: Record<string, number> }>().counts).toEqual({
      all: 5, submitted: 1, reviewed: 0, approved: 2, rejected: 0, active: 2, completed: 0, defaulted: 0,
    });

    await t.database.db.execute(sql`truncate pawn_loan_applications cascade`);
    expect(await kept()).toEqual({});
    expect((await t.request({ method: 'GET', url: '/api/admin/summary', cookie: admin.cookie })).json()).toMatchObject({ total: 0, value: '0.00' });
  });

  it('stay right when many applications change status at once', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => insertApplication(t.database.db, { status: i % 2 ? 'submitted' : 'reviewed', loanAmount: '1000.00' })));
    // Opposite moves in parallel transactions: the trigger's name-ordered updates never deadlock.
    await Promise.all(
      ids.map(({ id }, i) =>
        t.database.db.transaction((tx) => tx.update(pawnLoanApplications).set({ status: i % 2 ? 'reviewed' : 'submitted' }).where(eq(pawnLoanApplications.id, id))),
      ),
    );
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual({ submitted: { count: 6, amount: '6000.00' }, reviewed: { count: 6, amount: '6000.00' } });
  });

  it('follow bulk statements (one insert of many rows, one update moving many), and a rolled back transaction leaves no trace', async () => {
    const pending = async () => {
      const res = await t.database.db.execute(sql`
        select (select amount::text from payment_totals where name = 'pending') as kept,
          (select coalesce(sum(owed), 0)::numeric(16,2)::text from loan_payment_totals) as counted,
          (select count(*)::int from payment_pending_deltas) as deltas`);
      return rowsOf<{ kept: string; counted: string; deltas: number }>(res)[0]!;
    };
    await t.database.db.execute(sql`
      insert into pawn_loan_applications (application_number, borrower_name, borrower_email, borrower_address, borrower_phone,
        borrower_id_number, loan_amount, interest_rate, term_weeks, weekly_instalment, total_amount, total_repayment, status)
      select 'PL-2019-' || lpad(g::text, 6, '0'), 'Bulk Borrower', 'bulk' || g || '@example.com', '1 Bulk Road', '876-555-0000',
        'BULK' || g, 1000, 20, 4, 300, 1200, 1200,
        case when g % 2 = 0 then 'approved' else 'submitted' end
      from generate_series(1, 400) as g`);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).approved).toEqual({ count: 200, amount: '200000.00' });
    expect(await pending()).toEqual({ kept: '240000.00', counted: '240000.00', deltas: 0 });

    // Half the approved loans become active and the submitted ones approved, in one transaction of two statements.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update pawn_loan_applications set status = 'active' where application_number like 'PL-2019-%' and status = 'approved' and right(application_number, 1) in ('0', '4', '8')`);
      await tx.execute(sql`update pawn_loan_applications set status = 'approved' where application_number like 'PL-2019-%' and status = 'submitted'`);
    });
    expect(await kept()).toEqual(await counted());
    expect(await pending()).toEqual({ kept: '480000.00', counted: '480000.00', deltas: 0 });

    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update pawn_loan_applications set status = 'rejected' where application_number like 'PL-2019-%'`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await kept()).toEqual(await counted());
    expect(await pending()).toEqual({ kept: '480000.00', counted: '480000.00', deltas: 0 });
  });
});
