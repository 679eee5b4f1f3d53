import { z } from 'zod';
import { SIGNATURE_METHODS } from '../signature-method';
import { GUARANTOR_CONSENTS } from './guarantees';
import { text } from './fields';
import { pagedResponse, pageQuery } from './paging';
import {
  PAWN_LOAN_LIST_DEFAULT_PAGE_SIZE,
  PAWN_LOAN_LIST_MAX_PAGE_SIZE,
  PAWN_LOAN_LIST_MAX_SEARCH,
  PAWN_LOAN_LIST_STATUSES,
} from '../pawn-loans-list-limits';

export {
  PAWN_LOAN_LIST_DEFAULT_PAGE_SIZE,
  PAWN_LOAN_LIST_MAX_PAGE_SIZE,
  PAWN_LOAN_LIST_MAX_SEARCH,
  PAWN_LOAN_LIST_STATUSES,
  type TPawnLoanListStatus,
} from '../pawn-loans-list-limits';

/** GET /api/pawn-loans query (staff). */
export const ZPawnLoanListRequest = z.object({
  status: z
    .enum(PAWN_LOAN_LIST_STATUSES, { error: `status must be one of ${PAWN_LOAN_LIST_STATUSES.join(', ')}` })
    .default('all'),
  search: text('search')
    .trim()
    .max(PAWN_LOAN_LIST_MAX_SEARCH, { error: `search must be at most ${PAWN_LOAN_LIST_MAX_SEARCH} characters` })
    .default(''),
  ...pageQuery(PAWN_LOAN_LIST_DEFAULT_PAGE_SIZE, PAWN_LOAN_LIST_MAX_PAGE_SIZE),
});
export type TPawnLoanListRequest = z.infer<typeof ZPawnLoanListRequest>;
/** What the client sends: every field optional, the server fills the defaults. */
export type TPawnLoanListQuery = z.input<typeof ZPawnLoanListRequest>;

const money = z.string();
const dateTime = z.string().nullable();

/** One stored pawn loan application as the spec names its fields; money as two-decimal strings. */
export const ZPawnLoanListItem = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  borrowerEmail: z.string(),
  borrowerAddress: z.string(),
  borrowerTRN: z.string().nullable(),
  borrowerPhone: z.string(),
  borrowerID: z.string(),
  borrowerPhotoUrl: z.string().nullable(),
  borrowerTrnPhotoUrl: z.string().nullable(),
  borrowerSignatureUrl: z.string().nullable(),
  /** drawn, typed or uploaded (common/signature-method.ts). */
  borrowerSignatureMethod: z.enum(SIGNATURE_METHODS),
  borrowerBankAccountNumber: z.string().nullable(),
  idDocumentType: z.string().nullable(),
  idDocumentUrl: z.string().nullable(),
  idDocumentNumber: z.string().nullable(),
  idExpiryDate: z.string().nullable(),
  borrowerPhotoVerified: z.string(),
  borrowerTrnPhotoVerified: z.string(),
  borrowerSignatureVerified: z.string(),
  idDocumentVerified: z.string(),
  guarantorName: z.string().nullable(),
  guarantorAddress: z.string().nullable(),
  guarantorTRN: z.string().nullable(),
  guarantorPhone: z.string().nullable(),
  /** Issue 33: where the guarantor's invitation goes, and where their consent stands (common/contracts/guarantees.ts) since when. */
  guarantorEmail: z.string().nullable(),
  guarantorConsent: z.enum(GUARANTOR_CONSENTS),
  guarantorConsentAt: z.string().nullable(),
  /** The loan this one renews (issue 32), null for a loan that renews none. */
  renewedFromApplicationId: z.string().nullable(),
  loanAmount: money,
  interestRate: z.string(),
  termWeeks: z.number().int(),
  paymentFrequency: z.string(),
  weeklyInstalment: money,
  totalAmount: money,
  totalRepayment: money,
  lateFine: money,
  /** The late fee rule (common/late-fee.ts): percent of one payment, or null for the fixed lateFine. */
  lateFeePercent: z.string().nullable(),
  collateralProperty: z.string().nullable(),
  agreementDate: dateTime,
  validFrom: dateTime,
  endingOn: dateTime,
  /** The start date staff confirmed ("YYYY-MM-DD"), null until approval; the reason for a past one. */
  startDate: z.string().nullable(),
  startDateReason: z.string().nullable(),
  status: z.string(),
  reviewedBy: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPawnLoanListItem = z.infer<typeof ZPawnLoanListItem>;

/** Applications per status for the same search, "all" included: the filter tabs' numbers. */
const count = z.number().int();
export const ZPawnLoanListCounts = z.object({
  all: count,
  submitted: count,
  reviewed: count,
  approved: count,
  rejected: count,
  active: count,
  completed: count,
  defaulted: count,
});
export type TPawnLoanListCounts = z.infer<typeof ZPawnLoanListCounts>;

export const ZPawnLoanListResponse = pagedResponse(ZPawnLoanListItem).extend({ counts: ZPawnLoanListCounts });
export type TPawnLoanListResponse = z.infer<typeof ZPawnLoanListResponse>;
