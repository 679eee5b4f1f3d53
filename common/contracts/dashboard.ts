import { z } from 'zod';

/**
 * GET /api/admin/summary: the admin dashboard's summary cards (staff). Amounts are two-decimal J$
 * strings. value is the spec's figure (loan amounts of applications in status approved); a lender
 * reads the money side from owed (what borrowers still have to repay as the books hold it: the Loans
 * receivable balance, issue 41; an approved loan not yet paid out owes nothing yet) and lentOut (the
 * principal of approved and active loans). Each count is
 * of one status exactly (approved: approved and not yet paid into; a loan moves to active with its
 * first payment); the tiles name them so (issue 30 item 8).
 */
export const ZAdminSummaryResponse = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Loans paid into and not yet finished (status active). */
  active: z.number().int(),
  /** Loans paid in full (status completed). */
  completed: z.number().int(),
  value: z.string(),
  /** Approved and active loans: lent out and not finished. */
  openLoans: z.number().int(),
  lentOut: z.string(),
  owed: z.string(),
});
export type TAdminSummaryResponse = z.infer<typeof ZAdminSummaryResponse>;

/** GET /api/borrower/loans: a signed-in borrower's own applications (matched by their e-mail). */
export const ZBorrowerLoan = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  loanAmount: z.string(),
  interestRate: z.string(),
  termWeeks: z.number().int(),
  weeklyInstalment: z.string(),
  totalAmount: z.string(),
  /** The late fee the loan's agreement states, in J$ and as the rule (common/late-fee.ts). */
  lateFee: z.string(),
  status: z.string(),
  agreementDate: z.string().nullable(),
  endingOn: z.string().nullable(),
  createdAt: z.string(),
});
export const ZBorrowerLoansResponse = z.object({ loans: z.array(ZBorrowerLoan) });
export type TBorrowerLoan = z.infer<typeof ZBorrowerLoan>;
export type TBorrowerLoansResponse = z.infer<typeof ZBorrowerLoansResponse>;

/**
 * GET /api/borrower/applicant-details: what the loan form prefills for a signed-in borrower applying
 * again, from their own borrower record (linked by id) only; empty strings when none is known.
 */
export const ZApplicantDetailsResponse = z.object({
  borrowerName: z.string(),
  borrowerEmail: z.string(),
  borrowerAddress: z.string(),
  borrowerPhone: z.string(),
  borrowerID: z.string(),
  borrowerTRN: z.string(),
});
export type TApplicantDetailsResponse = z.infer<typeof ZApplicantDetailsResponse>;

/** GET /api/auth/config: what the login page needs to know about external sign-in. */
export const ZAuthConfigResponse = z.object({
  externalProviderEnabled: z.boolean(),
  externalProviderName: z.string(),
});
export type TAuthConfigResponse = z.infer<typeof ZAuthConfigResponse>;
