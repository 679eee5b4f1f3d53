import {
  COLLECTION_MESSAGES as M,
  CONTACT_HOURS,
  MAX_CONTACTS_PER_WEEK,
  OPEN_COLLECTION_STATUSES,
  type TContact,
  type TLogContactRequest,
} from '@common/contracts/collections';
import { jamaicaWallClockOf } from '@common/jamaica-time';
import { centsToDecimalString, toCents } from '@common/money';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayNameOf } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { findApplicationById } from '../loans';
import { COLLECTION_ENTITY, nowOf, todayOf, type TClockDeps } from './collection-figures';
import { caseIdOf, toContact } from './collections-read.service';
import type { TStaff } from './collections.service';
import { countStaffContactsSince, insertContact, listContacts } from './collection-contacts.repository';
import { lockCase, updateCase, type TCaseChanges } from './collections.repository';

const WEEK_MS = 7 * 86_400_000;

/** The hour (0-23) on a Jamaica clock at an instant. */
export function jamaicaHourOf(at: Date): number {
  return Number(jamaicaWallClockOf(at).slice(11, 13));
}

/**
 * Fair collection (Microcredit Act conduct): a call or visit outside 08:00-20:00 Jamaica time, or a
 * fourth staff contact on a case within 7 days, is accepted but flagged. Answers the reason or null.
 */
export function fairCollectionFlag(input: { method: string; at: Date; contactsInLastWeek: number }): string | null {
  const reasons: string[] = [];
  const hour = jamaicaHourOf(input.at);
  if ((input.method === 'phone' || input.method === 'visit') && (hour < CONTACT_HOURS.from || hour >= CONTACT_HOURS.to)) {
    reasons.push('Outside 08:00-20:00 Jamaica time');
  }
  if (input.contactsInLastWeek >= MAX_CONTACTS_PER_WEEK) reasons.push(`Contact number ${input.contactsInLastWeek + 1} within 7 days`);
  return reasons.length > 0 ? reasons.join('; ') : null;
}

function promiseOf(body: TLogContactRequest, today: string): { amount: string; date: string } | null {
  const given = (body.promisedAmount !== null && body.promisedAmount !== undefined && body.promisedAmount !== '') || !!body.promisedDate;
  if (body.outcome !== 'promised_to_pay') {
    if (given) throw new AppError('BAD_REQUEST', M.promiseOnlyWithPromise);
    return null;
  }
  if (body.promisedAmount === null || body.promisedAmount === undefined || body.promisedAmount === '' || !body.promisedDate) {
    throw new AppError('BAD_REQUEST', M.promiseRequired);
  }
  const cents = toCents(body.promisedAmount);
  if (cents === null || cents <= 0) throw new AppError('BAD_REQUEST', M.promisedAmount);
  if (body.promisedDate < today) throw new AppError('BAD_REQUEST', M.promisedDatePast);
  return { amount: centsToDecimalString(cents), date: body.promisedDate };
}

/**
 * POST /api/collections/{id}/contacts: the contact joins the case's history; the case's last contact
 * follows it, a pending case moves to in progress, and a promise to pay becomes the case's promise.
 */
export async function logContact(deps: TClockDeps & { db: TDb }, input: { id: string; body: TLogContactRequest; staff: TStaff }): Promise<TContact> {
  const id = caseIdOf(input.id);
  const now = nowOf(deps);
  const today = todayOf(deps);
  const { body, staff } = input;
  const promise = promiseOf(body, today);
  return deps.db.transaction(async (tx) => {
    const current = await lockCase(tx, id);
    if (!current) throw new AppError('NOT_FOUND', M.notFound);
    if (!(OPEN_COLLECTION_STATUSES as readonly string[]).includes(current.collectionStatus)) throw new AppError('CONFLICT', M.closed);
    // A guarantor is asked only once the borrower has defaulted, and only the one the loan names (issue 33).
    if (body.party === 'guarantor') {
      const loan = await findApplicationById(tx, current.loanApplicationId);
      if (!loan || loan.status !== 'defaulted' || !loan.guarantorName?.trim()) throw new AppError('CONFLICT', M.guarantorOnlyDefaulted);
    }
    const recent = await countStaffContactsSince(tx, id, new Date(now.getTime() - WEEK_MS));
    const flagReason = fairCollectionFlag({ method: body.contactMethod, at: now, contactsInLastWeek: recent });
    const contactId = await insertContact(tx, {
      recordId: id,
      contactMethod: body.contactMethod,
      outcome: body.outcome,
      notes: body.notes || null,
      promisedAmount: promise?.amount ?? null,
      promisedDate: promise?.date ?? null,
      contactedAt: now,
      contactedByUserId: staff.user.id,
      contactedByName: displayNameOf(staff.user),
      flagReason,
      party: body.party ?? 'borrower',
    });
    const changes: TCaseChanges = { lastContactDate: today, contactMethod: body.contactMethod, contactNotes: body.notes || null };
    if (current.collectionStatus === 'pending') changes.collectionStatus = 'in_progress';
    if (promise) Object.assign(changes, { promisedAmount: promise.amount, promisedDate: promise.date, promiseMadeAt: now });
    await updateCase(tx, id, changes);
    await recordAudit(tx, staff, {
      action: 'collection.contact',
      entity: COLLECTION_ENTITY,
      entityId: id,
      summary: { contactId, party: body.party ?? 'borrower', contactMethod: body.contactMethod, outcome: body.outcome, promise, flagReason, collectionStatus: changes.collectionStatus ?? current.collectionStatus },
    });
    const saved = (await listContacts(tx, id)).find((c) => c.id === contactId);
    if (!saved) throw new Error(`contact ${contactId} vanished in its own transaction`);
    return toContact(saved);
  });
}
