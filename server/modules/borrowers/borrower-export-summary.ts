import { AUDIT_ACTION_LABELS } from '@common/contracts/audit';
import type { TBorrowerExport } from '@common/contracts/borrowers';
import { PAYMENT_METHOD_LABELS, type TPaymentMethod } from '@common/contracts/payments';
import { applicationStatusLabel, FREQUENCY_LABELS, type TPaymentFrequency } from '@common/application-status';
import { jamaicaDayOf, jamaicaWallClockOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';
import { formatCents } from '@common/money';
import { humanizeStatus } from '@common/status-display';

// The data export as the person it is about reads it: the same rows as the JSON file, in
// sections with plain labels, dates day first in Jamaica time and amounts in J$. Pure: the PDF
// (borrower-export.pdf.ts) only lays these parts out.

type TRow = Record<string, unknown>;
export type TFacts = { kind: 'facts'; title?: string; rows: [string, string][] };
export type TTable = { kind: 'table'; title?: string; columns: { title: string; width: number }[]; rows: string[][]; empty: string };
export type TNote = { kind: 'note'; text: string };
export type TSummarySection = { title: string; parts: (TFacts | TTable | TNote)[] };
export type TReadableExport = { personName: string; intro: string[]; sections: TSummarySection[] };

const DASH = '—';
const textOf = (v: unknown): string => (v === null || v === undefined || v === '' ? DASH : String(v));
const isSet = (v: unknown) => v !== null && v !== undefined && v !== '';
/** A date column ("2026-11-27") day first. */
const dayOf = (v: unknown): string => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? formatDayFirst(v.slice(0, 10)) : DASH);
/** A timestamp as the Jamaica day it fell on. */
const dateOf = (v: unknown): string => (isSet(v) && !Number.isNaN(new Date(String(v)).getTime()) ? formatDayFirst(jamaicaDayOf(new Date(String(v)))) : DASH);
/** A timestamp as Jamaica day and time, "27/11/2026 09:05". */
const whenOf = (v: unknown): string => (dateOf(v) === DASH ? DASH : `${dateOf(v)} ${jamaicaWallClockOf(new Date(String(v))).slice(11, 16)}`);
const centsOf = (v: unknown): number => Math.round(Number(v ?? 0) * 100);
const moneyOf = (v: unknown): string => (isSet(v) && Number.isFinite(Number(v)) ? formatCents(centsOf(v)) : DASH);

const DOCUMENT_NAMES: Record<string, string> = { photo: 'Your photo', trn: 'Photo of your TRN card', signature: 'Your signature', idDocument: 'Your ID document' };
const ID_TYPES: Record<string, string> = { passport: 'Passport', drivers_license: "Driver's licence", government_id: 'Government ID' };
const SCREENS: Record<string, string> = { 'borrower-details': 'Borrower details', 'review-dialog': 'Application review', api: 'Other' };
const CHECKS: Record<string, string> = { pending: 'Not checked yet', verified: 'Checked and accepted', rejected: 'Checked and refused' };
const CONTENT_TYPES: Record<string, string> = { 'image/jpeg': 'JPEG image', 'image/png': 'PNG image', 'image/webp': 'WebP image', 'application/pdf': 'PDF document' };

// What was done to the person's records, in their words (the Activity view's names for the rest).
const ACTIONS: Record<string, string> = {
  'borrower.create': 'Your record was created',
  'borrower.profile': 'Your details were changed',
  'borrower.bankAccount': 'Your bank account was changed',
  'borrower.creditStatus': 'Your credit status was set',
  'borrower.document': 'A document was put on your record',
  'borrower.documentVerification': 'A document was checked',
  'borrower.export': 'A copy of your data was made',
  'application.submit': 'An application was entered by staff',
  'application.status': "An application's status changed",
  'application.frequency': 'The payment frequency changed',
  'application.verification': "An application's document was checked",
  'application.photo': 'Your photo was replaced',
  'payment.record': 'A payment was recorded',
  'payment.delete': 'A payment was removed',
  'payment.resend': 'A receipt was sent again',
  'collection.create': 'A collection case was opened',
  'collection.contact': 'A contact about a late payment was recorded',
  'collection.resolve': 'A collection case was closed',
};
const actionOf = (action: unknown) => ACTIONS[String(action)] ?? AUDIT_ACTION_LABELS[String(action)] ?? humanizeStatus(String(action).replace(/\./g, ' '));

const uploadId = (path: unknown) => (typeof path === 'string' ? (path.split('/').pop() ?? '') : '');

/** What an upload is to the person: which document of their record or of which application. */
function documentRole(file: TRow, data: TBorrowerExport): string {
  const id = String(file.id);
  const b = data.borrower;
  const own: [unknown, string][] = [
    [b.photo_url, 'photo'],
    [b.trn_photo_url, 'trn'],
    [b.signature_url, 'signature'],
    [b.id_document_url, 'idDocument'],
  ];
  const mine = own.find(([path]) => uploadId(path) === id);
  if (mine) return DOCUMENT_NAMES[mine[1]] ?? DASH;
  for (const a of data.applications) {
    const onApp: [unknown, string][] = [
      [a.borrower_photo_url, 'photo'],
      [a.borrower_trn_photo_url, 'trn'],
      [a.borrower_signature_url, 'signature'],
      [a.id_document_url, 'idDocument'],
    ];
    const hit = onApp.find(([path]) => uploadId(path) === id);
    if (hit) return `${DOCUMENT_NAMES[hit[1]]} (application ${textOf(a.application_number)})`;
  }
  return isSet(file.attached_document) ? (DOCUMENT_NAMES[String(file.attached_document)] ?? 'Document') : 'Document';
}

