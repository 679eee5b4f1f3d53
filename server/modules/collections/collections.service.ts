import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import {
  COLLECTION_MESSAGES as M,
  OPEN_COLLECTION_STATUSES,
  type TCollectionDetail,
  type TCreateCollectionRequest,
  type TCollector,
  type TFindOverdueResponse,
  type TOverdueLoan,
  type TUpdateCollectionRequest,
} from '@common/contracts/collections';
import { isUuid } from '@common/contracts/fields';
import type { TDb, TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { parseSearch } from '../../lib/list-search';
import type { TSessionUser } from '../../lib/session-user';
import { recordAudit, SYSTEM_ACTOR, type TAuditActor } from '../audit';
import { changeLoanStatus, ensureAllSchedules, lockApplication, OVERDUE_CANDIDATE_STATUSES, readLockedStanding, type TPawnLoanRow } from '../loans';
import { COLLECTION_ENTITY, figuresOf, todayOf, type TClockDeps } from './collection-figures';
import { caseIdOf, getCollection } from './collections-read.service';
import {
  findCase,
  insertCase,
  insertCasesForOverdueLoans,
  isActiveStaff,
  listCollectors,
  listOverdueLoansWithoutCase,
  lockCase,
  lockCollectionsRun,
  lockOpenCaseOfLoan,
  refreshOpenCases,
  setCaseFigures,
  updateCase,
  type TCaseChanges,
} from './collections.repository';

export type TCollectionDeps = TClockDeps & { db: TDb };
/** Who acts: the signed-in staff member and where the request came from. */
export type TStaff = { user: TSessionUser; ip: string };

const isOpen = (status: string) => (OPEN_COLLECTION_STATUSES as readonly string[]).includes(status);

/**
 * POST /api/collections/find-overdue (and the daily job): every open case brought to today's ledger
 * first (issue 30 item 7: a case never shows figures the ledger no longer has), then one case for
 * each overdue loan without an open one, in one statement. Schedules still missing (loans approved
 * before schedules existed) are built first, so the ledger's rule sees every loan.
 */
export async function findOverdue(deps: TCollectionDeps, actor: TAuditActor | typeof SYSTEM_ACTOR): Promise<TFindOverdueResponse> {
  const today = todayOf(deps);
  await ensureAllSchedules(deps.db);
  return deps.db.transaction(async (tx) => {
    await lockCollectionsRun(tx);
    await refreshOpenCasesAudited(tx, today);
    const { created, overdue } = await insertCasesForOverdueLoans(tx, today);
    const result = { created: created.length, alreadyOpen: overdue - created.length };
    if (created.length > 0) {
      await recordAudit(tx, actor, {
        action: 'collection.find-overdue',
        entity: COLLECTION_ENTITY,
        entityId: null,
        summary: { ...result, day: today, cases: created.map((c) => c.id) },
      });
    }
    return result;
  });
}

/**
 * The daily job's refresh: every open case's figures brought to today's ledger (days past due,
 * amounts, derived priority), and cases whose loan is no longer overdue resolved (a safety net:
 * payments resolve their case at once).
 */
export async function refreshCases(deps: TCollectionDeps): Promise<{ resolved: number }> {
  const today = todayOf(deps);
  return deps.db.transaction(async (tx) => {
    await lockCollectionsRun(tx);
    return { resolved: await refreshOpenCasesAudited(tx, today) };
  });
}

/** Every open case to the ledger of a day, each one this resolves audited; the collections run's lock is held. */
async function refreshOpenCasesAudited(tx: TExecutor, today: string): Promise<number> {
  const { resolved } = await refreshOpenCases(tx, today);
  for (const c of resolved) {
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'collection.resolve',
      entity: COLLECTION_ENTITY,
      entityId: c.id,
      summary: { loanApplicationId: c.loanApplicationId, after: { collectionStatus: 'resolved' }, notes: 'Paid up to date' },
    });
  }
  return resolved.length;
}

async function collectorIdOf(db: TExecutor, raw: string | null | undefined): Promise<string | null> {
  if (raw === null || raw === undefined || raw === '') return null;
  if (!isUuid(raw) || !(await isActiveStaff(db, raw))) throw new AppError('BAD_REQUEST', M.collectorNotStaff);
  return raw.toLowerCase();
}

