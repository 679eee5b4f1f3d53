import { z } from 'zod';
import { PAWN_LOAN_MESSAGES } from '../pawn-loan-rules';
import { SIGNATURE_METHOD_MESSAGE, SIGNATURE_METHODS } from '../signature-method';
import { moneyField, text, type TTextOptions } from './fields';

export { ID_DOCUMENT_TYPES, MAX_LATE_FINE_CENTS, PAWN_LOAN_MESSAGES, type TIdDocumentType } from '../pawn-loan-rules';

// Every field is loose here on purpose: a missing or empty field must reach the ordered checks in
// the service, which answer with the spec's wording instead of zod's.
const loose = (label: string, options: TTextOptions = {}) => text(label, options).nullish();
const numberOrText = (label: string) => z.union([z.number(), text(label)]).nullish();

export const ZPawnLoanRequest = z.object({
  borrowerName: loose('Borrower name'),
  borrowerEmail: loose('Borrower email'),
  borrowerAddress: loose('Borrower address', { multiline: true }),
  borrowerTRN: loose('Borrower TRN'),
  borrowerPhone: loose('Borrower phone'),
  borrowerID: loose('Borrower ID'),
  borrowerTrnPhotoUrl: loose('TRN photo'),
  borrowerSignatureUrl: loose('Borrower signature'),
  /** drawn (the default), typed or uploaded (common/signature-method.ts); staff see it at review. */
  borrowerSignatureMethod: z.enum(SIGNATURE_METHODS, { error: SIGNATURE_METHOD_MESSAGE }).nullish(),
  borrowerPhotoUrl: loose('Borrower photo'),
  guarantorName: loose('Guarantor name'),
  guarantorAddress: loose('Guarantor address', { multiline: true }),
  guarantorTRN: loose('Guarantor TRN'),
  guarantorPhone: loose('Guarantor phone'),
  /** Required with a guarantor name (issue 33): the guarantor is asked to agree by e-mail. */
  guarantorEmail: loose('Guarantor email'),
  loanAmount: moneyField('Loan amount', { invalid: PAWN_LOAN_MESSAGES.loanAmountRange, tooLarge: PAWN_LOAN_MESSAGES.loanAmountRange }).nullish(),
  interestRate: numberOrText('Interest rate'),
  termWeeks: numberOrText('Term'),
  // Sent by the client and ignored (the server computes them), so not amounts it takes: a top loan
  // at 40% over a week has totals of J$14,000,000.00, above the ceiling of an amount typed in.
  weeklyInstalment: numberOrText('Weekly instalment'),
  totalAmount: numberOrText('Total amount'),
  totalRepayment: numberOrText('Total repayment'),
  /** Sent by the client; ignored, the server states the shop's late fee rule (common/late-fee.ts). */
  lateFine: moneyField('Late fine', { invalid: PAWN_LOAN_MESSAGES.lateFine, tooLarge: PAWN_LOAN_MESSAGES.lateFine }).nullish(),
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
