import { z } from 'zod';
import { formatCents } from '../money';
import { moneyField } from './fields';
import { PAYMENT_METHODS } from './payments';

// Renewal (issue 32): the pawner pays the charges due so far and the loan runs again on the same
// goods, as a new loan with a new ticket. The rule for "charges due so far" is the server's
// renewalCharges (server/modules/pledges/renewal-charges.ts, docs/operations.md "Renewing a pledge").

export const RENEWAL_MESSAGES = {
  loanNotFound: 'Loan application not found',
  notActive: (status: string) => `Only an active loan can be renewed. This loan is ${status}.`,
  noTicket: 'This loan has no pawn ticket: only a pledge in pawn can be renewed.',
  notInPawn: (status: string) => `Only a pledge in pawn can be renewed. This pledge is ${status}.`,
  onHold: (itemNumber: string, station: string, reference: string) =>
    `Item ${itemNumber} is on a police hold (${station}, reference ${reference}): the pledge cannot be renewed until it is released.`,
  paymentBelowCharges: (minimumCents: number, interestCents: number, lateFeesCents: number) =>
    `The payment must be at least ${formatCents(minimumCents)}: the interest due so far (${formatCents(interestCents)}) and late fees owed (${formatCents(lateFeesCents)}).`,
  paymentOnlyLateFees: (lateFeesCents: number) =>
    `The payment must be more than the ${formatCents(lateFeesCents)} of late fees: some of it has to go to the loan itself.`,
  clearsPrincipal: (outstandingCents: number) =>
    `This payment would leave nothing to renew: the loan can be paid off with ${formatCents(outstandingCents)} and the pledge redeemed instead.`,
  principalTooSmall: (remainingCents: number, minimumLoanCents: number) =>
    `What would remain of the loan (${formatCents(remainingCents)}) is below the smallest loan of ${formatCents(minimumLoanCents)}: record a payment and redeem instead.`,
  amountInvalid: 'Payment amount must be an amount in J$ greater than 0, with at most two decimals.',
  alreadyRenewed: (applicationNumber: string) => `This loan was already renewed as ${applicationNumber}.`,
  /** The new loan copies the guarantor but not their consent (issue 33): it was given to the old terms. */
  guarantorOldLoanOnly: (guarantorName: string) =>
    `${guarantorName} agreed to guarantee the old loan only: ask them to agree to the new loan's terms from its review (Documents & Guarantor).`,
} as const;

const numberOrText = (label: string) => z.union([z.number(), z.string().max(20, { error: `${label} is not valid` })], { error: `${label} is required` });

/** POST /api/pawn-loans/{id}/renew (loan_officer, admin, super_admin) -> 201 TRenewPledgeResponse. */
export const ZRenewPledgeRequest = z.object({
  /** Whole weeks, 1 to 52 (the loan form's rule). Not asked of a pawn, which renews on the shop's pawn terms (issue 43). */
  termWeeks: numberOrText('Term').nullish(),
  /** One of the shop's interest rates (the loan form's rule). Not asked of a pawn. */
  interestRate: numberOrText('Interest rate').nullish(),
  /** What the pawner pays now, late fees included: at least the interest and late fees due so far. */
  paymentAmount: moneyField('Payment amount', { invalid: RENEWAL_MESSAGES.amountInvalid }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}` }),
});
export type TRenewPledgeRequest = z.infer<typeof ZRenewPledgeRequest>;
export type TRenewPledgeInput = z.input<typeof ZRenewPledgeRequest>;

export const ZRenewPledgeResponse = z.object({
  /** The new loan's PL- number and its pawn ticket's PT- number. */
  applicationNumber: z.string(),
  ticketNumber: z.string(),
  /** The new loan's id (for a link to it), its principal and the old loan's receipt. */
  loanId: z.string(),
  principal: z.string(),
  receiptNumber: z.string(),
});
export type TRenewPledgeResponse = z.infer<typeof ZRenewPledgeResponse>;

/**
 * GET /api/pawn-loans/{id}/renewal (same roles): what a renewal today asks, shown before the
 * amount is typed. Amounts are strings with two decimals.
 */
export const ZRenewalQuote = z.object({
  loanId: z.string(),
  applicationNumber: z.string(),
  ticketNumber: z.string().nullable(),
  /** Whether the loan can be renewed now, and if not why (the 409 the renewal would answer). */
  renewable: z.boolean(),
  refusal: z.string().nullable(),
  /** Interest of the instalments due by today not yet paid. */
  interestDue: z.string(),
  /** Late fees charged and not yet paid. */
  lateFeesDue: z.string(),
  /** interestDue + lateFeesDue: the least the renewal payment may be. */
  minimumPayment: z.string(),
  /** The principal the new loan would lend if exactly the minimum is paid. */
  principalRemaining: z.string(),
  /** What the old loan still owes in all (principal and interest, late fees apart). */
  outstanding: z.string(),
  /** The old loan's terms, offered as the new loan's by default. */
  termWeeks: z.number(),
  interestRate: z.number(),
  /** The guarantor the new loan would copy, null without one: their consent does not come along. */
  guarantorName: z.string().nullable(),
});
export type TRenewalQuote = z.infer<typeof ZRenewalQuote>;
