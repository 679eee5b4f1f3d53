import { LOGIN_METHOD_LABELS, type TLoginMethod } from '@common/contracts/admin-users';
import { AUDIT_ACTION_LABELS } from '@common/contracts/audit';
import { applicationStatusLabel, isApplicationStatus } from '@common/application-status';
import { ROLE_LABELS, type TRole } from '@common/roles';

/** One readable line of an audit entry's summary: "Role: Loan Officer → Admin". */
export type TSummaryLine = { label: string; text: string; changed: boolean };

const MAX_TEXT = 120;

type TPlainObject = Record<string, unknown>;
const isPlainObject = (v: unknown): v is TPlainObject => typeof v === 'object' && v !== null && !Array.isArray(v);

// Names that read better than their words.
const KEY_LABELS: Record<string, string> = { isActive: 'Status', loginMethod: 'Login method', reviewNotes: 'Notes' };

/** "borrowerPhotoVerified" / "late_fee" / "a.b" to "Borrower photo verified" / "Late fee" / "A b". */
export function humanizeKey(key: string): string {
  const known = KEY_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  if (!words) return key;
  return words
    .replace(/\bid\b/g, 'ID')
    .replace(/\btrn\b/g, 'TRN')
    .replace(/\bip\b/g, 'IP')
    .replace(/\burl\b/g, 'URL')
    .replace(/^./, (c) => c.toUpperCase());
}

/** The action's name for people: the contract's label, else the code in words. */
export const actionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? humanizeKey(action);

const truncate = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A value as a person reads it; roles and statuses by their names, yes/no for flags. */
export function formatSummaryValue(value: unknown, key?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') {
    if (key === 'isActive') return value ? 'Active' : 'Inactive';
    return value ? 'Yes' : 'No';
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') {
    if (key === 'role' && value in ROLE_LABELS) return ROLE_LABELS[value as TRole];
    if (key === 'status' && isApplicationStatus(value)) return applicationStatusLabel(value);
    if (key === 'field') return humanizeKey(value);
    if (key === 'loginMethod' && value in LOGIN_METHOD_LABELS) return LOGIN_METHOD_LABELS[value as TLoginMethod];
    return truncate(value);
  }
  if (Array.isArray(value)) return truncate(value.map((v) => formatSummaryValue(v)).join(', ')) || '—';
  if (isPlainObject(value)) {
    return truncate(
      Object.entries(value)
        .map(([k, v]) => `${humanizeKey(k)}: ${formatSummaryValue(v, k)}`)
        .join(', '),
    );
  }
  return truncate(String(value));
}

const LEADING = ['Email', 'Application number', 'Borrower name'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** { from, to } or { before, after } inside one field: a change of that field. */
function asChangePair(value: unknown): { before: unknown; after: unknown } | null {
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 2 && 'from' in value && 'to' in value) return { before: value.from, after: value.to };
  if (keys.length === 2 && 'before' in value && 'after' in value) return { before: value.before, after: value.after };
  return null;
}

function changeLine(key: string, before: unknown, after: unknown, hasBefore: boolean, hasAfter: boolean): TSummaryLine {
  const label = humanizeKey(key);
  if (hasBefore && hasAfter) return { label, text: `${formatSummaryValue(before, key)} → ${formatSummaryValue(after, key)}`, changed: true };
  if (hasAfter) return { label, text: formatSummaryValue(after, key), changed: true };
  return { label, text: `${formatSummaryValue(before, key)} → removed`, changed: true };
}

/**
 * The summary an audit row stores (what changed: `before` and `after` of the fields touched, plus
 * context such as the e-mail or application number, or what was removed) as readable lines:
 * context first, then each change as "before → after". Unchanged fields are left out.
 */
export function formatAuditSummary(summary: Record<string, unknown> | null | undefined): TSummaryLine[] {
  if (!summary) return [];
  const before = isPlainObject(summary.before) ? summary.before : null;
  const after = isPlainObject(summary.after) ? summary.after : null;
  const context: TSummaryLine[] = [];
  const changes: TSummaryLine[] = [];

  for (const [key, value] of Object.entries(summary)) {
    if ((key === 'before' && before) || (key === 'after' && after)) continue;
    const pair = asChangePair(value);
    if (pair) {
      if (!same(pair.before, pair.after)) changes.push(changeLine(key, pair.before, pair.after, true, true));
      continue;
    }
    context.push({ label: humanizeKey(key), text: formatSummaryValue(value, key), changed: false });
  }

  if (before || after) {
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    for (const key of keys) {
      const hasBefore = !!before && key in before;
      const hasAfter = !!after && key in after;
      if (hasBefore && hasAfter && same(before[key], after?.[key])) continue;
      changes.push(changeLine(key, before?.[key], after?.[key], hasBefore, hasAfter));
    }
  }
  // The stored JSON keeps no key order: who or what it is about comes first, notes last.
  const rank = (line: TSummaryLine) => {
    const at = LEADING.indexOf(line.label);
    if (at >= 0) return at;
    return line.label === 'Notes' ? 2 * LEADING.length + 1 : LEADING.length;
  };
  const lines = [...context, ...changes];
  return lines.map((line, i) => ({ line, i })).sort((a, b) => rank(a.line) - rank(b.line) || a.i - b.i).map(({ line }) => line);
}

/** The same lines as one sentence, for narrow places and tests. */
export function summaryText(summary: Record<string, unknown> | null | undefined): string {
  return formatAuditSummary(summary)
    .map((line) => `${line.label}: ${line.text}`)
    .join('; ');
}
