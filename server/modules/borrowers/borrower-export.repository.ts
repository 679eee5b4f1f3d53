import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';

type TRow = Record<string, unknown>;
export type TBorrowerExportRows = {
  borrower: TRow | null;
  account: TRow | null;
  applications: TRow[];
  statusHistory: TRow[];
  schedules: TRow[];
  payments: TRow[];
  collectionRecords: TRow[];
  documents: TRow[];
  auditTrail: TRow[];
  accessLog: TRow[];
};

/**
 * Everything held on one person, each table's rows whole (to_jsonb, so a column added later is
 * exported without a change here), read in one statement so the parts agree with each other.
 * Left out: the account's password hash, upload tokens and session ids of the uploads, and the
 * borrower row's sort copy of its name.
 */
export async function readBorrowerExport(db: TExecutor, borrowerId: string): Promise<TBorrowerExportRows> {
  const result = await db.execute(sql`
    with apps as (select * from pawn_loan_applications where borrower_id = ${borrowerId}::uuid),
      b as (select * from borrowers where id = ${borrowerId}::uuid)
    select
      (select to_jsonb(b) - 'sort_name' from b) as borrower,
      (select to_jsonb(u) - 'password' from users u join b on b.user_id = u.id) as account,
      (select coalesce(jsonb_agg(to_jsonb(a) order by a.created_at, a.id), '[]') from apps a) as applications,
      (select coalesce(jsonb_agg(to_jsonb(h) order by h.created_at, h.id), '[]')
        from application_status_history h where h.application_id in (select id from apps)) as "statusHistory",
      (select coalesce(jsonb_agg(to_jsonb(s) order by s.application_id, s.payment_number), '[]')
        from loan_payments s where s.application_id in (select id from apps)) as schedules,
      (select coalesce(jsonb_agg(to_jsonb(p) order by p.payment_date, p.id), '[]')
        from payments p where p.loan_application_id in (select id from apps)) as payments,
      (select coalesce(jsonb_agg(to_jsonb(c) || jsonb_build_object('contacts', (
          select coalesce(jsonb_agg(to_jsonb(k) order by k.contacted_at, k.id), '[]') from debt_collection_contacts k where k.record_id = c.id
        )) order by c.created_at, c.id), '[]')
        from debt_collection_records c where c.loan_application_id in (select id from apps)) as "collectionRecords",
      (select coalesce(jsonb_agg(to_jsonb(o) - 'upload_token_hash' - 'owner_session_id' - 'visitor_id' order by o.created_at, o.id), '[]')
        from objects o where o.application_id in (select id from apps) or o.attached_borrower_id = ${borrowerId}::uuid
          or '/objects/uploads/' || o.id::text in (select unnest(array[b.photo_url, b.trn_photo_url, b.signature_url, b.id_document_url]) from b)) as documents,
      (select coalesce(jsonb_agg(to_jsonb(x) order by x.created_at, x.id), '[]')
        from document_access_log x where x.borrower_id = ${borrowerId}::uuid) as "accessLog",
      (select coalesce(jsonb_agg(to_jsonb(l) order by l.created_at, l.id), '[]') from audit_log l
        where (l.entity = 'borrower' and l.entity_id = ${borrowerId})
          or (l.entity = 'application' and l.entity_id in (select id::text from apps))
          or (l.entity = 'payment' and l.entity_id in (
            select p.id::text from payments p where p.loan_application_id in (select id from apps)))) as "auditTrail"`);
  const row = rowsOf<TBorrowerExportRows>(result)[0];
  if (!row) throw new Error('borrower export returned no row');
  return row;
}
