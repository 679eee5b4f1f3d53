import { z } from 'zod';
import { text } from './fields';
import { ZTotalCapped } from './paging';

// The staff Borrowers tab and its calls (spec staff-area "Borrowers tab", "Derived
// borrower summary", sections 4, 5, 7 and 9). Money on the wire: two-decimal J$ strings ("3000.00").

export const CREDIT_STATUSES = ['good', 'fair', 'poor'] as const;
export type TCreditStatus = (typeof CREDIT_STATUSES)[number];

export const DOCUMENT_TYPES = ['photo', 'trn', 'signature', 'idDocument'] as const;
export type TBorrowerDocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_CHECK_STATES = ['pending', 'verified', 'rejected'] as const;
export type TDocumentCheckState = (typeof DOCUMENT_CHECK_STATES)[number];

/** The list's filter: everyone, borrowers with a loan in progress, or by (staff-set or derived) credit status. */
export const BORROWER_LIST_FILTERS = ['all', 'active', 'good', 'fair', 'poor'] as const;

export const BORROWER_PAGE_SIZE = 50;
export const BORROWER_SEARCH_LIMIT = 20;

/** What the server answers when a borrower call is refused (400/404/409), for tests and the client. */
export const BORROWER_MESSAGES = {
  notFound: 'Borrower not found',
  ambiguousEmail: 'Several borrower records have this e-mail address. Use the borrower id instead.',
  exists: 'A borrower with this e-mail address and ID number already exists.',
  trn: 'TRN must be nine digits (dashes or spaces are allowed).',
  email: 'Please enter a valid email address.',
  hasOpenLoans: 'This borrower has a loan that is approved, active or defaulted (money is still owed) and cannot be deleted.',
  deleted: 'Borrower deleted',
} as const;

// Every text field through the shared builder (control characters refused, the field named).
const optionalText = (label: string, max: number, multiline = false) => text(label, { multiline }).trim().max(max, { error: `${label} must be at most ${max} characters` });
const required = (label: string, max: number, multiline = false) => optionalText(label, max, multiline).min(1, { error: `${label} is required` });

const money = z.string();
const checkState = z.enum(DOCUMENT_CHECK_STATES);

/** One borrower as the list, the search and the detail show them. */
export const ZBorrowerSummary = z.object({
  id: z.string(),
  idNumber: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  trn: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  signatureUrl: z.string().nullable(),
  trnPhotoUrl: z.string().nullable(),
  /** Applications other than rejected and cancelled ones (spec section 9). */
  totalLoans: z.number().int(),
  /** Applications approved, active or submitted. */
  activeLoans: z.number().int(),
  totalBorrowed: money,
  /** Completed payments on those loans (late charges not included). */
  totalRepaid: money,
  lastLoanDate: z.string().nullable(),
  creditStatus: z.enum(CREDIT_STATUSES),
  /** staff: set on the borrower; derived: poor if a loan defaulted, fair if more than 2 are approved, active or submitted, else good. */
  creditStatusSource: z.enum(['staff', 'derived']),
  photoVerified: checkState,
  trnPhotoVerified: checkState,
  signatureVerified: checkState,
  idDocumentVerified: checkState,
  hasAccount: z.boolean(),
});
export type TBorrowerSummary = z.infer<typeof ZBorrowerSummary>;

export const ZBorrowerSearchRequest = z.object({ q: text('Search').max(200).default('') });
export type TBorrowerSearchRequest = z.infer<typeof ZBorrowerSearchRequest>;
export const ZBorrowerSearchResponse = z.array(ZBorrowerSummary);
export type TBorrowerSearchResponse = z.infer<typeof ZBorrowerSearchResponse>;

export const ZBorrowerListRequest = z.object({
  q: text('Search').max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(BORROWER_PAGE_SIZE),
  status: z.enum(BORROWER_LIST_FILTERS).default('all'),
});
export type TBorrowerListRequest = z.infer<typeof ZBorrowerListRequest>;

export const ZBorrowerStats = z.object({
  total: z.number().int(),
  /** With a loan approved, active or submitted. */
  active: z.number().int(),
  goodCredit: z.number().int(),
  /** Credit status poor (staff-set or derived). */
  atRisk: z.number().int(),
});
export type TBorrowerStats = z.infer<typeof ZBorrowerStats>;

export const ZBorrowerListResponse = z.object({
  items: z.array(ZBorrowerSummary),
  total: z.number().int(),
  totalCapped: ZTotalCapped,
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: ZBorrowerStats,
});
export type TBorrowerListResponse = z.infer<typeof ZBorrowerListResponse>;

