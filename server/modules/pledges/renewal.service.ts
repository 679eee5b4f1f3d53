import { interestRateRefusal, isOfferedRate, MIN_LOAN_CENTS, parseTermWeeks, quoteLoan } from '@common/calculator';
import { hasGuarantor } from '@common/contracts/guarantees';
import { PAWN_LOAN_MESSAGES } from '@common/contracts/pawn-loans';
import { RENEWAL_MESSAGES as M, type TRenewalQuote, type TRenewPledgeRequest, type TRenewPledgeResponse } from '@common/contracts/pledge-renewal';
import { jamaicaDayOf, jamaicaInstant } from '@common/jamaica-time';
import { lateFeeCentsFor, percentLateFeeRule } from '@common/late-fee';
import { addDays } from '@common/loan-ledger';
import { chargePerPeriodCents, pawnDueDate } from '@common/pawn-terms';
import { centsToDecimalString, checkedCents, toCents } from '@common/money';
import type { TDb, TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enqueueEmail } from '../../lib/outbox.repository';
import type { TShopSource } from '../../lib/shop-identity';
import { nextYearlyNumber } from '../../lib/sequences.repository';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { postRenewal } from '../books';
import { resolveCaseAfterSale } from '../collections';
import { bookLoanOf, centsOf, changeLoanStatus, findRenewalOf, lockApplication, pawnTermsOf, readLockedStanding, type TPawnLoanRow } from '../loans';
import { recordPayment, type TAfterPayment } from '../payments';
import { loanIdOf } from './pledge-read.service';
import { findPawnTicket, type TPawnTicketRow } from './pledge-status.repository';
import { changePledgeStatus } from './pledge-status.service';
import { findOpenHolds, listItemsOfLoans } from './pledges.repository';
import { renewalCharges, splitRenewalPayment, type TRenewalCharges } from './renewal-charges';
import { pawnRenewalCharges, pawnRenewalTerms } from './renewal-pawn';
import { buildRenewalEmail } from './renewal.email';
import { insertRenewalHistory, insertRenewalLoan } from './renewal.repository';

type TStaffActor = { user: TSessionUser; ip: string };

export type TRenewalDeps = {
  db: TDb;
  /** The shop's terms of the day: the rates a new loan may use and the late fee it states. */
  shop: TShopSource;
  /** The clock; tests fix "today" with it. */
  now?: () => Date;
  /** Collections' hook after a payment (app.ts hands it in, as to the payments module). */
  afterPayment?: TAfterPayment;
};

const clockOf = (deps: TRenewalDeps) => (deps.now ?? (() => new Date()))();

type TRenewalState = { ticket: TPawnTicketRow | null; refusal: string | null; refusalCode?: 'POLICE_HOLD'; charges: TRenewalCharges; outstandingCents: number };

/**
 * Where the loan stands for a renewal on `today`, its row lock held: why it cannot be renewed (the
 * first of: not active, no ticket, the pledge not in pawn, an item on police hold), and the charges.
 */
async function readRenewalState(tx: TExecutor, loan: TPawnLoanRow, today: string): Promise<TRenewalState> {
  const ticket = await findPawnTicket(tx, loan.id);
  const { summary, schedule, sums } = await readLockedStanding(tx, loan, today);
  const pawn = pawnTermsOf(loan);
  const charges = pawn
    ? await pawnRenewalCharges(tx, loan, pawn, today)
    : renewalCharges({
        instalments: schedule.map((r) => ({ amountCents: centsOf(r.paymentAmount), interestCents: centsOf(r.interestAmount), dueDate: r.dueDate })),
        principalCents: centsOf(loan.loanAmount),
        paidCents: centsOf(sums.paid),
        lateFeesOutstandingCents: summary.lateFeesOutstandingCents,
        today,
      });
  const state = { ticket, charges, outstandingCents: summary.outstandingCents };
  const renewal = loan.status === 'completed' ? await findRenewalOf(tx, loan.id) : null;
  if (renewal) return { ...state, refusal: M.alreadyRenewed(renewal.applicationNumber) };
  if (loan.status !== 'active') return { ...state, refusal: M.notActive(loan.status) };
  if (!ticket) return { ...state, refusal: M.noTicket };
  if (ticket.status !== 'in_pawn') return { ...state, refusal: M.notInPawn(ticket.status.replace('_', ' ')) };
  const items = await listItemsOfLoans(tx, [loan.id]);
  const held = items.find((item) => item.status === 'police_hold');
  if (held) {
    const hold = (await findOpenHolds(tx, [held.id])).get(held.id);
    return { ...state, refusal: M.onHold(held.itemNumber, hold?.station ?? 'police', hold?.reference ?? 'not recorded'), refusalCode: 'POLICE_HOLD' };
  }
  return { ...state, refusal: null };
}