function personalDetails(data: TBorrowerExport): TSummarySection {
  const b = data.borrower;
  const rows: [string, string][] = [
    ['Name', textOf(b.name)],
    ['E-mail', textOf(b.email)],
    ['Phone', textOf(b.phone)],
    ['Address', textOf(b.address)],
    ['ID number', textOf(b.id_number)],
    ['TRN', textOf(b.trn)],
    ['Bank account number', textOf(b.bank_account_number)],
    ['Credit status with us', humanizeStatus(String(b.effective_credit ?? ''))],
    ['On our records since', dateOf(b.created_at)],
  ];
  const parts: TSummarySection['parts'] = [{ kind: 'facts', rows }];
  const account = data.account;
  if (account) {
    const signIn = account.login_method === 'local' ? 'Password' : 'Outside account';
    parts.push({ kind: 'facts', title: 'Your sign-in account', rows: [['E-mail', textOf(account.email)], ['Signs in with', signIn], ['Opened', dateOf(account.created_at)]] });
  }
  return { title: '1. Your personal details', parts };
}

function documentsHeld(data: TBorrowerExport): TSummarySection {
  const b = data.borrower;
  const columns: [string, string][] = [
    ['photo', 'photo'],
    ['trn', 'trn_photo'],
    ['signature', 'signature'],
    ['idDocument', 'id_document'],
  ];
  const checks: [string, string][] = columns.map(([document, column]) => {
    const state = String(b[`${column}_verified`] ?? '');
    const at = isSet(b[`${column}_verified_at`]) ? ` on ${dateOf(b[`${column}_verified_at`])}` : '';
    return [DOCUMENT_NAMES[document] ?? DASH, `${CHECKS[state] ?? humanizeStatus(state)}${at}`];
  });
  const files = data.documents.map((f) => [
    documentRole(f, data),
    CONTENT_TYPES[String(f.content_type)] ?? textOf(f.content_type),
    isSet(f.size) ? `${Math.max(1, Math.round(Number(f.size) / 1024))} KB` : DASH,
    dateOf(f.created_at),
  ]);
  return {
    title: '2. Documents we hold',
    parts: [
      { kind: 'table', columns: [{ title: 'Document', width: 0.5 }, { title: 'Kind', width: 0.18 }, { title: 'Size', width: 0.12 }, { title: 'Received', width: 0.2 }], rows: files, empty: 'We hold no documents or photos of you.' },
      { kind: 'facts', title: 'Our checks of your current documents', rows: checks },
    ],
  };
}

function loanParts(a: TRow, data: TBorrowerExport): TSummarySection['parts'] {
  const schedule = data.schedules.filter((s) => s.application_id === a.id);
  const interestCents = centsOf(a.total_amount) - centsOf(a.loan_amount);
  const frequency = FREQUENCY_LABELS[a.payment_frequency as TPaymentFrequency] ?? textOf(a.payment_frequency);
  const rows: [string, string][] = [
    ['Status', applicationStatusLabel(String(a.status ?? ''))],
    ['Applied on', dateOf(a.created_at)],
    ['Amount lent', moneyOf(a.loan_amount)],
    ['Interest', `${formatCents(interestCents)} (${textOf(a.interest_rate)}% of the amount lent)`],
    ['Total to repay', moneyOf(a.total_amount)],
    ['Weekly instalment', `${moneyOf(a.weekly_instalment)} (paid ${frequency.toLowerCase()})`],
    ['Term', `${textOf(a.term_weeks)} weeks`],
    // The schedule's days when the loan has one (the end is its last instalment's due day);
    // else the dates the application proposed.
    ['Starts', isSet(a.start_date) ? dayOf(a.start_date) : dateOf(a.valid_from)],
    ['Ends', schedule.length > 0 ? dayOf(schedule.at(-1)?.due_date) : dateOf(a.ending_on)],
    ['Item pledged', textOf(a.collateral_property)],
    ['ID document', isSet(a.id_document_type) ? `${ID_TYPES[String(a.id_document_type)] ?? textOf(a.id_document_type)} ${textOf(a.id_document_number)}, expires ${dayOf(a.id_expiry_date)}` : DASH],
  ];
  if (isSet(a.guarantor_name)) rows.push(['Guarantor', [a.guarantor_name, a.guarantor_phone, isSet(a.guarantor_trn) ? `TRN ${String(a.guarantor_trn)}` : null].filter(isSet).join(', ')]);
  const parts: TSummarySection['parts'] = [{ kind: 'facts', title: `Application ${textOf(a.application_number)}`, rows }];

  const history = data.statusHistory.filter((h) => h.application_id === a.id);
  if (history.length > 0) {
    parts.push({
      kind: 'table',
      columns: [{ title: 'When', width: 0.22 }, { title: 'Change', width: 0.3 }, { title: 'By', width: 0.2 }, { title: 'Notes', width: 0.28 }],
      rows: history.map((h) => [whenOf(h.created_at), `${isSet(h.from_status) ? `${applicationStatusLabel(String(h.from_status))} to ` : ''}${applicationStatusLabel(String(h.to_status ?? ''))}`, textOf(h.changed_by_name), textOf(h.notes)]),
      empty: '',
    });
  }
  if (schedule.length > 0) {
    parts.push({
      kind: 'table',
      title: 'Repayment schedule',
      columns: [{ title: 'Payment', width: 0.16 }, { title: 'Due', width: 0.24 }, { title: 'Amount', width: 0.3 }, { title: 'State', width: 0.3 }],
      rows: schedule.map((s) => [textOf(s.payment_number), dayOf(s.due_date), moneyOf(s.payment_amount), humanizeStatus(String(s.status ?? ''))]),
      empty: '',
    });
  }
  for (const c of data.collectionRecords.filter((r) => r.loan_application_id === a.id)) {
    const contacts = Array.isArray(c.contacts) ? (c.contacts as TRow[]) : [];
    parts.push({
      kind: 'table',
      title: `Late payment case opened ${dateOf(c.created_at)}: ${humanizeStatus(String(c.collection_status ?? ''))}, ${moneyOf(c.outstanding_amount)} outstanding`,
      columns: [{ title: 'Contact', width: 0.22 }, { title: 'How', width: 0.16 }, { title: 'Outcome', width: 0.22 }, { title: 'Notes', width: 0.4 }],
      rows: contacts.map((k) => [whenOf(k.contacted_at), humanizeStatus(String(k.contact_method ?? '')), humanizeStatus(String(k.outcome ?? '')), textOf(k.notes)]),
      empty: 'No contacts recorded.',
    });
  }
  return parts;
}

