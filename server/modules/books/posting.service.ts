import { ACCOUNTS, BOOKS_MESSAGES as M, type TAccountCode, type TEntryKind } from '@common/contracts/books';
import { jamaicaDayOf } from '@common/jamaica-time';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { insertEntry, isMonthClosed, lastClosedMonth, type TEntryRow, type TNewLine } from './journal.repository';

/** Who books an entry: a staff member, or Pawnbook itself (a job; the history read at upgrade). */
export type TBookActor =
  | { user: Pick<TSessionUser, 'id' | 'firstName' | 'lastName' | 'email'> }
  /** Pawnbook itself, or (the history read in) the staff member an event names, by id and name. */
  | { user: null; name: string; userId?: string | null };
export const SYSTEM_BOOKER: TBookActor = { user: null, name: 'Pawnbook' };

export type TLineDraft = {
  account: TAccountCode;
  debit?: number;
  credit?: number;
  loanId?: string | null;
  part?: 'principal' | 'interest' | 'late_fee' | null;
  method?: string | null;
};

export type TEntryDraft = {
  kind: TEntryKind;
  reference: string;
  memo: string;
  /** Names the event once: a second entry with the same source is not booked. */
  source?: string;
  reversesEntryId?: string;
  drawerId?: string;
  by: TBookActor;
  /** When the money changed hands (now, unless the history is being read in). */
  at?: Date;
  /**
   * For the history read in at upgrade: an event dated in a closed month is booked on the first
   * day of the first open month instead. Every live event is booked today, which is always open.
   */
  intoFirstOpenMonth?: boolean;
  lines: readonly TLineDraft[];
};

export const dr = (account: TAccountCode, cents: number, extra: Omit<TLineDraft, 'account' | 'debit' | 'credit'> = {}): TLineDraft => ({ account, debit: cents, ...extra });
export const cr = (account: TAccountCode, cents: number, extra: Omit<TLineDraft, 'account' | 'debit' | 'credit'> = {}): TLineDraft => ({ account, credit: cents, ...extra });

/** The account money moved through: Cash for cash, the owner's capital for a loan paid before Pawnbook, else Bank. */
export function moneyAccountOf(method: string): TAccountCode {
  if (method === 'cash') return ACCOUNTS.cash;
  if (method === 'owner_capital') return ACCOUNTS.ownersCapital;
  return ACCOUNTS.bank;
}

/** A line's amount onto one side: a negative debit is a credit (and the other way round); 0 is no line. */
function normalised(line: TLineDraft): TNewLine | null {
  const net = (line.debit ?? 0) - (line.credit ?? 0);
  if (!Number.isSafeInteger(net)) throw new Error(`journal line on ${line.account} is not whole cents: ${net}`);
  if (net === 0) return null;
  return {
    accountCode: line.account,
    debit: net > 0 ? net : 0,
    credit: net < 0 ? -net : 0,
    loanApplicationId: line.loanId ?? null,
    part: line.part ?? null,
    method: line.method ?? null,
  };
}

/** The day after a month's last: "2026-03" -> "2026-04-01". */
function firstDayAfter(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/**
 * Books one balanced entry in the caller's transaction (the database checks the balance again when
 * it commits). Lines of 0 are left out, and an entry left with none is not booked (null); so is an
 * event booked already (its source's unique index). 409 when its day falls in a closed month,
 * unless it is history read in (intoFirstOpenMonth).
 */
export async function postEntry(tx: TExecutor, draft: TEntryDraft): Promise<TEntryRow | null> {
  const lines = draft.lines.map(normalised).filter((line): line is TNewLine => line !== null);
  if (lines.length === 0) return null;
  const debits = lines.reduce((sum, l) => sum + (l.debit ?? 0), 0);
  const credits = lines.reduce((sum, l) => sum + (l.credit ?? 0), 0);
  if (debits !== credits) throw new Error(`${draft.kind} ${draft.reference} does not balance: debits ${debits}, credits ${credits}`);
  const at = draft.at ?? new Date();
  let entryDate = jamaicaDayOf(at);
  if (await isMonthClosed(tx, entryDate.slice(0, 7))) {
    const last = await lastClosedMonth(tx);
    if (!draft.intoFirstOpenMonth || !last) throw new AppError('CONFLICT', M.postingInClosedMonth(entryDate.slice(0, 7)), { code: 'BOOKS_MONTH_CLOSED' });
    entryDate = firstDayAfter(last);
  }
  return insertEntry(
    tx,
    {
      entryDate,
      kind: draft.kind,
      reference: draft.reference,
      memo: draft.memo,
      source: draft.source ?? null,
      reversesEntryId: draft.reversesEntryId ?? null,
      drawerId: draft.drawerId ?? null,
      recordedByUserId: draft.by.user ? draft.by.user.id : (draft.by.userId ?? null),
      recordedByName: draft.by.user ? displayNameOf(draft.by.user) : draft.by.name,
      recordedAt: at,
    },
    lines,
  );
}