async function lockLoan(tx: TExecutor, loanId: string): Promise<TPawnLoanRow> {
  const loan = await lockApplication(tx, loanId);
  if (!loan) throw new AppError('NOT_FOUND', M.loanNotFound);
  return loan;
}

/** GET /api/pawn-loans/{id}/renewal: the charges a renewal today asks, before anything is typed. */
export async function getRenewalQuote(deps: TRenewalDeps, rawId: string): Promise<TRenewalQuote> {
  const loanId = loanIdOf(rawId);
  const today = jamaicaDayOf(clockOf(deps));
  return deps.db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    const { ticket, refusal, charges, outstandingCents } = await readRenewalState(tx, loan, today);
    const money = centsToDecimalString;
    return {
      loanId,
      applicationNumber: loan.applicationNumber,
      ticketNumber: ticket?.ticketNumber ?? null,
      renewable: refusal === null,
      refusal,
      interestDue: money(charges.interestDueCents),
      lateFeesDue: money(charges.lateFeesDueCents),
      minimumPayment: money(charges.minimumCents),
      principalRemaining: money(charges.principalRemainingCents),
      outstanding: money(outstandingCents),
      termWeeks: loan.termWeeks,
      interestRate: Number(loan.interestRate),
      guarantorName: hasGuarantor(loan) ? loan.guarantorName : null,
    };
  });
}

/** The new loan's terms, by the loan form's rules (the shop's offered rates, the term range, the same wording). */
function termsOf(body: TRenewPledgeRequest, offeredRates: readonly number[], paymentCents: number): { termWeeks: number; ratePercent: number; paymentCents: number } {
  const termWeeks = body.termWeeks === null || body.termWeeks === undefined ? null : parseTermWeeks(body.termWeeks);
  if (termWeeks === null) throw new AppError('BAD_REQUEST', PAWN_LOAN_MESSAGES.term);
  const rateCents = toCents(String(body.interestRate));
  const ratePercent = rateCents === null ? NaN : rateCents / 100;
  if (!isOfferedRate(ratePercent, offeredRates)) throw new AppError('BAD_REQUEST', `${interestRateRefusal(offeredRates)}.`);
  return { termWeeks, ratePercent, paymentCents };
}

function paymentOf(body: TRenewPledgeRequest): number {
  const paymentCents = toCents(body.paymentAmount);
  if (paymentCents === null || paymentCents <= 0) throw new AppError('BAD_REQUEST', M.amountInvalid);
  return paymentCents;
}

/** The payment's refusals: below the charges, only late fees, or so much that nothing is left to lend. */
function checkPayment(charges: TRenewalCharges, outstandingCents: number, paymentCents: number) {
  if (paymentCents < charges.minimumCents) throw new AppError('CONFLICT', M.paymentBelowCharges(charges.minimumCents, charges.interestDueCents, charges.lateFeesDueCents), { code: 'RENEWAL_PAYMENT_TOO_LOW' });
  const split = splitRenewalPayment(charges, paymentCents);
  if (split.loanPartCents <= 0) throw new AppError('CONFLICT', M.paymentOnlyLateFees(charges.lateFeesDueCents), { code: 'RENEWAL_PAYMENT_TOO_LOW' });
  if (split.newPrincipalCents <= 0 || split.loanPartCents >= outstandingCents) throw new AppError('CONFLICT', M.clearsPrincipal(outstandingCents + charges.lateFeesDueCents));
  if (split.newPrincipalCents < MIN_LOAN_CENTS) throw new AppError('CONFLICT', M.principalTooSmall(split.newPrincipalCents, MIN_LOAN_CENTS));
  return split;
}

