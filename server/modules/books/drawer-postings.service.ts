import { ACCOUNTS as A } from '@common/contracts/books';
import { formatCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { listMoneyLines, type TEntryRow } from './journal.repository';
import { cr, dr, postEntry, type TBookActor } from './posting.service';

// A staff member's cash drawer in the journal (issue 34, issue 41). The float is cash the shop
// already holds moving into the drawer: its entry debits the drawer's cash and credits the shop's,
// so it changes no balance and the drawer's count starts from it. A count over or short is Cash
// over and short.

/** intoFirstOpenMonth: the history read in (an old drawer in a closed month is booked in the first open one). */
type TDrawerRef = { drawerId: string; openedByName: string; by: TBookActor; at: Date; intoFirstOpenMonth?: boolean };

const drawerReference = (name: string) => `Drawer of ${name}`.slice(0, 60);

export async function postDrawerFloat(tx: TExecutor, d: TDrawerRef & { floatCents: number }): Promise<TEntryRow | null> {
  return postEntry(tx, {
    kind: 'drawer_float',
    reference: drawerReference(d.openedByName),
    memo: `Float of ${formatCents(d.floatCents)} into the drawer of ${d.openedByName}`,
    source: `drawer-float:${d.drawerId}`,
    drawerId: d.drawerId,
    by: d.by,
    at: d.at,
    ...(d.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: [dr(A.cash, d.floatCents, { method: 'cash' }), cr(A.cash, d.floatCents, { method: 'cash' })],
  });
}

/** The count at the close against what was expected: over (counted more) or short. */
export async function postDrawerCount(tx: TExecutor, d: TDrawerRef & { differenceCents: number }): Promise<TEntryRow | null> {
  const over = d.differenceCents > 0;
  const amount = Math.abs(d.differenceCents);
  return postEntry(tx, {
    kind: 'drawer_count',
    reference: drawerReference(d.openedByName),
    memo: `The drawer of ${d.openedByName} counted ${formatCents(amount)} ${over ? 'over' : 'short'}`,
    source: `drawer-count:${d.drawerId}`,
    drawerId: d.drawerId,
    by: d.by,
    at: d.at,
    ...(d.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: over ? [dr(A.cash, amount, { method: 'cash' }), cr(A.cashOverShort, amount)] : [dr(A.cashOverShort, amount), cr(A.cash, amount, { method: 'cash' })],
  });
}

/**
 * The cash a staff member took in and paid out through the journal while their drawer was open
 * (from `from` until `to`, or now): the Cash lines of the entries they booked, a deleted payment
 * counting where its payment counted.
 */
export async function sumDrawerCash(db: TExecutor, drawer: { userId: string; from: Date; to: Date | null }): Promise<{ inCents: number; outCents: number }> {
  const lines = await listMoneyLines(db, { cashBy: drawer });
  return { inCents: lines.reduce((sum, l) => sum + l.debit, 0), outCents: lines.reduce((sum, l) => sum + l.credit, 0) };
}
