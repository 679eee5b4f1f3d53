import { REMINDER_OUTCOME, REMINDER_STAGE_OFFSETS, REMINDER_STAGES, type TReminderSettings, type TReminderStage } from '@common/contracts/collections';
import { formatDayFirst } from '@common/loan-ledger';
import { formatJmd } from '@common/money';
import type { TDb, TExecutor } from '../../db/client';
import { enqueueEmails, type TOutgoingEmail } from '../../lib/outbox.repository';
import { recordAudit } from '../audit';
import { ensureAllSchedules } from '../loans';
import { COLLECTION_ENTITY, nowOf, todayOf, type TClockDeps } from './collection-figures';
import { claimReminders, readReminderStages, setReminderOutboxIds, writeReminderStage, type TClaimedReminder } from './collection-reminders.repository';
import type { TStaff } from './collections.service';
import { insertContact } from './collection-contacts.repository';

/** Who the history names for a reminder the system sent. */
export const REMINDER_SENDER = 'Automatic reminder';

/**
 * The days (before today, so negative is after) in which an instalment's due date makes each stage
 * due. A window rather than one day, so a day the job did not run is caught up the next; the
 * (loan, instalment, stage) key keeps it to one reminder.
 */
const WINDOWS: Record<TReminderStage, { fromDays: number; toDays: number }> = {
  before_due: { fromDays: REMINDER_STAGE_OFFSETS.before_due, toDays: -1 },
  past_due_1: { fromDays: REMINDER_STAGE_OFFSETS.past_due_1, toDays: REMINDER_STAGE_OFFSETS.past_due_7 - 1 },
  past_due_7: { fromDays: REMINDER_STAGE_OFFSETS.past_due_7, toDays: REMINDER_STAGE_OFFSETS.past_due_7 + 6 },
};

export function buildReminderEmail(stage: TReminderStage, r: TClaimedReminder): TOutgoingEmail {
  const amount = formatJmd(r.instalmentAmount);
  const due = formatDayFirst(r.dueDate);
  const line =
    stage === 'before_due'
      ? `This is a reminder that payment ${r.paymentNumber} of ${amount} on your loan ${r.applicationNumber} falls due on ${due}.`
      : `Payment ${r.paymentNumber} of ${amount} on your loan ${r.applicationNumber} was due on ${due} and has not been paid in full. Please pay as soon as you can, or talk to us about it.`;
  const subject = stage === 'before_due' ? `Payment reminder: ${r.applicationNumber} due ${due}` : `Payment overdue: ${r.applicationNumber} was due ${due}`;
  return {
    toAddress: r.borrowerEmail,
    subject,
    textBody: `Dear ${r.borrowerName},\n\n${line}\n\nIf you have already paid, please ignore this message. How to reach us is below.\n`,
    kind: 'collection-reminder',
    relatedEntity: 'application',
    relatedId: r.applicationId,
  };
}

async function sendStage(tx: TExecutor, stage: TReminderStage, today: string, now: Date): Promise<number> {
  const claimed = await claimReminders(tx, { today, stage, ...WINDOWS[stage] });
  const ids = await enqueueEmails(tx, claimed.map((r) => buildReminderEmail(stage, r)));
  await setReminderOutboxIds(tx, stage, claimed.map((r, i) => ({ applicationId: r.applicationId, paymentNumber: r.paymentNumber, outboxId: ids[i]! })));
  for (const r of claimed) {
    if (!r.caseId) continue;
    await insertContact(tx, {
      recordId: r.caseId,
      contactMethod: 'email',
      outcome: REMINDER_OUTCOME,
      notes: buildReminderEmail(stage, r).subject,
      promisedAmount: null,
      promisedDate: null,
      contactedAt: now,
      contactedByUserId: null,
      contactedByName: REMINDER_SENDER,
      flagReason: null,
      reminderStage: stage,
    });
  }
  return claimed.length;
}

/**
 * Queues today's reminders for every stage that is on, each stage in its own transaction: the
 * claim, the e-mails and the history entries commit together or not at all.
 */
export async function sendDueReminders(deps: TClockDeps & { db: TDb }): Promise<Record<TReminderStage, number>> {
  const now = nowOf(deps);
  const today = todayOf(deps);
  // Loans approved before schedules existed get theirs first (normally none), as find-overdue does.
  await ensureAllSchedules(deps.db);
  const stages = await readReminderStages(deps.db);
  const sent = { before_due: 0, past_due_1: 0, past_due_7: 0 };
  for (const stage of REMINDER_STAGES) {
    if (!stages[stage]) continue;
    sent[stage] = await deps.db.transaction((tx) => sendStage(tx, stage, today, now));
  }
  return sent;
}

export const readReminderSettings = (db: TExecutor): Promise<TReminderSettings> => readReminderStages(db);

/** PUT /api/collections/reminder-settings (admin, super_admin): turns stages on or off. */
export async function saveReminderSettings(db: TDb, input: { body: Partial<TReminderSettings>; staff: TStaff }): Promise<TReminderSettings> {
  return db.transaction(async (tx) => {
    const before = await readReminderStages(tx);
    for (const stage of REMINDER_STAGES) {
      const enabled = input.body[stage];
      if (enabled !== undefined && enabled !== before[stage]) await writeReminderStage(tx, stage, enabled);
    }
    const after = await readReminderStages(tx);
    await recordAudit(tx, input.staff, { action: 'collection.reminder-settings', entity: COLLECTION_ENTITY, entityId: null, summary: { before, after } });
    return after;
  });
}
