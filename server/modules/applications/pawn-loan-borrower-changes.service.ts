import {
  BORROWER_CHANGE_FIELDS,
  BORROWER_CHANGE_LABELS,
  BORROWER_CHANGE_MESSAGES as M,
  type TApplicationBorrowerRecord,
  type TBorrowerChange,
  type TBorrowerChangeDecisionRequest,
  type TBorrowerChangeField,
} from '@common/contracts/borrower-changes';
import type { TDb, TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listEntityAudit, recordAudit, type TAuditActor, type TAuditEntryRow } from '../audit';
import { acceptBorrowerChange, isProposedChange, readBorrowerForProposals, type TBorrowerFieldValues } from '../borrowers';
import type { TPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import { APPLICATION_ENTITY, applicationIdOf, findApplicationById, lockExistingApplication, type TPawnLoanRow } from '../loans';
import { updateReviewFields } from './pawn-loan-review.repository';
import { getPawnLoanDetail } from './pawn-loan-review.service';

// DESIGN decision 18 (issue 29 item 5): an application never rewrites the borrower record it names.
// What it says differently is shown at review as proposed changes, which staff accept (the record
// takes the value) or ignore, one field at a time; each decision is an audit row, and those rows
// are what the review reads back, so a decision is recorded exactly once, where it is audited.
export const BORROWER_CHANGE_ACTION = 'application.borrowerChange';
export const BORROWER_LINK_ACTION = 'application.borrowerLink';

type TDecisionSummary = { field?: unknown; decision?: unknown; before?: unknown; after?: unknown };

/** What the application says for each field the record has. */
function applicationValuesOf(row: TPawnLoanRow): TBorrowerFieldValues {
  return {
    name: row.borrowerName,
    phone: row.borrowerPhone,
    address: row.borrowerAddress,
    trn: row.borrowerTRN,
    photo: row.borrowerPhotoUrl,
    trnPhoto: row.borrowerTrnPhotoUrl,
    signature: row.borrowerSignatureUrl,
  };
}

/** The check the application's own file of a document field has (the review's Verify / Reject). */
function fileCheckOf(row: TPawnLoanRow, field: TBorrowerChangeField): string {
  if (field === 'photo') return row.borrowerPhotoVerified;
  if (field === 'trnPhoto') return row.borrowerTrnPhotoVerified;
  if (field === 'signature') return row.borrowerSignatureVerified;
  return 'pending';
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The latest decision staff recorded for each field of this application. */
function decisionsOf(rows: TAuditEntryRow[]): Map<TBorrowerChangeField, TBorrowerChange> {
  const decided = new Map<TBorrowerChangeField, TBorrowerChange>();
  for (const row of rows) {
    const summary = (row.summary ?? {}) as TDecisionSummary;
    const field = BORROWER_CHANGE_FIELDS.find((f) => f === summary.field);
    if (!field || (summary.decision !== 'accept' && summary.decision !== 'ignore')) continue;
    decided.set(field, {
      field,
      label: BORROWER_CHANGE_LABELS[field],
      from: textOrNull(summary.before),
      to: textOrNull(summary.after) ?? '',
      decision: summary.decision === 'accept' ? 'accepted' : 'ignored',
      decidedBy: row.userEmail,
      decidedAt: row.createdAt.toISOString(),
    });
  }
  return decided;
}

/** The review's view of the application's borrower record: the link, and every change proposed or decided, in field order. */
async function borrowerRecordOf(db: TExecutor, row: TPawnLoanRow): Promise<TApplicationBorrowerRecord> {
  const record = row.borrowerId ? await readBorrowerForProposals(db, row.borrowerId) : null;
  if (!record) return { borrowerId: null, recordHasAccount: false, linkedToAccount: false, changes: [] };
  const decided = decisionsOf(await listEntityAudit(db, { entity: APPLICATION_ENTITY, entityId: row.id, action: BORROWER_CHANGE_ACTION }));
  const proposed = applicationValuesOf(row);
  const changes = BORROWER_CHANGE_FIELDS.flatMap((field): TBorrowerChange[] => {
    const decision = decided.get(field);
    if (decision) return [decision];
    const to = proposed[field];
    if (!to || !isProposedChange(field, record.values[field], to)) return [];
    return [{ field, label: BORROWER_CHANGE_LABELS[field], from: record.values[field], to, decision: null, decidedBy: null, decidedAt: null }];
  });
  return { borrowerId: record.id, recordHasAccount: record.userId !== null, linkedToAccount: row.accountLinked, changes };
}

/** GET /api/pawn-loans/{id}: the application, its history and the borrower record it names. */
export async function getPawnLoanReview(db: TDb, rawId: string): Promise<TPawnLoanDetailResponse> {
  const detail = await getPawnLoanDetail(db, rawId);
  const row = await findApplicationById(db, detail.application.id);
  if (!row) return detail;
  return { ...detail, borrowerRecord: await borrowerRecordOf(db, row) };
}

/**
 * POST /api/pawn-loans/{id}/borrower-changes: accept or ignore one proposed change. Holding the
 * record and the application, so two staff deciding at once queue and the second is told it is
 * decided. Audited on the application with the record's value before and the proposed one.
 */
export async function decideBorrowerChange(
  db: TDb,
  input: { id: string; body: TBorrowerChangeDecisionRequest; actor: TAuditActor },
): Promise<TApplicationBorrowerRecord> {
  const id = applicationIdOf(input.id);
  const { field, decision } = input.body;
  return db.transaction(async (tx) => {
    // The record first, then the application: the order a borrower's delete takes them in, so the
    // two queue instead of deadlocking. An application's borrower never changes.
    const named = await findApplicationById(tx, id);
    if (named?.borrowerId) await readBorrowerForProposals(tx, named.borrowerId, { lock: true });
    const row = await lockExistingApplication(tx, id);
    const before = await borrowerRecordOf(tx, row);
    if (!before.borrowerId) throw new AppError('CONFLICT', M.noRecord);
    const change = before.changes.find((c) => c.field === field);
    if (!change) throw new AppError('CONFLICT', M.noChange);
    if (change.decision) throw new AppError('CONFLICT', M.decided);
    if (decision === 'accept') await acceptBorrowerChange(tx, before.borrowerId, { field, value: change.to, fileCheck: fileCheckOf(row, field) });
    await recordAudit(tx, input.actor, {
      action: BORROWER_CHANGE_ACTION,
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: { applicationNumber: row.applicationNumber, borrowerId: before.borrowerId, field, decision, before: change.from, after: change.to },
    });
    return borrowerRecordOf(tx, row);
  });
}

/**
 * POST /api/pawn-loans/{id}/borrower-link: staff confirm the application is the borrower's own, so
 * it shows in their account (their loans, payments, documents). Linking a linked one changes
 * nothing and writes no audit row.
 */
export async function linkApplicationToBorrower(db: TDb, input: { id: string; actor: TAuditActor }): Promise<TApplicationBorrowerRecord> {
  const id = applicationIdOf(input.id);
  return db.transaction(async (tx) => {
    const row = await lockExistingApplication(tx, id);
    if (!row.borrowerId) throw new AppError('CONFLICT', M.noRecord);
    if (row.accountLinked) return borrowerRecordOf(tx, row);
    const updated = await updateReviewFields(tx, id, { accountLinked: true });
    await recordAudit(tx, input.actor, {
      action: BORROWER_LINK_ACTION,
      entity: APPLICATION_ENTITY,
      entityId: id,
      summary: { applicationNumber: row.applicationNumber, borrowerId: row.borrowerId },
    });
    return borrowerRecordOf(tx, updated);
  });
}
