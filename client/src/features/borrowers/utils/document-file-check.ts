import { BORROWER_DOCUMENT_MESSAGES } from '@common/contracts/borrower-documents';
import type { TBorrowerDocumentType } from '@common/contracts/borrowers';
import { MAX_UPLOAD_BYTES } from '@/lib/upload-object';

export type TFileRefusal = { title: string; description: string };

// The spec's ID scan checks (staff-area section 8, "Upload"), in its order.
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'application/pdf']);
export const DOCUMENT_FILE_ACCEPT = 'image/jpeg,image/png,application/pdf';

/** Why a chosen file cannot go on the record as this document, or null when it can. */
export function checkDocumentFile(documentType: TBorrowerDocumentType | '', file: Pick<File, 'type' | 'size'>): TFileRefusal | null {
  if (documentType === '') return { title: 'Document Type Required', description: 'Please select a document type first.' };
  if (!ALLOWED_TYPES.has(file.type)) return { title: 'Invalid File Type', description: 'Please upload a JPEG, PNG, or PDF file.' };
  if (file.size > MAX_UPLOAD_BYTES) return { title: 'File Too Large', description: 'File size must be less than 10MB.' };
  // The photo, TRN photo and signature are shown as pictures; the server refuses a PDF for them too.
  if (file.type === 'application/pdf' && documentType !== 'idDocument') return { title: 'Invalid File Type', description: BORROWER_DOCUMENT_MESSAGES.notAnImage };
  return null;
}
