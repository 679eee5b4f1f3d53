import { sql } from 'drizzle-orm';
import { OPEN_COLLECTION_STATUSES, REMINDER_STAGES, type TReminderSettings, type TReminderStage } from '@common/contracts/collections';
import { rowsOf, type TExecutor } from '../../db/client';
import { OVERDUE_CANDIDATE_STATUSES } from '../loans';

const list = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

export async function readReminderStages(db: TExecutor): Promise<TReminderSettings> {
  const result = await db.execute(sql`select stage, enabled from collection_reminder_stages`);
  const rows = new Map(rowsOf<{ stage: string; enabled: boolean }>(result).map((r) => [r.stage, r.enabled]));
  return Object.fromEntries(REMINDER_STAGES.map((stage) => [stage, rows.get(stage) ?? true])) as TReminderSettings;
}

export async function writeReminderStage(db: TExecutor, stage: TReminderStage, enabled: boolean): Promise<void> {
  await db.execute(sql`
    insert into collection_reminder_stages (stage, enabled) values (${stage}, ${enabled})
    on conflict (stage) do update set enabled = excluded.enabled, updated_at = now()`);
}

export type TClaimedReminder = {
  applicationId: string;
  paymentNumber: number;
  dueDate: string;
  instalmentAmount: string;
  applicationNumber: string;
  borrowerName: string;
  borrowerEmail: string;
  caseId: string | null;
};

/**
 * Claims the reminders of one stage due on `today`: unpaid instalments of running loans whose due
 * date is `fromDays` to `toDays` days before today (negative: after), each at most once. The
 * (loan, instalment, stage) key is the memory: a second run, on this instance or another, inserts
 * nothing for a reminder already claimed, and only the claiming transaction queues its e-mail.
 */
export async function claimReminders(db: TExecutor, input: { today: string; stage: TReminderStage; fromDays: number; toDays: number }): Promise<TClaimedReminder[]> {
  const result = await db.execute(sql`
    with due as (
      select s.application_id, s.payment_number, s.due_date, s.payment_amount
      from loan_payments s join pawn_loan_applications a on a.id = s.application_id
      -- A pawner with no e-mail (a counter pawn, issue 43) is reminded by phone, not here.
      where a.status in ${list(OVERDUE_CANDIDATE_STATUSES)} and s.status <> 'paid' and a.borrower_email <> ''
        and s.due_date between ${input.today}::date - ${input.toDays}::int and ${input.today}::date - ${input.fromDays}::int
    ),
    ins as (
      insert into collection_reminders (application_id, payment_number, stage, due_date)
      select application_id, payment_number, ${input.stage}, due_date from due
      on conflict do nothing
      returning application_id, payment_number
    )
    select ins.application_id as "applicationId", ins.payment_number as "paymentNumber", due.due_date::text as "dueDate",
      due.payment_amount::text as "instalmentAmount", a.application_number as "applicationNumber",
      a.borrower_name as "borrowerName", a.borrower_email as "borrowerEmail",
      (select r.id from debt_collection_records r
        where r.loan_application_id = ins.application_id and r.collection_status in ${list(OPEN_COLLECTION_STATUSES)}) as "caseId"
    from ins
    join due on due.application_id = ins.application_id and due.payment_number = ins.payment_number
    join pawn_loan_applications a on a.id = ins.application_id
    order by a.application_number, ins.payment_number`);
  return rowsOf<TClaimedReminder>(result);
}

/** Notes which outbox message carried each claimed reminder. */
export async function setReminderOutboxIds(
  db: TExecutor,
  stage: TReminderStage,
  rows: { applicationId: string; paymentNumber: number; outboxId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.applicationId}::uuid, ${r.paymentNumber}::int, ${r.outboxId}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    update collection_reminders c set outbox_id = v.outbox_id
    from (values ${values}) as v(application_id, payment_number, outbox_id)
    where c.application_id = v.application_id and c.payment_number = v.payment_number and c.stage = ${stage}`);
}
