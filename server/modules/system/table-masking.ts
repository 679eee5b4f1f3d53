import { HIDDEN_VALUE, MASKED_VALUE } from '@common/contracts/system';
import type { TRole } from '@common/roles';

/**
 * Tables the Database Browser never opens: nothing in them is useful to read and all of it is a
 * secret or a personal trace (session ids and contents, sign-in throttles keyed by e-mail and IP).
 */
export const UNBROWSABLE_TABLES = new Set(['session', 'auth_throttle', 'rate_counters']);

// Values that never leave the server, for anyone: password hashes, sealed SMTP passwords, session
// ids and contents, upload tokens, cookie ids, idempotency keys. By name, so a column added later
// under such a name is hidden without a change here.
const HIDDEN_COLUMN = /(^|_)(password|password_hash|secret|token|token_hash|sid|sess|session_id|visitor_id|idempotency_key|api_key|private_key)$/;

// Personal data (DESIGN decision 1: it gets no borrower data): names, e-mails, phones, addresses,
// TRN, ID numbers, bank accounts, and the fields that carry them in free text or by reference
// (photos and signatures, notes, audit summaries, e-mail bodies, who processed what, IP addresses).
const PERSONAL_COLUMN =
  /(^|_)(name|first_name|last_name|email|username|phone|address|trn|id_number|id_document_number|bank_account_number|url|ip|notes|summary|subject|text_body|html_body|to_address|collateral_property|reviewed_by|processed_by|created_by|assigned_collector|identity|last_error)$/;

/** Which columns a role sees hidden or masked. */
export function columnTreatment(table: string, column: string, role: TRole): 'hidden' | 'masked' | 'shown' {
  if (HIDDEN_COLUMN.test(column)) return 'hidden';
  if (role === 'super_admin') return 'shown';
  if (PERSONAL_COLUMN.test(column)) return 'masked';
  // The sign-in throttle is not browsable; this keeps its key masked should it ever be.
  if (table === 'auth_throttle') return 'masked';
  return 'shown';
}

/** A row as the browser shows it to this role. A hidden column reads [hidden] even when empty; an empty masked one stays null. */
export function maskRow(table: string, row: Record<string, unknown>, role: TRole): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const treatment = columnTreatment(table, column, role);
    shown[column] = treatment === 'hidden' ? HIDDEN_VALUE : treatment === 'shown' || value === null ? value : MASKED_VALUE;
  }
  return shown;
}
