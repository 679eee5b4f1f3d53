import { z } from 'zod';
import { DOCUMENT_TYPES } from './borrowers';
import { text, UPLOAD_PATH } from './fields';
import { pagedResponse, pageQuery } from './paging';

// A borrower's identity documents on the staff side: who read them (the access log, Data
// Protection Act 2020) and Manage Documents (PUT /api/admin/borrower-documents).

/**
 * The screens that read a borrower's documents, named by the `via` query parameter of
 * GET /objects/uploads/:id. Any other value (or none) is recorded as `api`.
 */
export const DOCUMENT_ACCESS_VIAS = ['borrower-details', 'review-dialog', 'api'] as const;
export type TDocumentAccessVia = (typeof DOCUMENT_ACCESS_VIAS)[number];

export function documentAccessViaOf(value: unknown): TDocumentAccessVia {
  return (DOCUMENT_ACCESS_VIAS as readonly unknown[]).includes(value) ? (value as TDocumentAccessVia) : 'api';
}

/** A document's path with the screen that shows it, so the read is logged under that screen. */
export function documentUrlFor(path: string, via: Exclude<TDocumentAccessVia, 'api'>): string {
  return `${path}${path.includes('?') ? '&' : '?'}via=${via}`;
}

export const ACCESS_LOG_PAGE_SIZE = 50;

export const ZAccessLogRequest = z.object(pageQuery(ACCESS_LOG_PAGE_SIZE, 200));
export type TAccessLogRequest = z.infer<typeof ZAccessLogRequest>;

export const ZAccessLogItem = z.object({
  at: z.string(),
  /** The staff member's e-mail at the time of the read. */
  staffEmail: z.string(),
  document: z.enum(DOCUMENT_TYPES),
  via: z.enum(DOCUMENT_ACCESS_VIAS),
});
export type TAccessLogItem = z.infer<typeof ZAccessLogItem>;

/** GET /api/admin/borrowers/{id}/access-log: newest first, paged. */
export const ZAccessLogResponse = pagedResponse(ZAccessLogItem);
export type TAccessLogResponse = z.infer<typeof ZAccessLogResponse>;

/** An /objects/uploads/<id> path, as the upload answers it. */
const uploadPath = text('Document URL', { typeError: 'Document URL is required' })
  .trim()
  .max(500, { error: 'Document URL must be at most 500 characters' })
  .regex(UPLOAD_PATH, { error: 'Document URL must be a document path (/objects/uploads/...)' });

/**
 * PUT /api/admin/borrower-documents: the spec's three fields, plus an active super admin's e-mail
 * and password (the Manage Documents dialog's first step), loose like ZSuperAdminCredentials so a
 * missing one is the same 401 as on every delete. `borrowerEmail` may also be the record's id.
 */
export const ZBorrowerDocumentRequest = z.object({
  borrowerEmail: text('Borrower email').trim().min(1, { error: 'Borrower email is required' }).max(300),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'Document type must be photo, trn, signature or idDocument' }),
  documentUrl: uploadPath,
  adminEmail: text('Super admin email').max(254).nullish(),
  adminPassword: text('Super admin password').max(1024).nullish(),
});
export type TBorrowerDocumentRequest = z.infer<typeof ZBorrowerDocumentRequest>;

/** What the server answers when a document cannot be put on the record. */
export const BORROWER_DOCUMENT_MESSAGES = {
  uploadNotFound: 'The document upload was not found or has not finished. Please upload it again.',
  notYours: 'This upload was made by someone else. Please upload the document yourself.',
  notAnImage: 'The photo, TRN photo and signature must be images (JPEG, PNG or WebP); only the ID document may be a PDF.',
  usedElsewhere: 'This upload already belongs to another record. Please upload the document again.',
} as const;