/** The new loan's row: the old one's borrower, guarantor, documents and collateral, the new terms, starting today. */
function renewalRow(old: TPawnLoanRow, input: { applicationNumber: string; principalCents: number; ratePercent: number; termWeeks: number; lateFeePercent: number; today: string; now: Date }) {
  const quote = quoteLoan({ principalCents: input.principalCents, ratePercent: input.ratePercent, weeks: input.termWeeks });
  const row = {
    applicationNumber: input.applicationNumber,
    renewedFromApplicationId: old.id,
    borrowerId: old.borrowerId,
    accountLinked: old.accountLinked,
    borrowerName: old.borrowerName,
    borrowerEmail: old.borrowerEmail,
    borrowerAddress: old.borrowerAddress,
    borrowerTRN: old.borrowerTRN,
    borrowerPhone: old.borrowerPhone,
    borrowerID: old.borrowerID,
    borrowerPhotoUrl: old.borrowerPhotoUrl,
    borrowerTrnPhotoUrl: old.borrowerTrnPhotoUrl,
    borrowerSignatureUrl: old.borrowerSignatureUrl,
    borrowerSignatureMethod: old.borrowerSignatureMethod,
    borrowerBankAccountNumber: old.borrowerBankAccountNumber,
    idDocumentType: old.idDocumentType,
    idDocumentUrl: old.idDocumentUrl,
    idDocumentNumber: old.idDocumentNumber,
    idExpiryDate: old.idExpiryDate,
    borrowerPhotoVerified: old.borrowerPhotoVerified,
    borrowerTrnPhotoVerified: old.borrowerTrnPhotoVerified,
    borrowerSignatureVerified: old.borrowerSignatureVerified,
    idDocumentVerified: old.idDocumentVerified,
    guarantorName: old.guarantorName,
    guarantorAddress: old.guarantorAddress,
    guarantorTRN: old.guarantorTRN,
    guarantorPhone: old.guarantorPhone,
    // The guarantor's contact comes along; their consent (issue 33) was given to the old loan's
    // terms and stays recorded there, so the new loan's is left at its default: staff may invite
    // them to the new terms while it is active (consentOpenStatusesOf).
    guarantorEmail: old.guarantorEmail,
    collateralProperty: old.collateralProperty,
    loanAmount: centsToDecimalString(input.principalCents),
    interestRate: input.ratePercent.toFixed(2),
    termWeeks: input.termWeeks,
    paymentFrequency: 'weekly',
    weeklyInstalment: centsToDecimalString(quote.weeklyPaymentCents),
    totalAmount: centsToDecimalString(quote.totalAmountCents),
    totalRepayment: centsToDecimalString(quote.totalPaymentsCents),
    // The renewal is a new agreement: it states the shop's late fee of the day, like a new loan.
    lateFine: centsToDecimalString(lateFeeCentsFor(percentLateFeeRule(input.lateFeePercent), quote.weeklyPaymentCents, 'weekly')),
    lateFeePercent: input.lateFeePercent.toFixed(2),
    agreementDate: input.now,
    validFrom: jamaicaInstant(input.today),
    endingOn: jamaicaInstant(addDays(input.today, input.termWeeks * 7)),
    startDate: input.today,
    // Made active by the one status change (changeLoanStatus), as every loan is.
    status: 'approved',
    reviewedBy: old.reviewedBy,
  };
  return { row, quote };
}

/**
 * POST /api/pawn-loans/{id}/renew (issue 32): in one transaction, the renewal payment on the old
 * loan through the payments module (receipt number, receipt e-mail), the old loan completed by
 * changeLoanStatus ("Renewed as PL-..."), the new loan (new PL- number, the old one's details, the
 * principal left, the terms given, starting today) with its schedule, the goods moved to it under
 * a new ticket whose redeemable-until restarts, the old ticket marked renewed, audit rows, and the
 * borrower's e-mail with the new agreement and ticket.
 */
