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

/**
 * E-mails whose body carries a one-time link that signs someone in or signs for them (a password
 * reset, a guarantor's invitation): their bodies are hidden from everyone, super_admin included,
 * as the link would let the reader act as that person. Kinds as the modules enqueue them.
 */
export const ONE_TIME_LINK_MAIL_KINDS: ReadonlySet<string> = new Set(['password-reset', 'guarantor-invitation']);
const MAIL_BODY_COLUMNS = new Set(['text_body', 'html_body']);

/**
 * The only columns it sees in the Database Browser (DESIGN decision 1: it gets no borrower data),
 * table by table: ids, statuses and other fixed values, dates and times, counts, amounts, flags and
 * sequence numbers, each checked to hold no personal data. Everything else is masked for it: names,
 * contact details, documents, free text (notes, summaries, e-mail bodies, errors that may quote
 * them), who did what by name or e-mail, addresses of machines, derived search columns, and every
 * column or table added later until someone checks it and lists it here. The two free-text columns
 * listed (system_logs.message, auto_backup_settings.error_message) are what it already reads in
 * System Logs and the Auto-Backup summary; they are written without personal data (system-log.ts).
 */
export const SHOWN_TO_IT: Readonly<Record<string, readonly string[]>> = {
  application_status_history: ['id', 'application_id', 'from_status', 'to_status', 'changed_by_user_id', 'created_at'],
  application_status_totals: ['status', 'count', 'amount'],
  audit_log: ['id', 'user_id', 'user_role', 'action', 'entity', 'entity_id', 'created_at'],
  auto_backup_settings: ['id', 'is_enabled', 'frequency', 'time', 'retention_days', 'max_backups', 'last_run', 'next_run', 'status', 'error_message', 'created_at', 'updated_at'],
  // A drawer's amounts and times (issue 34); not the staff member's name or the notes at the close.
  cash_drawers: ['id', 'opened_by_user_id', 'opened_at', 'opening_float', 'closed_at', 'cash_in', 'cash_out', 'expected_cash', 'counted_cash', 'difference'],
  borrowers: [
    'id',
    'credit_status',
    'effective_credit',
    'user_id',
    'active_loans',
    'defaulted_loans',
    'photo_verified',
    'photo_verified_by_user_id',
    'photo_verified_at',
    'trn_photo_verified',
    'trn_photo_verified_by_user_id',
    'trn_photo_verified_at',
    'signature_verified',
    'signature_verified_by_user_id',
    'signature_verified_at',
    'id_document_verified',
    'id_document_verified_by_user_id',
    'id_document_verified_at',
    'created_at',
    'updated_at',
  ],
  change_counters: ['name', 'version'],
  collection_reminder_stages: ['stage', 'enabled', 'updated_at'],
  collection_reminders: ['application_id', 'payment_number', 'stage', 'due_date', 'outbox_id', 'created_at'],
  debt_collection_contacts: ['id', 'record_id', 'contact_method', 'outcome', 'promised_amount', 'promised_date', 'contacted_at', 'contacted_by_user_id', 'reminder_stage', 'created_at'],
  debt_collection_records: [
    'id',
    'loan_application_id',
    'outstanding_amount',
    'amount_due',
    'days_past_due',
    'oldest_due_date',
    'collection_status',
    'last_contact_date',
    'contact_method',
    'next_follow_up_date',
    'priority',
    'priority_by_staff',
    'assigned_collector_id',
    'promised_amount',
    'promised_date',
    'promise_made_at',
    'resolution_date',
    'created_at',
    'updated_at',
  ],
  document_access_log: ['id', 'staff_user_id', 'borrower_id', 'document', 'object_id', 'via', 'created_at'],
  email_outbox: ['id', 'kind', 'related_entity', 'related_id', 'status', 'attempts', 'next_attempt_at', 'sent_at', 'created_at'],
  email_settings: ['id', 'service', 'is_active', 'smtp_port', 'is_default', 'created_at', 'updated_at'],
  guarantor_consents: ['id', 'application_id', 'decision', 'recorded_by_user_id', 'created_at'],
  guarantor_invitations: ['application_id', 'expires_at', 'used_at', 'revoked_at', 'created_by_user_id', 'created_at'],
  job_leases: ['name', 'holder', 'lease_until', 'last_run_at'],
  loan_payment_totals: ['application_id', 'repayable', 'open', 'paid', 'owed'],
  loan_payments: ['id', 'application_id', 'payment_number', 'payment_amount', 'principal_amount', 'interest_amount', 'remaining_balance', 'due_date', 'paid_date', 'status', 'created_at'],
  number_sequences: ['name', 'year', 'last_value'],
  objects: ['id', 'key', 'content_type', 'size', 'status', 'owner_user_id', 'application_id', 'attached_user_id', 'attached_borrower_id', 'attached_document', 'upload_expires_at', 'created_at', 'attached_at'],
  pawn_loan_applications: [
    'id',
    'application_number',
    'borrower_id',
    'status',
    'id_document_type',
    'borrower_photo_verified',
    'borrower_trn_photo_verified',
    'borrower_signature_verified',
    'borrower_signature_method',
    'account_linked',
    'guarantor_consent',
    'guarantor_consent_at',
    'guarantor_invite_expires_at',
    'id_document_verified',
    'loan_amount',
    'interest_rate',
    'term_weeks',
    'payment_frequency',
    'weekly_instalment',
    'total_amount',
    'total_repayment',
    'late_fine',
    'late_fee_percent',
    'agreement_date',
    'valid_from',
    'ending_on',
    'start_date',
    'renewed_from_application_id',
    'disbursement_method',
    'disbursed_at',
    'disbursed_by_user_id',
    'settled_on',
    'created_at',
    'updated_at',
  ],
  // Pledges: numbers, states, amounts and dates; not what the goods are, where they are kept, the
  // police's names and references, or who collected them.
  pawn_items: [
    'id',
    'application_id',
    'item_number',
    'category',
    'metal',
    'karat',
    'weight_grams',
    'condition',
    'appraised_value',
    'status',
    'status_before_hold',
    'redeemed_at',
    'created_by_user_id',
    'created_at',
    'updated_at',
  ],
  pawn_police_holds: ['id', 'item_id', 'placed_by_user_id', 'placed_at', 'outcome', 'released_by_user_id', 'released_at'],
  pawn_redemptions: ['application_id', 'ticket_number', 'lost_ticket', 'signature_object_id', 'recorded_by_user_id', 'redeemed_at'],
  pawn_tickets: ['application_id', 'ticket_number', 'issued_on', 'redeemable_until', 'redemption_period_days', 'status', 'forfeiture_notice_sent_at', 'created_at'],
  // The sale book and surpluses (issue 32): figures, days and states; not the buyer, the auctioneer or who was paid.
  pledge_sales: [
    'id',
    'application_id',
    'ticket_number',
    'sale_date',
    'method',
    'sale_price',
    'sale_costs',
    'amount_owed',
    'surplus',
    'shortfall',
    'recorded_by_user_id',
    'created_at',
  ],
  pledge_surpluses: ['id', 'sale_id', 'amount', 'claimable_until', 'status', 'paid_at', 'method', 'receipt_number', 'paid_by_user_id', 'created_at'],
  password_reset_tokens: ['user_id', 'expires_at', 'used_at', 'created_at'],
  payment_month_totals: ['month', 'collected', 'count'],
  payment_pending_deltas: ['id', 'amount'],
  payment_totals: ['name', 'amount'],
  payments: ['id', 'loan_application_id', 'payment_amount', 'late_payment_charge', 'payment_method', 'payment_date', 'receipt_number', 'status', 'recorded_by_user_id', 'created_at', 'updated_at'],
  shop_settings: ['id', 'logo_object_id', 'redemption_period_days', 'updated_by_user_id', 'updated_at'],
  system_backups: ['id', 'filename', 'file_size', 'backup_type', 'status', 'record_count', 'created_at'],
  system_logs: ['id', 'level', 'event', 'message', 'request_id', 'created_at'],
  users: ['id', 'role', 'is_active', 'login_method', 'must_change_password', 'first_run_dismissed_at', 'created_at', 'updated_at'],
};

const shownToIt = new Map(Object.entries(SHOWN_TO_IT).map(([table, columns]) => [table, new Set(columns)]));

/** Which columns a role sees hidden or masked: super_admin sees all but secrets; it sees its allow-list. */
export function columnTreatment(table: string, column: string, role: TRole): 'hidden' | 'masked' | 'shown' {
  if (HIDDEN_COLUMN.test(column)) return 'hidden';
  if (role === 'super_admin') return 'shown';
  return shownToIt.get(table)?.has(column) ? 'shown' : 'masked';
}

/** A row as the browser shows it to this role. A hidden column reads [hidden] even when empty; an empty masked one stays null. */
export function maskRow(table: string, row: Record<string, unknown>, role: TRole): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  const carriesOneTimeLink = table === 'email_outbox' && ONE_TIME_LINK_MAIL_KINDS.has(String(row.kind));
  for (const [column, value] of Object.entries(row)) {
    const treatment = carriesOneTimeLink && MAIL_BODY_COLUMNS.has(column) ? 'hidden' : columnTreatment(table, column, role);
    shown[column] = treatment === 'hidden' ? HIDDEN_VALUE : treatment === 'shown' || value === null ? value : MASKED_VALUE;
  }
  return shown;
}
