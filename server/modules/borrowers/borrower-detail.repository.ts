import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { executeNamed } from './named-statement';

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The ids of the records a path's `{email}` names: the record id itself, or every record under that e-mail. */
export async function findBorrowerIdsByKey(db: TExecutor, key: { id: string } | { email: string }): Promise<string[]> {
  const result =
    'id' in key
      ? await executeNamed(db, sql`select id from borrowers where id = ${key.id}::uuid`)
      : await executeNamed(db, sql`select id from borrowers where email = ${key.email} order by id limit 2`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export type TDocumentCheckRow = { status: string; verifiedBy: string | null; verifiedAt: string | null };

/** The four checks of the person's current documents, with the e-mail of who made each, and the ID document staff put on the record. */
export async function readDocumentChecks(
  db: TExecutor,
  borrowerId: string,
): Promise<(Record<'photo' | 'trn' | 'signature' | 'idDocument', TDocumentCheckRow> & { idDocumentUrl: string | null }) | null> {
  const result = await executeNamed(db, sql`
    select b.photo_verified as "photoStatus", up.email as "photoBy", ${ISO('b.photo_verified_at')} as "photoAt",
      b.trn_photo_verified as "trnStatus", ut.email as "trnBy", ${ISO('b.trn_photo_verified_at')} as "trnAt",
      b.signature_verified as "signatureStatus", us.email as "signatureBy", ${ISO('b.signature_verified_at')} as "signatureAt",
      b.id_document_verified as "idDocumentStatus", ui.email as "idDocumentBy", ${ISO('b.id_document_verified_at')} as "idDocumentAt",
      b.id_document_url as "idDocumentUrl"
    from borrowers b
    left join users up on up.id = b.photo_verified_by_user_id
    left join users ut on ut.id = b.trn_photo_verified_by_user_id
    left join users us on us.id = b.signature_verified_by_user_id
    left join users ui on ui.id = b.id_document_verified_by_user_id
    where b.id = ${borrowerId}::uuid`);
  const row = rowsOf<Record<string, string | null>>(result)[0];
  if (!row) return null;
  const of = (k: string): TDocumentCheckRow => ({ status: row[`${k}Status`] ?? 'pending', verifiedBy: row[`${k}By`] ?? null, verifiedAt: row[`${k}At`] ?? null });
  return { photo: of('photo'), trn: of('trn'), signature: of('signature'), idDocument: of('idDocument'), idDocumentUrl: row.idDocumentUrl ?? null };
}

export type TLatestApplicationRow = {
  guarantorName: string | null;
  guarantorAddress: string | null;
  guarantorTrn: string | null;
  guarantorPhone: string | null;
  idDocumentType: string | null;
  idDocumentUrl: string | null;
  idDocumentNumber: string | null;
  idExpiryDate: string | null;
};

/** The latest application: its guarantor, and the ID document of the latest one that carries one. */
export async function readLatestApplicationFacts(db: TExecutor, borrowerId: string): Promise<TLatestApplicationRow | null> {
  const result = await executeNamed(db, sql`
    select g.guarantor_name as "guarantorName", g.guarantor_address as "guarantorAddress",
      g.guarantor_trn as "guarantorTrn", g.guarantor_phone as "guarantorPhone",
      d.id_document_type as "idDocumentType", d.id_document_url as "idDocumentUrl",
      d.id_document_number as "idDocumentNumber", d.id_expiry_date::text as "idExpiryDate"
    from (select 1) one
    left join lateral (
      select * from pawn_loan_applications a where a.borrower_id = ${borrowerId}::uuid
      order by a.created_at desc, a.id desc limit 1
    ) g on true
    left join lateral (
      select * from pawn_loan_applications a where a.borrower_id = ${borrowerId}::uuid and a.id_document_url is not null
      order by a.created_at desc, a.id desc limit 1
    ) d on true`);
  return rowsOf<TLatestApplicationRow>(result)[0] ?? null;
}

export type TRecentLoanRow = {
  id: string;
  applicationNumber: string;
  loanAmount: string;
  interestRate: string;
  termWeeks: number;
  createdAt: string;
  status: string;
};

export async function listRecentLoans(db: TExecutor, borrowerId: string, limit: number): Promise<TRecentLoanRow[]> {
  const result = await executeNamed(db, sql`
    select a.id, a.application_number as "applicationNumber", a.loan_amount::text as "loanAmount",
      a.interest_rate::text as "interestRate", a.term_weeks as "termWeeks", ${ISO('a.created_at')} as "createdAt", a.status
    from pawn_loan_applications a where a.borrower_id = ${borrowerId}::uuid
    order by a.created_at desc, a.id desc limit ${limit}`);
  return rowsOf<TRecentLoanRow>(result);
}
