import { z } from 'zod';
import { MAX_LOAN_CENTS, MIN_LOAN_CENTS } from '../calculator';
import { formatCents } from '../money';
import { text, type TTextOptions } from './fields';

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

// Every field is loose here on purpose: a missing or empty field must reach the ordered checks in
// the service, which answer with the spec's wording instead of zod's.
const loose = (label: string, options: TTextOptions = {}) => text(label, options).nullish();
const amount = (label: string) => z.union([z.number(), text(label)]).nullish();

export const ZPawnLoanRequest = z.object({
  borrowerName: loose('Borrower name'),
  borrowerEmail: loose('Borrower email'),
  borrowerAddress: loose('Borrower address', { multiline: true }),
  borrowerTRN: loose('Borrower TRN'),
  borrowerPhone: loose('Borrower phone'),
  borrowerID: loose('Borrower ID'),
  borrowerTrnPhotoUrl: loose('TRN photo'),
  borrowerSignatureUrl: loose('Borrower signature'),
  borrowerPhotoUrl: loose('Borrower photo'),
  guarantorName: loose('Guarantor name'),
  guarantorAddress: loose('Guarantor address', { multiline: true }),
  guarantorTRN: loose('Guarantor TRN'),
  guarantorPhone: loose('Guarantor phone'),
  loanAmount: amount('Loan amount'),
  interestRate: amount('Interest rate'),
  termWeeks: amount('Term'),
  /** Sent by the client; ignored, the server computes it. */
  weeklyInstalment: amount('Weekly instalment'),
  totalAmount: amount('Total amount'),
  totalRepayment: amount('Total repayment'),
  /** Sent by the client; ignored, the server states the shop's late fee rule (common/late-fee.ts). */
  lateFine: amount('Late fine'),
  collateralProperty: loose('Collateral property', { multiline: true }),
  agreementDate: loose('Agreement date'),
  validFrom: loose('Valid-from date'),
  endingOn: loose('Ending date'),
  idDocumentType: loose('ID document type'),
  idDocumentUrl: loose('ID document'),
  idDocumentNumber: loose('ID document number'),
  idExpiryDate: loose('ID expiry date'),
});
export type TPawnLoanRequest = z.infer<typeof ZPawnLoanRequest>;

export const ZPawnLoanResponse = z.object({ applicationNumber: z.string() });
export type TPawnLoanResponse = z.infer<typeof ZPawnLoanResponse>;