export async function renewPledge(deps: TRenewalDeps, input: { loanId: string; body: TRenewPledgeRequest; actor: TStaffActor }): Promise<TRenewPledgeResponse> {
  const loanId = loanIdOf(input.loanId);
  const { actor } = input;
  const { interestRates, lateFeePercent, pawnTerms } = (await deps.shop.read()).settings;
  const paymentCents = paymentOf(input.body);
  const now = clockOf(deps);
  const today = jamaicaDayOf(now);
  return deps.db.transaction(async (tx) => {
    const old = await lockLoan(tx, loanId);
    // A pawn renews on the shop's pawn terms of the day (a new period); an instalment loan on the terms given.
    const onPawnTerms = pawnTermsOf(old) !== null;
    const terms = onPawnTerms
      ? { termWeeks: pawnRenewalTerms(0, pawnTerms, today).termWeeks, ratePercent: pawnTerms.monthlyChargePercent, paymentCents }
      : termsOf(input.body, interestRates, paymentCents);
    const { ticket, refusal, refusalCode, charges, outstandingCents } = await readRenewalState(tx, old, today);
    if (refusal !== null || !ticket) throw new AppError('CONFLICT', refusal ?? M.noTicket, refusalCode ? { code: refusalCode } : {});
    const split = checkPayment(charges, outstandingCents, terms.paymentCents);

    const applicationNumber = await nextYearlyNumber(tx, 'PL', Number(today.slice(0, 4)));
    const { payment } = await recordPayment(
      { db: tx, now: () => now, afterPayment: deps.afterPayment },
      {
        body: {
          loanApplicationId: loanId,
          paymentAmount: centsToDecimalString(split.loanPartCents),
          latePaymentCharge: centsToDecimalString(split.lateChargeCents),
          paymentMethod: input.body.paymentMethod,
          notes: `Renewal: loan renewed as ${applicationNumber}`,
        },
        headerKey: undefined,
        staff: actor,
      },
    );
    await changeLoanStatus(tx, old, { from: 'active', to: 'completed', notes: `Renewed as ${applicationNumber} (${payment.receiptNumber})`, by: actor, kind: 'ledger' });
    // Whatever was overdue on the old loan is settled or carried into the new one: its open case closes.
    await resolveCaseAfterSale(tx, old, actor, { day: today, notes: `Settled by renewal as ${applicationNumber}` });

    const renewal = renewalRow(old, { ...terms, lateFeePercent, applicationNumber, principalCents: split.newPrincipalCents, today, now });
    const row = onPawnTerms ? { ...renewal.row, ...pawnRenewalTerms(split.newPrincipalCents, pawnTerms, today) } : renewal.row;
    const quote = onPawnTerms ? { weeklyPaymentCents: checkedCents(row.weeklyInstalment), totalPaymentsCents: checkedCents(row.totalRepayment) } : renewal.quote;
    const created = await insertRenewalLoan(tx, row);
    await insertRenewalHistory(tx, {
      applicationId: created.id,
      changedByUserId: actor.user.id,
      changedByName: displayNameOf(actor.user),
      notes: `Renewal of ${old.applicationNumber} (ticket ${ticket.ticketNumber})`,
    });
    // Active from today through the one status change: its history, schedule and audit as any loan's.
    const scheduled = await changeLoanStatus(tx, created, {
      from: 'approved',
      to: 'active',
      notes: `Renewed from ${old.applicationNumber}: the principal left is carried, no money is paid out`,
      by: actor,
      kind: 'renewal',
      start: { day: today, reason: null },
    });
    await postRenewal(tx, { old: await bookLoanOf(tx, old), renewed: await bookLoanOf(tx, scheduled), receiptNumber: payment.receiptNumber, by: actor });
    // The goods move to the new loan under its new ticket (redeemable-until restarts); the old ticket is renewed.
    const renewed = await changePledgeStatus(tx, old, {
      event: 'renew',
      to: scheduled,
      by: actor,
      summary: (moved) => ({
        from: { applicationNumber: old.applicationNumber, ticketNumber: ticket.ticketNumber },
        to: { applicationNumber, ticketNumber: moved.ticket?.ticketNumber },
        receiptNumber: payment.receiptNumber,
        payment: centsToDecimalString(terms.paymentCents),
        interestDue: centsToDecimalString(charges.interestDueCents),
        lateFeesDue: centsToDecimalString(charges.lateFeesDueCents),
        principal: centsToDecimalString(split.newPrincipalCents),
        interestRate: terms.ratePercent,
        termWeeks: terms.termWeeks,
        items: moved.items.map((item) => item.itemNumber),
      }),
    });
    const newTicket = renewed.ticket!;
    await recordAudit(tx, actor, { action: 'application.submit', entity: 'application', entityId: created.id, summary: { applicationNumber, renewalOf: old.applicationNumber, loanAmount: row.loanAmount } });
    await enqueueEmail(
      tx,
      buildRenewalEmail({
        loanId: created.id,
        borrowerName: old.borrowerName,
        borrowerEmail: old.borrowerEmail,
        oldApplicationNumber: old.applicationNumber,
        oldTicketNumber: ticket.ticketNumber,
        receiptNumber: payment.receiptNumber,
        paymentCents: terms.paymentCents,
        applicationNumber,
        ticketNumber: newTicket.ticketNumber,
        principalCents: split.newPrincipalCents,
        ratePercent: terms.ratePercent,
        termWeeks: terms.termWeeks,
        weeklyCents: quote.weeklyPaymentCents,
        totalCents: quote.totalPaymentsCents,
        redeemableUntil: newTicket.redeemableUntil,
        pawn: onPawnTerms ? { chargeCents: chargePerPeriodCents(split.newPrincipalCents, pawnTerms.monthlyChargePercent), periodDays: pawnTerms.periodDays, dueDate: pawnDueDate(today, pawnTerms.termDays) } : null,
      }),
    );
    return {
      applicationNumber,
      ticketNumber: newTicket.ticketNumber,
      loanId: created.id,
      principal: centsToDecimalString(split.newPrincipalCents),
      receiptNumber: payment.receiptNumber,
    };
  });
}