/** POST /api/collections: the New Collection form, for an overdue loan without an open case. */
export async function createCollection(deps: TCollectionDeps, input: { body: TCreateCollectionRequest; staff: TStaff }): Promise<TCollectionDetail> {
  const { body } = input;
  const today = todayOf(deps);
  if (!isUuid(body.loanApplicationId)) throw new AppError('NOT_FOUND', M.loanNotFound);
  const collectorId = await collectorIdOf(deps.db, body.assignedCollectorId);
  const id = await deps.db.transaction(async (tx) => {
    const loan = await lockApplication(tx, body.loanApplicationId.toLowerCase());
    if (!loan) throw new AppError('NOT_FOUND', M.loanNotFound);
    if (!(OVERDUE_CANDIDATE_STATUSES as readonly string[]).includes(loan.status)) throw new AppError('CONFLICT', M.notOverdue);
    const { summary } = await readLockedStanding(tx, loan, today);
    if (!summary.isOverdue) throw new AppError('CONFLICT', M.notOverdue);
    const figures = figuresOf(summary, today);
    const created = await insertCase(tx, {
      ...figures,
      loanApplicationId: loan.id,
      priority: body.priority,
      contactMethod: body.contactMethod ?? null,
      contactNotes: body.notes || null,
      nextFollowUpDate: body.nextFollowUpDate ?? null,
      assignedCollectorId: collectorId,
    });
    if (!created) throw new AppError('CONFLICT', M.alreadyOpen);
    await recordAudit(tx, input.staff, {
      action: 'collection.create',
      entity: COLLECTION_ENTITY,
      entityId: created,
      summary: { applicationNumber: loan.applicationNumber, priority: body.priority, amountDue: figures.amountDue, assignedCollectorId: collectorId },
    });
    return created;
  });
  return getCollection(deps, id);
}

/**
 * PATCH /api/collections/{id}. Takes the loan's lock before the case's (as a payment does), so a
 * write-off and a payment on the same loan queue instead of deadlocking. written_off is for admin
 * and super_admin and defaults the loan; resolved is the ledger's to set (when nothing is overdue).
 */
export async function updateCollection(deps: TCollectionDeps, input: { id: string; body: TUpdateCollectionRequest; staff: TStaff }): Promise<TCollectionDetail> {
  const id = caseIdOf(input.id);
  const { body, staff } = input;
  const today = todayOf(deps);
  if (body.collectionStatus === 'written_off' && !can(staff.user.role as TRole, 'collections.writeOff')) throw new AppError('FORBIDDEN', M.writeOffNotAllowed);
  const collectorId = body.assignedCollectorId === undefined ? undefined : await collectorIdOf(deps.db, body.assignedCollectorId);
  await deps.db.transaction(async (tx) => {
    const peek = await findCase(tx, id, today);
    if (!peek) throw new AppError('NOT_FOUND', M.notFound);
    const loan = await lockApplication(tx, peek.loanApplicationId);
    const current = await lockCase(tx, id);
    if (!current || !loan) throw new AppError('NOT_FOUND', M.notFound);
    if (!isOpen(current.collectionStatus)) throw new AppError('CONFLICT', M.closed);

    const changes: TCaseChanges = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const note = (key: keyof TLockedFields, from: unknown, to: unknown) => {
      if (from === to) return;
      before[key] = from;
      after[key] = to;
    };
    if (body.priority !== undefined) {
      changes.priority = body.priority;
      changes.priorityByStaff = true;
      note('priority', current.priority, body.priority);
    }
    if (body.nextFollowUpDate !== undefined) {
      changes.nextFollowUpDate = body.nextFollowUpDate;
      note('nextFollowUpDate', current.nextFollowUpDate, body.nextFollowUpDate);
    }
    if (collectorId !== undefined) {
      changes.assignedCollectorId = collectorId;
      note('assignedCollectorId', current.assignedCollectorId, collectorId);
    }
    if (body.resolutionNotes !== undefined) {
      changes.resolutionNotes = body.resolutionNotes || null;
      note('resolutionNotes', current.resolutionNotes, changes.resolutionNotes);
    }
    const status = body.collectionStatus;
    if (status !== undefined && status !== current.collectionStatus) {
      if (status === 'resolved') {
        const { summary } = await readLockedStanding(tx, loan, today);
        if (summary.isOverdue) throw new AppError('CONFLICT', M.resolveNeedsPayment);
        changes.resolutionDate = today;
      }
      if (status === 'written_off') {
        if (loan.status === 'approved' || loan.status === 'active') {
          await changeLoanStatus(tx, loan, { from: loan.status, to: 'defaulted', notes: `Written off in collections${body.resolutionNotes ? `: ${body.resolutionNotes}` : ''}`, by: staff, kind: 'write-off' });
        }
        const { summary } = await readLockedStanding(tx, loan, today);
        await setCaseFigures(tx, id, figuresOf(summary, today));
        changes.resolutionDate = today;
      }
      changes.collectionStatus = status;
      note('collectionStatus', current.collectionStatus, status);
    }
    await updateCase(tx, id, changes);
    if (Object.keys(after).length > 0) {
      await recordAudit(tx, staff, {
        action: status === 'written_off' ? 'collection.write-off' : 'collection.update',
        entity: COLLECTION_ENTITY,
        entityId: id,
        summary: { applicationNumber: loan.applicationNumber, before, after },
      });
    }
  });
  return getCollection(deps, id);
}

