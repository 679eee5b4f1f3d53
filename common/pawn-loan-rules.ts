// The loan agreement's rules that are plain values: the ID document types, the late fine's ceiling
// and the refusals' wording. Apart from the contract so the public loan form can read them without
// loading zod (its size budget); the contract re-exports them.
import { MAX_LOAN_CENTS, MIN_LOAN_CENTS } from './calculator';
import { formatCents } from './money';

export const ID_DOCUMENT_TYPES = ['passport', 'drivers_license', 'government_id'] as const;
export type TIdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** The largest late fine accepted; far above the usual J$500.00 but keeps typos out of numeric(12,2). */
export const MAX_LATE_FINE_CENTS = 1_000_000_00;

/**
 * The submission's refusals, worded as the spec's form toasts (section 5) so client and server say
 * the same thing; the first seven are checked in the spec's order.
 */
export const PAWN_LOAN_MESSAGES = {
  missingBorrower: 'Please fill in all required borrower information including email address.',
  invalidEmail: 'Please enter a valid email address.',
  missingLoan: 'Loan details are required. Please use the calculator first.',
  missingPhoto: 'Please upload a photo of the borrower.',
  missingTrnPhoto: 'TRN photo is required',
  missingSignature: 'Borrower signature is required',
  missingIdDocument: "Please upload a valid ID document (Passport, Driver's License, or Government ID).",
  loanAmountRange: `Loan amount must be between ${formatCents(MIN_LOAN_CENTS)} and ${formatCents(MAX_LOAN_CENTS)}.`,
  interestRate: 'Interest rate must be 20 or 40.',
  term: 'Term must be between 1 and 52 weeks.',
  lateFine: `Late fine must be an amount between ${formatCents(0)} and ${formatCents(MAX_LATE_FINE_CENTS)}.`,
  dates: 'Agreement date, valid-from date and ending date must be valid dates.',
  endingOrder: 'The ending date must be after the agreement date.',
  borrowerTrn: 'TRN must be nine digits (dashes or spaces are allowed).',
  guarantorTrn: 'Guarantor TRN must be nine digits (dashes or spaces are allowed).',
} as const;
