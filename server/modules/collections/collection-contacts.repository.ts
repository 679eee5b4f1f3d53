import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

// A case's contact history (debt_collection_contacts): what was logged, newest first, and the
// fair-collection count of staff contacts.

export type TContactRow = {
  id: string;
  contactMethod: string;
  outcome: string;
  notes: string | null;
  promisedAmount: string | null;
  promisedDate: string | null;
  contactedAt: Date;
  contactedBy: string;
  flagReason: string | null;
  /** borrower or guarantor (issue 33). */
  party: string;
};

export async function insertContact(
  db: TExecutor,
  values: {
    recordId: string;
    contactMethod: string;
    outcome: string;
    notes: string | null;
    promisedAmount: string | null;
    promisedDate: string | null;
    contactedAt: Date;
    contactedByUserId: string | null;
    contactedByName: string;
    flagReason: string | null;
    reminderStage?: string | null;
    party?: 'borrower' | 'guarantor';
  },
): Promise<string> {
  const result = await db.execute(sql`
    insert into debt_collection_contacts (record_id, contact_method, outcome, notes, promised_amount, promised_date, contacted_at,
      contacted_by_user_id, contacted_by_name, flag_reason, reminder_stage, party)
    values (${values.recordId}::uuid, ${values.contactMethod}, ${values.outcome}, ${values.notes}, ${values.promisedAmount}::numeric,
      ${values.promisedDate}::date, ${values.contactedAt.toISOString()}::timestamptz, ${values.contactedByUserId}::uuid,
      ${values.contactedByName}, ${values.flagReason}, ${values.reminderStage ?? null}, ${values.party ?? 'borrower'})
    returning id`);
  const id = rowsOf<{ id: string }>(result)[0]?.id;
  if (!id) throw new Error('contact insert returned no row');
  return id;
}

/** Staff contacts on a case since an instant (reminders are the system's, not a person's contact). */
export async function countStaffContactsSince(db: TExecutor, recordId: string, since: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from debt_collection_contacts
    where record_id = ${recordId}::uuid and reminder_stage is null and contacted_at > ${since.toISOString()}::timestamptz`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function listContacts(db: TExecutor, recordId: string): Promise<TContactRow[]> {
  const result = await db.execute(sql`
    select id, contact_method as "contactMethod", outcome, notes, promised_amount::text as "promisedAmount",
      promised_date::text as "promisedDate", contacted_at as "contactedAt", contacted_by_name as "contactedBy", flag_reason as "flagReason", party
    from debt_collection_contacts where record_id = ${recordId}::uuid
    order by contacted_at desc, created_at desc, id`);
  return rowsOf<TContactRow & { contactedAt: Date | string }>(result).map((r) => ({ ...r, contactedAt: new Date(r.contactedAt) }));
}
