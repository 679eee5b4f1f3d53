import { z } from 'zod';
import { text, type TTextOptions } from './fields';

export { ID_DOCUMENT_TYPES, MAX_LATE_FINE_CENTS, PAWN_LOAN_MESSAGES, type TIdDocumentType } from '../pawn-loan-rules';

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
