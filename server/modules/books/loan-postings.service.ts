import { ACCOUNTS as A } from '@common/contracts/books';
import { formatCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { findEntryBySource, listEntryLines, readLoanBalances, type TEntryRow, type TLoanBalances } from './journal.repository';
import { cr, dr, moneyAccountOf, postEntry, type TBookActor, type TLineDraft } from './posting.service';

// Every money event of a loan, as the journal books it (docs/operations.md, "The books"). Flat
// interest is booked as lenders book precomputed interest: at pay-out the loan's whole repayable is
// receivable and its interest part sits in Unearned interest; it is earned as payments pour into
// interest. The receivable's lines carry the loan and the part (principal, interest, late fee).

/** A loan as the books need it: its number and what it lends and charges, in cents. */
export type TBookLoan = { id: string; applicationNumber: string; principalCents: number; interestCents: number };

const METHOD_WORDS: Record<string, string> = {
  cash: 'in cash',
  bank_transfer: 'by bank transfer',
  cheque: 'by cheque',
  online: 'online',
  mobile_money: 'by mobile money',
  owner_capital: "from the owner's capital (paid before Pawnbook)",
};
const methodWords = (method: string) => METHOD_WORDS[method] ?? `by ${method}`;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/**
 * A loan paid out: its principal leaves Cash or Bank (or, paid before Pawnbook on paper, the
 * owner's capital); what it repays in all becomes receivable, the interest part unearned.
 */
export async function postLoanPaidOut(tx: TExecutor, loan: TBookLoan, paid: { method: string; by: TBookActor; at?: Date; intoFirstOpenMonth?: boolean }): Promise<TEntryRow | null> {
  const own = { loanId: loan.id };
  return postEntry(tx, {
    kind: 'loan_paid_out',
    reference: loan.applicationNumber,
    memo: `Loan ${loan.applicationNumber} paid out ${methodWords(paid.method)}: ${formatCents(loan.principalCents)} lent, ${formatCents(loan.interestCents)} interest to earn`,
    source: `loan-opened:${loan.id}`,
    by: paid.by,
    ...(paid.at ? { at: paid.at } : {}),
    ...(paid.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: [
      dr(A.loansReceivable, loan.principalCents, { ...own, part: 'principal' }),
      dr(A.loansReceivable, loan.interestCents, { ...own, part: 'interest' }),
      cr(moneyAccountOf(paid.method), loan.principalCents, { ...own, method: paid.method }),
      cr(A.unearnedInterest, loan.interestCents, own),
    ],
  });
}

/**
 * A loan the journal has not seen yet (one made before the books, or stored without its pay-out)
 * is opened first, paid out the way it records, else from the owner's capital.
 */
export async function ensureLoanOpened(tx: TExecutor, loan: TBookLoan & { paidOutMethod: string | null }, by: TBookActor): Promise<TLoanBalances> {
  const balances = await readLoanBalances(tx, loan.id);
  if (balances.lines > 0) return balances;
  await postLoanPaidOut(tx, loan, { method: loan.paidOutMethod ?? 'owner_capital', by });
  return readLoanBalances(tx, loan.id);
}

export type TPaymentPosting = {
  loan: TBookLoan & { paidOutMethod: string | null };
  paymentId: string;
  receiptNumber: string;
  amountCents: number;
  lateChargeCents: number;
  method: string;
  /** The interest the loan has earned once this payment is in: the ledger's split of all it was paid. */
  interestEarnedAfterCents: number;
  by: TBookActor;
  at?: Date;
  intoFirstOpenMonth?: boolean;
};

/**
 * A payment: the money in, the receivable down by the principal, interest and late fee parts, and
 * the interest part earned. The interest part is what the ledger's split says the loan has earned
 * with this payment in, less what the journal already booked as earned, so the books follow the
 * ledger whatever order payments were entered in.
 */
export async function postPayment(tx: TExecutor, p: TPaymentPosting): Promise<TEntryRow | null> {
  const b = await ensureLoanOpened(tx, p.loan, p.by);
  const own = { loanId: p.loan.id };
  const interestPart = clamp(p.interestEarnedAfterCents - b.interestEarned, 0, Math.min(p.amountCents, b.interest));
  // A late charge above what the journal holds charged (a fee the daily reckoning had not booked yet) is charged here.
  const lateCharged = Math.max(0, p.lateChargeCents - Math.max(0, b.lateFee));
  const lines: TLineDraft[] = [
    dr(moneyAccountOf(p.method), p.amountCents, { ...own, method: p.method }),
    dr(moneyAccountOf(p.method), p.lateChargeCents, { ...own, method: p.method, part: 'late_fee' }),
    dr(A.loansReceivable, lateCharged, { ...own, part: 'late_fee' }),
    cr(A.lateFeeIncome, lateCharged, own),
    cr(A.loansReceivable, p.amountCents - interestPart, { ...own, part: 'principal' }),
    cr(A.loansReceivable, interestPart, { ...own, part: 'interest' }),
    cr(A.loansReceivable, p.lateChargeCents, { ...own, part: 'late_fee' }),
    dr(A.unearnedInterest, interestPart, own),
    cr(A.interestIncome, interestPart, own),
  ];
  const late = p.lateChargeCents > 0 ? ` and ${formatCents(p.lateChargeCents)} late fees` : '';
  return postEntry(tx, {
    kind: 'payment_received',
    reference: p.receiptNumber,
    memo: `Payment of ${formatCents(p.amountCents)}${late} on ${p.loan.applicationNumber} ${methodWords(p.method)}`,
    source: `payment:${p.paymentId}`,
    by: p.by,
    ...(p.at ? { at: p.at } : {}),
    ...(p.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines,
  });
}

/** A payment deleted: its entry reversed line for line, booked today. */
export async function postPaymentDeleted(tx: TExecutor, d: { paymentId: string; receiptNumber: string; applicationNumber: string; by: TBookActor }): Promise<TEntryRow | null> {
  const original = await findEntryBySource(tx, `payment:${d.paymentId}`);
  if (!original) return null;
  const lines = await listEntryLines(tx, original.id);
  return postEntry(tx, {
    kind: 'payment_deleted',
    reference: d.receiptNumber,
    memo: `Payment ${d.receiptNumber} on ${d.applicationNumber} deleted: entry ${original.number} reversed`,
    source: `payment-deleted:${d.paymentId}`,
    reversesEntryId: original.id,
    by: d.by,
    lines: lines.map((l) => ({
      account: l.accountCode as TLineDraft['account'],
      debit: l.credit,
      credit: l.debit,
      loanId: l.loanApplicationId,
      part: l.part as TLineDraft['part'],
      method: l.method,
    })),
  });
}

/**
 * Late fees as the ledger charges them (one per late instalment, by the agreement's rule): the
 * difference from what the journal holds charged is booked, a charge or, when a back-dated payment
 * made an instalment on time after all, a reversal.
 */
export async function syncLateFees(tx: TExecutor, s: { loan: TBookLoan; chargedCents: number; by: TBookActor; at?: Date; intoFirstOpenMonth?: boolean }): Promise<TEntryRow | null> {
  const b = await readLoanBalances(tx, s.loan.id);
  if (b.lines === 0) return null;
  const delta = s.chargedCents - b.lateFeesCharged;
  if (delta === 0) return null;
  const own = { loanId: s.loan.id };
  return postEntry(tx, {
    kind: delta > 0 ? 'late_fee_charged' : 'late_fee_reversed',
    reference: s.loan.applicationNumber,
    memo:
      delta > 0
        ? `Late fees of ${formatCents(delta)} charged on ${s.loan.applicationNumber} by its agreement`
        : `Late fees of ${formatCents(-delta)} on ${s.loan.applicationNumber} reversed: its payments now fall on time`,
    by: s.by,
    ...(s.at ? { at: s.at } : {}),
    ...(s.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: [dr(A.loansReceivable, delta, { ...own, part: 'late_fee' }), cr(A.lateFeeIncome, delta, own)],
  });
}

/**
 * A pawn's charges as they are made (issue 43): each started period's charge becomes receivable and
 * sits in Unearned interest until a payment earns it, as a flat loan's interest does from its
 * pay-out. The difference between the charges the pawn's ledger has made and what the journal holds
 * charged (receivable plus earned) is booked: a charge, or a reversal when a back-dated payment
 * left less principal to charge.
 */
export async function syncPawnCharges(tx: TExecutor, s: { loan: TBookLoan; chargesMadeCents: number; by: TBookActor; at?: Date }): Promise<TEntryRow | null> {
  const b = await readLoanBalances(tx, s.loan.id);
  if (b.lines === 0) return null;
  const delta = s.chargesMadeCents - (b.interest + b.interestEarned);
  if (delta === 0) return null;
  const own = { loanId: s.loan.id };
  const amount = Math.abs(delta);
  return postEntry(tx, {
    kind: delta > 0 ? 'pawn_charges' : 'pawn_charges_reversed',
    reference: s.loan.applicationNumber,
    memo:
      delta > 0
        ? `Pawn charges of ${formatCents(amount)} on ${s.loan.applicationNumber}: a new period started`
        : `Pawn charges of ${formatCents(amount)} on ${s.loan.applicationNumber} reversed: a back-dated payment left less to charge`,
    by: s.by,
    ...(s.at ? { at: s.at } : {}),
    lines:
      delta > 0
        ? [dr(A.loansReceivable, amount, { ...own, part: 'interest' }), cr(A.unearnedInterest, amount, own)]
        : [dr(A.unearnedInterest, amount, own), cr(A.loansReceivable, amount, { ...own, part: 'interest' })],
  });
}

/**
 * A loan written off: the interest it had not earned leaves Unearned interest, the late fees it had
 * not paid leave Late fee income, and only what was lent and not repaid is expensed.
 */
export async function postWriteOff(tx: TExecutor, w: { loan: Pick<TBookLoan, 'id' | 'applicationNumber'>; by: TBookActor; at?: Date; intoFirstOpenMonth?: boolean }): Promise<TEntryRow | null> {
  const b = await readLoanBalances(tx, w.loan.id);
  const own = { loanId: w.loan.id };
  return postEntry(tx, {
    kind: 'write_off',
    reference: w.loan.applicationNumber,
    memo: `Loan ${w.loan.applicationNumber} written off: ${formatCents(b.principal)} of principal not repaid`,
    source: `write-off:${w.loan.id}`,
    by: w.by,
    ...(w.at ? { at: w.at } : {}),
    ...(w.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: [
      dr(A.unearnedInterest, b.interest, own),
      cr(A.loansReceivable, b.interest, { ...own, part: 'interest' }),
      dr(A.lateFeeIncome, b.lateFee, own),
      cr(A.loansReceivable, b.lateFee, { ...own, part: 'late_fee' }),
      dr(A.loansWrittenOff, b.principal, own),
      cr(A.loansReceivable, b.principal, { ...own, part: 'principal' }),
    ],
  });
}

/**
 * A renewal (after its payment is booked): the renewal paid the interest due so far and then
 * principal, so the old loan's split moves to what the new principal says it repaid; the principal
 * left moves to the new loan, the old loan's interest not earned leaves Unearned interest, and the
 * new loan's interest goes in. No money moves: the principal was lent once.
 */
export async function postRenewal(tx: TExecutor, r: { old: TBookLoan; renewed: TBookLoan; receiptNumber: string; by: TBookActor; at?: Date; intoFirstOpenMonth?: boolean }): Promise<TEntryRow | null> {
  const b = await readLoanBalances(tx, r.old.id);
  const old = { loanId: r.old.id };
  const renewed = { loanId: r.renewed.id };
  const shift = r.renewed.principalCents - b.principal;
  const interestLeft = b.interest - shift;
  return postEntry(tx, {
    kind: 'renewal',
    reference: r.renewed.applicationNumber,
    memo: `${r.old.applicationNumber} renewed as ${r.renewed.applicationNumber} (${r.receiptNumber}): ${formatCents(r.renewed.principalCents)} carried over`,
    source: `renewal:${r.renewed.id}`,
    by: r.by,
    ...(r.at ? { at: r.at } : {}),
    ...(r.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: [
      dr(A.loansReceivable, shift, { ...old, part: 'principal' }),
      cr(A.loansReceivable, shift, { ...old, part: 'interest' }),
      dr(A.unearnedInterest, shift, old),
      cr(A.interestIncome, shift, old),
      dr(A.unearnedInterest, interestLeft, old),
      cr(A.loansReceivable, interestLeft, { ...old, part: 'interest' }),
      cr(A.loansReceivable, r.renewed.principalCents, { ...old, part: 'principal' }),
      dr(A.loansReceivable, r.renewed.principalCents, { ...renewed, part: 'principal' }),
      dr(A.loansReceivable, r.renewed.interestCents, { ...renewed, part: 'interest' }),
      cr(A.unearnedInterest, r.renewed.interestCents, renewed),
    ],
  });
}

export type TSalePosting = {
  loan: Pick<TBookLoan, 'id' | 'applicationNumber'>;
  saleId: string;
  ticketNumber: string;
  salePriceCents: number;
  saleCostsCents: number;
  surplusCents: number;
  method: string;
  by: TBookActor;
  at?: Date;
  intoFirstOpenMonth?: boolean;
};

/**
 * A forfeited pledge sold: the proceeds (price less costs) come in; the pawner's surplus is owed;
 * the rest recovers the loan, principal first (and principal written off before, which the sale
 * recovers from Loans written off), then interest (earned as Pledge sale income), then late fees;
 * what it leaves unrecovered is written off as a write-off is. The costs show in Costs of sale
 * against the Pledge sale income the price paid them from.
 */
export async function postPledgeSale(tx: TExecutor, s: TSalePosting): Promise<TEntryRow | null> {
  const b = await readLoanBalances(tx, s.loan.id);
  const own = { loanId: s.loan.id };
  const net = s.salePriceCents - s.saleCostsCents;
  let left = Math.max(0, net - s.surplusCents);
  const take = (owed: number) => {
    const taken = Math.min(left, Math.max(0, owed));
    left -= taken;
    return taken;
  };
  const principal = take(b.principal);
  const writtenOff = take(b.writtenOff);
  const interest = take(b.interest);
  const lateFee = take(b.lateFee);
  const beyond = left;
  return postEntry(tx, {
    kind: 'pledge_sale',
    reference: s.ticketNumber,
    memo: `Pledge ${s.ticketNumber} (${s.loan.applicationNumber}) sold for ${formatCents(s.salePriceCents)}, costs ${formatCents(s.saleCostsCents)}, surplus ${formatCents(s.surplusCents)}`,
    source: `pledge-sale:${s.saleId}`,
    by: s.by,
    ...(s.at ? { at: s.at } : {}),
    ...(s.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: [
      dr(moneyAccountOf(s.method), net, { ...own, method: s.method }),
      dr(A.costsOfSale, s.saleCostsCents, own),
      cr(A.pledgeSaleIncome, s.saleCostsCents, own),
      cr(A.surplusOwed, s.surplusCents, own),
      cr(A.loansReceivable, principal, { ...own, part: 'principal' }),
      cr(A.loansWrittenOff, writtenOff, own),
      cr(A.loansReceivable, interest, { ...own, part: 'interest' }),
      dr(A.unearnedInterest, interest, own),
      cr(A.pledgeSaleIncome, interest + beyond, own),
      cr(A.loansReceivable, lateFee, { ...own, part: 'late_fee' }),
      // The shortfall: what the sale did not recover, written off as a write-off would.
      dr(A.loansWrittenOff, Math.max(0, b.principal) - principal, own),
      cr(A.loansReceivable, Math.max(0, b.principal) - principal, { ...own, part: 'principal' }),
      dr(A.unearnedInterest, Math.max(0, b.interest) - interest, own),
      cr(A.loansReceivable, Math.max(0, b.interest) - interest, { ...own, part: 'interest' }),
      dr(A.lateFeeIncome, Math.max(0, b.lateFee) - lateFee, own),
      cr(A.loansReceivable, Math.max(0, b.lateFee) - lateFee, { ...own, part: 'late_fee' }),
    ],
  });
}

/** A surplus paid out to the pawner (s. 18): the liability settled from Cash or Bank. */
export async function postSurplusPaid(
  tx: TExecutor,
  p: { surplusId: string; loanId: string | null; receiptNumber: string; amountCents: number; method: string; by: TBookActor; at?: Date; intoFirstOpenMonth?: boolean },
): Promise<TEntryRow | null> {
  return postEntry(tx, {
    kind: 'surplus_paid',
    reference: p.receiptNumber,
    memo: `Surplus of ${formatCents(p.amountCents)} paid to the pawner ${methodWords(p.method)} (${p.receiptNumber})`,
    source: `surplus-paid:${p.surplusId}`,
    by: p.by,
    ...(p.at ? { at: p.at } : {}),
    ...(p.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: [dr(A.surplusOwed, p.amountCents, { loanId: p.loanId }), cr(moneyAccountOf(p.method), p.amountCents, { loanId: p.loanId, method: p.method })],
  });
}

/** A surplus nobody claimed in three years: the shop no longer owes it, and it becomes income. */
export async function postSurplusExpired(
  tx: TExecutor,
  p: { surplusId: string; loanId: string; ticketNumber: string; amountCents: number; claimableUntil: string; by: TBookActor; at?: Date; intoFirstOpenMonth?: boolean },
): Promise<TEntryRow | null> {
  return postEntry(tx, {
    kind: 'surplus_expired',
    reference: p.ticketNumber,
    memo: `Surplus of ${formatCents(p.amountCents)} from pledge ${p.ticketNumber} unclaimed after ${p.claimableUntil}`,
    source: `surplus-expired:${p.surplusId}`,
    by: p.by,
    ...(p.at ? { at: p.at } : {}),
    ...(p.intoFirstOpenMonth ? { intoFirstOpenMonth: true } : {}),
    lines: [dr(A.surplusOwed, p.amountCents, { loanId: p.loanId }), cr(A.unclaimedSurplusIncome, p.amountCents, { loanId: p.loanId })],
  });
}
