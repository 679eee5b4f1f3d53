import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../../db/client';
import { summaryOf, type TBorrowerSummaryRow } from './borrower-summary.repository';

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The ids of the records a path's `{email}` names: the record id itself, or every record under that e-mail. */
export async function findBorrowerIdsByKey(db: TExecutor, key: { id: string } | { email: string }): Promise<string[]> {
  const result =
    'id' in key
      ? await db.execute(sql`select id from borrowers where id = ${key.id}::uuid`)
      : await db.execute(sql`select id from borrowers where email = ${key.email} order by id limit 2`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export type TDocumentCheckRow = { status: string; verifiedBy: string | null; verifiedAt: string | null };

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

export type TRecentLoanRow = {
  id: string;
  applicationNumber: string;
  loanAmount: string;
  interestRate: string;
  termWeeks: number;
  createdAt: string;
  status: string;
};

export type TBorrowerDetailRow = {
  summary: TBorrowerSummaryRow;
  /** The four checks of the person's current documents, with the e-mail of who made each. */
  checks: Record<'photo' | 'trn' | 'signature' | 'idDocument', TDocumentCheckRow>;
  /** The ID document staff put on the record. */
  idDocumentUrl: string | null;
  /** The latest application's guarantor, and the ID document of the latest one that carries one. */
  latest: TLatestApplicationRow;
  recentLoans: TRecentLoanRow[];
};

const RECENT_LOAN_FIELDS = sql`json_build_object('id', r.id, 'applicationNumber', r.application_number,
  'loanAmount', r.loan_amount::text, 'interestRate', r.interest_rate::text, 'termWeeks', r.term_weeks,
  'createdAt', ${ISO('r.created_at')}, 'status', r.status)`;

/**
 * One borrower's details in one statement: the summary with its loan totals, the document checks
 * with who made them, the latest application's guarantor and ID document, and the latest `recent`
 * loans (newest first). One round trip instead of five: each cost the server about 0.2 ms of CPU
 * and PostgreSQL a plan of its own.
 */
export async function readBorrowerDetailRow(db: TExecutor, borrowerId: string, recent: number): Promise<TBorrowerDetailRow | null> {
  const result = await db.execute(sql`
    ${summaryOf(sql`
      b.photo_verified as "photoStatus", up.email as "photoBy", ${ISO('b.photo_verified_at')} as "photoAt",
      b.trn_photo_verified as "trnStatus", ut.email as "trnBy", ${ISO('b.trn_photo_verified_at')} as "trnAt",
      b.signature_verified as "signatureStatus", us.email as "signatureBy", ${ISO('b.signature_verified_at')} as "signatureAt",
      b.id_document_verified as "idDocumentStatus", ui.email as "idDocumentBy", ${ISO('b.id_document_verified_at')} as "idDocumentAt",
      b.id_document_url as "recordIdDocumentUrl",
      g.guarantor_name as "guarantorName", g.guarantor_address as "guarantorAddress",
      g.guarantor_trn as "guarantorTrn", g.guarantor_phone as "guarantorPhone",
      d.id_document_type as "idDocumentType", d.id_document_url as "idDocumentUrl",
      d.id_document_number as "idDocumentNumber", d.id_expiry_date::text as "idExpiryDate",
      (select coalesce(json_agg(${RECENT_LOAN_FIELDS} order by r.created_at desc, r.id desc), '[]'::json)
        from (select * from pawn_loan_applications a where a.borrower_id = b.id order by a.created_at desc, a.id desc limit ${recent}) r
      ) as "recentLoans"`)}
    left join users up on up.id = b.photo_verified_by_user_id
    left join users ut on ut.id = b.trn_photo_verified_by_user_id
    left join users us on us.id = b.signature_verified_by_user_id
    left join users ui on ui.id = b.id_document_verified_by_user_id
    left join lateral (
      select * from pawn_loan_applications a where a.borrower_id = b.id
      order by a.created_at desc, a.id desc limit 1
    ) g on true
    left join lateral (
      select * from pawn_loan_applications a where a.borrower_id = b.id and a.id_document_url is not null
      order by a.created_at desc, a.id desc limit 1
    ) d on true
    where b.id = ${borrowerId}::uuid`);
  const row = rowsOf<TBorrowerSummaryRow & TLatestApplicationRow & Record<string, unknown>>(result)[0];
  if (!row) return null;
  const text = (k: string) => (row[k] as string | null | undefined) ?? null;
  const of = (k: string): TDocumentCheckRow => ({ status: text(`${k}Status`) ?? 'pending', verifiedBy: text(`${k}By`), verifiedAt: text(`${k}At`) });
  return {
    summary: row,
    checks: { photo: of('photo'), trn: of('trn'), signature: of('signature'), idDocument: of('idDocument') },
    idDocumentUrl: text('recordIdDocumentUrl'),
    latest: row,
    recentLoans: row.recentLoans as TRecentLoanRow[],
  };
}