/** The export's rows as the sections of the readable summary. */
export function summarizeBorrowerExport(data: TBorrowerExport, shopName: string): TReadableExport {
  const personName = textOf(data.borrower.name);
  const numberOf = new Map(data.applications.map((a) => [a.id, textOf(a.application_number)]));
  const loans: TSummarySection = {
    title: '3. Your applications and loans',
    parts: data.applications.length > 0 ? data.applications.flatMap((a) => loanParts(a, data)) : [{ kind: 'note', text: 'You have no applications with us.' }],
  };
  const payments: TSummarySection = {
    title: '4. Your payments',
    parts: [
      {
        kind: 'table',
        columns: [{ title: 'Date', width: 0.14 }, { title: 'Receipt', width: 0.2 }, { title: 'Loan', width: 0.2 }, { title: 'Amount', width: 0.16 }, { title: 'Late fee', width: 0.14 }, { title: 'Method', width: 0.16 }],
        rows: data.payments.map((p) => [
          dateOf(p.payment_date),
          textOf(p.receipt_number),
          numberOf.get(p.loan_application_id) ?? DASH,
          moneyOf(p.payment_amount),
          moneyOf(p.late_payment_charge),
          PAYMENT_METHOD_LABELS[p.payment_method as TPaymentMethod] ?? textOf(p.payment_method),
        ]),
        empty: 'No payments recorded.',
      },
    ],
  };
  const access: TSummarySection = {
    title: '5. Who opened your documents',
    parts: [
      { kind: 'note', text: 'Every time a member of our staff opened your photo, TRN photo, signature or ID document.' },
      {
        kind: 'table',
        columns: [{ title: 'When', width: 0.19 }, { title: 'Staff member', width: 0.37 }, { title: 'Document', width: 0.25 }, { title: 'Screen', width: 0.19 }],
        rows: data.accessLog.map((x) => [whenOf(x.created_at), textOf(x.staff_email), DOCUMENT_NAMES[String(x.document)] ?? textOf(x.document), SCREENS[String(x.via)] ?? textOf(x.via)]),
        empty: 'No one has opened your documents.',
      },
    ],
  };
  const changes: TSummarySection = {
    title: '6. Changes to your records',
    parts: [
      {
        kind: 'table',
        columns: [{ title: 'When', width: 0.19 }, { title: 'What', width: 0.41 }, { title: 'By', width: 0.4 }],
        rows: data.auditTrail.map((l) => [whenOf(l.created_at), actionOf(l.action), isSet(l.user_email) ? String(l.user_email) : 'Automatic']),
        empty: 'No changes recorded.',
      },
    ],
  };
  return {
    personName,
    intro: [
      `Everything ${shopName} holds about ${personName}, as on ${whenOf(data.exportedAt)} (Jamaica time), under the Data Protection Act, 2020.`,
      `Prepared by ${data.exportedBy}. A data file (JSON) with the same records in full, as we store them, is available with this summary.`,
      'If anything here is wrong or out of date, tell us and we will correct it.',
    ],
    sections: [personalDetails(data), documentsHeld(data), loans, payments, access, changes],
  };
}
