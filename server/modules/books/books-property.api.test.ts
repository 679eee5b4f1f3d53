import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJournalResponse } from '@common/contracts/books';
import type { TLoanLedgerResponse } from '@common/contracts/payments';
import type { TLoanBookResponse } from '@common/contracts/reports';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { toCents } from '@common/money';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { caseOfLoan, findOverdueRequest, loanStartedDaysAgo } from '../collections/collections.test-support';
import { expectBooksAgree } from './books.test-support';

// Issue 41's property: whatever order the shop's money events come in (pay-outs by any method,
// payments some back-dated and some with late fees, deletions, write-offs, a drawer opened and
// counted), after every step every entry balances, the trial balance balances, and the cash book,
// the drawer, the income report, the loan book, Accounting and the admin summary agree with the
// journal to the cent. Renewals and sales keep the same check in their own files.

type TStep =
  | { op: 'lend'; daysAgo: number }
  | { op: 'payOut'; loan: number; method: 'cash' | 'bank_transfer' | 'cheque' }
  | { op: 'pay'; loan: number; share: number; backDays: number; method: 'cash' | 'bank_transfer'; lateFees: boolean }
  | { op: 'delete'; loan: number }
  | { op: 'writeOff'; loan: number }
  | { op: 'drawer' };

const step: fc.Arbitrary<TStep> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('lend' as const), daysAgo: fc.integer({ min: 0, max: 40 }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('payOut' as const), loan: fc.nat(), method: fc.constantFrom('cash' as const, 'bank_transfer' as const, 'cheque' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      loan: fc.nat(),
      share: fc.integer({ min: 1, max: 100 }),
      backDays: fc.integer({ min: 0, max: 2 }),
      method: fc.constantFrom('cash' as const, 'bank_transfer' as const),
      lateFees: fc.boolean(),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ op: fc.constant('delete' as const), loan: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('writeOff' as const), loan: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('drawer' as const) }), weight: 1 },
);

describe.each(PGLITE_ONLY)('the books agree after any sequence of money events, on %s', (backend) => {
  let t: TTestApp;
  let admin: string;
  let superAdmin: { email: string; password: string };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) => t.request({ method, url, cookie: admin, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await t.createUser('admin');
    admin = await t.signIn(a.email, a.password);
    const s = await t.createUser('super_admin');
    superAdmin = { email: s.email, password: s.password };
  });
  afterAll(() => t.close());

  it('holds for random runs', async () => {
    const kindsBooked = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 2, maxLength: 3 }), fc.array(step, { minLength: 6, maxLength: 14 }), async (starts, steps) => {
        // Each run starts with two or three approved loans, started up to 40 days ago.
        const loans: string[] = [];
        for (const daysAgo of starts) loans.push((await loanStartedDaysAgo(t.database.db, daysAgo)).id);
        let drawerOpen = false;
        const pick = (n: number) => (loans.length === 0 ? null : loans[n % loans.length]!);
        for (const s of steps) {
          if (s.op === 'lend') {
            loans.push((await loanStartedDaysAgo(t.database.db, s.daysAgo)).id);
          } else if (s.op === 'payOut') {
            const id = pick(s.loan);
            if (id) await call('PATCH', `/api/pawn-loans/${id}/status`, { status: 'active', disbursementMethod: s.method });
          } else if (s.op === 'pay') {
            const id = pick(s.loan);
            if (!id) continue;
            const ledger = (await call('GET', `/api/pawn-loans/${id}/ledger`)).json<TLoanLedgerResponse>();
            const outstanding = toCents(ledger.totals?.outstanding ?? '0') ?? 0;
            if (!['approved', 'active'].includes(ledger.loan.status) || outstanding === 0) continue;
            const amount = Math.max(1, Math.floor((outstanding * s.share) / 100));
            const late = s.lateFees ? ledger.totals.lateFeesDue : '0.00';
            const res = await call('POST', '/api/payments', {
              loanApplicationId: id,
              paymentAmount: (amount / 100).toFixed(2),
              latePaymentCharge: late,
              paymentMethod: s.method,
              paymentDate: addDays(jamaicaToday(), -s.backDays),
            });
            // A back-date before the loan began is refused; anything else must be recorded.
            expect([201, 400], res.body).toContain(res.statusCode);
          } else if (s.op === 'delete') {
            const id = pick(s.loan);
            if (!id) continue;
            const ledger = (await call('GET', `/api/pawn-loans/${id}/ledger`)).json<TLoanLedgerResponse>();
            const payment = ledger.payments.at(-1);
            if (!payment) continue;
            const res = await call('DELETE', `/api/payments/${payment.id}`, superAdmin);
            expect(res.statusCode, res.body).toBe(200);
          } else if (s.op === 'writeOff') {
            const id = pick(s.loan);
            if (!id) continue;
            await findOverdueRequest(t, admin);
            const open = await caseOfLoan(t, admin, id).catch(() => null);
            if (open && open.collectionStatus !== 'written_off' && open.collectionStatus !== 'resolved') {
              await call('PATCH', `/api/collections/${open.id}`, { collectionStatus: 'written_off', resolutionNotes: 'Property test' });
            }
          } else if (s.op === 'drawer') {
            const res = drawerOpen ? await call('POST', '/api/cash-drawer/close', { countedCash: '1000.00' }) : await call('POST', '/api/cash-drawer/open', { openingFloat: '1500.00' });
            expect([200, 201], res.body).toContain(res.statusCode);
            drawerOpen = !drawerOpen;
          }
          await expectBooksAgree(t, admin);
        }
        // The books follow the ledger: what an active or completed loan owes of principal and interest
        // in the loan book is what its schedule says is still to pay.
        const book = (await call('GET', '/api/reports/loan-book')).json<TLoanBookResponse>();
        for (const id of loans) {
          const ledger = (await call('GET', `/api/pawn-loans/${id}/ledger`)).json<TLoanLedgerResponse>();
          if (!['active', 'completed'].includes(ledger.loan.status)) continue;
          const line = book.loans.find((l) => l.applicationId === id);
          const owed = line ? (toCents(line.principalOutstanding) ?? 0) + (toCents(line.interestOutstanding) ?? 0) : 0;
          expect(owed, `${ledger.loan.applicationNumber} ${ledger.loan.status}`).toBe(toCents(ledger.totals.outstanding));
        }
        if (drawerOpen) await call('POST', '/api/cash-drawer/close', { countedCash: '0.00' });
        // Every entry of the run balances, line by line.
        const journal = (await call('GET', '/api/books/journal')).json<TJournalResponse>();
        for (const entry of journal.entries) {
          kindsBooked.add(entry.kind);
          const debit = entry.lines.reduce((sum, l) => sum + (toCents(l.debit) ?? 0), 0);
          const credit = entry.lines.reduce((sum, l) => sum + (toCents(l.credit) ?? 0), 0);
          expect(debit, `entry ${entry.number} ${entry.kind}`).toBe(credit);
        }
      }),
      { numRuns: 8, seed: 41, endOnFailure: true },
    );
    // The runs reached every kind of event they can make.
    expect([...kindsBooked].sort()).toEqual(
      expect.arrayContaining(['drawer_count', 'drawer_float', 'late_fee_charged', 'loan_paid_out', 'payment_deleted', 'payment_received', 'write_off']),
    );
  });
});
