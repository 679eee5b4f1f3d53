import type { TDocumentAccessVia } from '@common/contracts/borrower-documents';
import type { TBorrowerDocumentType, TCreditStatus, TDocumentCheckState } from '@common/contracts/borrowers';
import type { TStatusTone } from '@common/status-display';

export const CREDIT_STATUS_LABELS: Record<TCreditStatus, string> = { good: 'Good', fair: 'Fair', poor: 'Poor' };
export const CREDIT_STATUS_TONES: Record<TCreditStatus, TStatusTone> = { good: 'success', fair: 'attention', poor: 'danger' };

export const DOCUMENT_STATE_LABELS: Record<TDocumentCheckState, string> = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' };
export const DOCUMENT_STATE_TONES: Record<TDocumentCheckState, TStatusTone> = { pending: 'attention', verified: 'success', rejected: 'danger' };

export const DOCUMENT_LABELS: Record<TBorrowerDocumentType, string> = {
  photo: 'Borrower Photo',
  trn: 'TRN Photo',
  signature: 'Borrower Signature',
  idDocument: 'ID Document',
};

/** Where the credit status came from, as the badge's second line says it. */
export function creditSourceLabel(source: 'staff' | 'derived'): string {
  return source === 'staff' ? 'Set by staff' : 'Derived';
}

const ID_DOCUMENT_TYPE_LABELS: Record<string, string> = { passport: 'Passport', drivers_license: "Driver's License", government_id: 'Government ID' };

/** "Passport" from "passport"; an unknown type is shown as stored. */
export function idDocumentTypeLabel(type: string | null): string | null {
  return type === null ? null : (ID_DOCUMENT_TYPE_LABELS[type] ?? type);
}

/** Where a document was read, as the access log names it. */
export const ACCESS_VIA_LABELS: Record<TDocumentAccessVia, string> = {
  'borrower-details': 'Borrower details',
  'review-dialog': 'Application review',
  api: 'Direct link or API',
};