type TLockedFields = { priority: string; nextFollowUpDate: string | null; assignedCollectorId: string | null; resolutionNotes: string | null; collectionStatus: string };

/**
 * Called by the payments module inside the transaction that records or deletes a payment, with the
 * loan's lock held (wired in app.ts: payments cannot import collections). The loan's open case takes
 * the ledger's new figures; when nothing on the loan is overdue any more it resolves, "Paid up to date".
 */
export async function settleCaseAfterPayment(tx: TExecutor, loan: TPawnLoanRow, by: TAuditActor, now: Date): Promise<void> {
  const today = todayOf({ now: () => now });
  const current = await lockOpenCaseOfLoan(tx, loan.id);
  if (!current) return;
  const open = current.id;
  const { summary } = await readLockedStanding(tx, loan, today);
  const figures = figuresOf(summary, today);
  await setCaseFigures(tx, open, figures);
  if (summary.isOverdue) return;
  await updateCase(tx, open, { collectionStatus: 'resolved', resolutionDate: today, resolutionNotes: current.resolutionNotes ? `${current.resolutionNotes}\nPaid up to date` : 'Paid up to date' });
  await recordAudit(tx, by, {
    action: 'collection.resolve',
    entity: COLLECTION_ENTITY,
    entityId: open,
    summary: { applicationNumber: loan.applicationNumber, before: { collectionStatus: current.collectionStatus }, after: { collectionStatus: 'resolved' }, notes: 'Paid up to date' },
  });
}

/**
 * A loan settled by the sale of its forfeited pledge (issue 32): its open case, if any, resolves
 * with the sale noted; nothing on the loan is overdue after it. In the seller's transaction.
 */
export async function resolveCaseAfterSale(tx: TExecutor, loan: Pick<TPawnLoanRow, 'id' | 'applicationNumber'>, by: TAuditActor, input: { day: string; notes: string }): Promise<void> {
  const current = await lockOpenCaseOfLoan(tx, loan.id);
  if (!current) return;
  const notes = current.resolutionNotes ? `${current.resolutionNotes}\n${input.notes}` : input.notes;
  await updateCase(tx, current.id, { collectionStatus: 'resolved', resolutionDate: input.day, resolutionNotes: notes });
  await recordAudit(tx, by, {
    action: 'collection.resolve',
    entity: COLLECTION_ENTITY,
    entityId: current.id,
    summary: { applicationNumber: loan.applicationNumber, before: { collectionStatus: current.collectionStatus }, after: { collectionStatus: 'resolved' }, notes: input.notes },
  });
}

/** GET /api/collections/overdue-loans: the New Collection picker, most overdue first. */
export async function listOverdueLoanChoices(deps: TCollectionDeps, q: string): Promise<TOverdueLoan[]> {
  return listOverdueLoansWithoutCase(deps.db, todayOf(deps), parseSearch(q), 50);
}

/** GET /api/collections/collectors: active staff, for the collector picker. */
export async function listCollectorChoices(deps: TCollectionDeps): Promise<TCollector[]> {
  return listCollectors(deps.db);
}