const ZDocumentCheck = z.object({
  status: checkState,
  /** The staff member's e-mail, while their account exists. */
  verifiedBy: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
const ZBorrowerDocument = ZDocumentCheck.extend({ url: z.string().nullable() });

export const ZBorrowerDetail = ZBorrowerSummary.extend({
  documents: z.object({
    photo: ZBorrowerDocument,
    trn: ZBorrowerDocument,
    signature: ZBorrowerDocument,
    /** From the latest application that carries one. */
    idDocument: ZBorrowerDocument.extend({ type: z.string().nullable(), number: z.string().nullable(), expiryDate: z.string().nullable() }),
  }),
  /** From the latest application, when it named one. */
  guarantor: z.object({ name: z.string(), address: z.string().nullable(), trn: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  loanSummary: z.object({ totalLoans: z.number().int(), activeLoans: z.number().int(), totalBorrowed: money, totalRepaid: money }),
  /** The latest 5 applications, newest first. */
  recentLoans: z.array(
    z.object({
      id: z.string(),
      applicationNumber: z.string(),
      loanAmount: money,
      interestRate: z.string(),
      termWeeks: z.number().int(),
      createdAt: z.string(),
      status: z.string(),
    }),
  ),
});
export type TBorrowerDetail = z.infer<typeof ZBorrowerDetail>;

/** POST /api/admin/borrowers: a walk-in borrower, without login credentials. */
export const ZCreateBorrowerRequest = z.object({
  borrowerName: required('Full name', 200),
  borrowerEmail: required('Email address', 254),
  borrowerAddress: required('Address', 500, true),
  borrowerTRN: optionalText('TRN', 20).nullish(),
  borrowerPhone: required('Phone number', 50),
  borrowerID: required('ID number', 100),
});
export type TCreateBorrowerRequest = z.infer<typeof ZCreateBorrowerRequest>;

export const ZDocumentVerificationRequest = z.object({ documentType: z.enum(DOCUMENT_TYPES), status: checkState });
export type TDocumentVerificationRequest = z.infer<typeof ZDocumentVerificationRequest>;

/** null returns the borrower to the derived status. */
export const ZCreditStatusRequest = z.object({ creditStatus: z.enum(CREDIT_STATUSES).nullable() });
export type TCreditStatusRequest = z.infer<typeof ZCreditStatusRequest>;

/** An empty string removes the account number. */
export const ZBankAccountRequest = z.object({ bankAccountNumber: optionalText('Bank account number', 50) });
export type TBankAccountRequest = z.infer<typeof ZBankAccountRequest>;

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/admin/borrowers/{id}/export: everything held on the person (Data Protection Act 2020,
 * right of access), each table's rows as stored (snake_case columns), one JSON download.
 */
export const ZBorrowerExport = z.object({
  format: z.literal('pawnbook-borrower-export/1'),
  exportedAt: z.string(),
  exportedBy: z.string(),
  borrower: z.record(z.string(), z.unknown()),
  /** The linked user account, without its password hash. */
  account: z.record(z.string(), z.unknown()).nullable(),
  applications: rows,
  statusHistory: rows,
  schedules: rows,
  payments: rows,
  collectionRecords: rows,
  /** Upload metadata of the person's documents (the files themselves are at their paths). */
  documents: rows,
  /** Audit rows about the borrower record and their applications. */
  auditTrail: rows,
  /** Every staff read of the person's identity documents (document_access_log), oldest first. */
  accessLog: rows,
});
export type TBorrowerExport = z.infer<typeof ZBorrowerExport>;

/** The export's forms: the data file (JSON, the default) or a summary the person can read (PDF). */
export const BORROWER_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type TBorrowerExportFormat = (typeof BORROWER_EXPORT_FORMATS)[number];
export const ZBorrowerExportRequest = z.object({
  format: z.enum(BORROWER_EXPORT_FORMATS, { error: 'format must be json or pdf' }).default('json'),
});

/** A document path as the upload answers it (/objects/uploads/<id>); an empty string removes the document. */
const documentPath = optionalText('Document', 500).regex(/^(\/objects\/uploads\/[0-9a-fA-F-]{36})?$/, { error: 'must be a document path (/objects/uploads/...)' });

/**
 * PUT /api/admin/borrower/{email}/profile: each part optional. E-mail and ID number are the record's
 * key and are not edited here. A changed document's check starts again at pending.
 */
export const ZBorrowerProfileRequest = z.object({
  photoUrl: documentPath.optional(),
  signatureUrl: documentPath.optional(),
  trnPhotoUrl: documentPath.optional(),
  borrowerDetails: z
    .object({
      name: required('Name', 200).optional(),
      phone: required('Phone number', 50).optional(),
      address: required('Address', 500, true).optional(),
      /** Nine digits, dashes or spaces allowed; empty or null removes it. */
      trn: optionalText('TRN', 20).nullish(),
    })
    .optional(),
});
export type TBorrowerProfileRequest = z.infer<typeof ZBorrowerProfileRequest>;
