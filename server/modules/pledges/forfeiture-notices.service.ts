import { jamaicaToday } from '@common/jamaica-time';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { formatCents } from '@common/money';
import { DEFAULT_FORFEITURE_NOTICE_DAYS } from '@common/shop-defaults';
import type { TDb } from '../../db/client';
import type { TJob } from '../../lib/jobs';
import { enqueueEmail, type TOutgoingEmail } from '../../lib/outbox.repository';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import { readLoanStandings, type TPawnLoanRow } from '../loans';
import { owedCentsOf } from './pledge-read.service';
import { claimNotice, listNoticeCandidates, readForfeitureNoticeDays } from './pledge-sales.repository';

function noticeEmail(loan: TPawnLoanRow, ticketNumber: string, redeemableUntil: string, owedCents: number): TOutgoingEmail {
  const until = formatDayFirst(redeemableUntil);
  return {
    toAddress: loan.borrowerEmail,
    subject: `Your pledge ${ticketNumber} may be sold after ${until}`,
    textBody: [
      `Dear ${loan.borrowerName},`,
      '',
      `Your pledge ${ticketNumber} (loan ${loan.applicationNumber}) may be sold after ${until}.`,
      `Pay ${formatCents(owedCents)} to redeem it, or pay the charges due to renew the loan, before then.`,
      '',
      'If you have already paid, please ignore this notice.',
    ].join('\n'),
    kind: 'pledge_forfeiture_notice',
    relatedEntity: 'pawn_loan_application',
    relatedId: loan.id,
  };
}

/**
 * The forfeiture notices due on `today` (Jamaica): each pledge in pawn with money owed whose
 * redeemable-until day is the shop's notice days away or nearer gets one e-mail through the outbox,
 * recorded on its ticket (forfeiture_notice_sent_at) and in the loan's audit trail. Each notice is
 * claimed by a conditional update in its own transaction, so two runs never send one twice.
 * Answers how many were sent.
 */
export async function runForfeitureNotices(db: TDb, today = jamaicaToday()): Promise<{ sent: number }> {
  const days = await readForfeitureNoticeDays(db, DEFAULT_FORFEITURE_NOTICE_DAYS);
  const loans = await listNoticeCandidates(db, addDays(today, days));
  const standings = await readLoanStandings(db, loans, today);
  let sent = 0;
  for (const loan of loans) {
    const owedCents = owedCentsOf(standings.get(loan.id)?.summary ?? { outstandingCents: 0, lateFeesDueCents: 0 });
    if (owedCents <= 0) continue;
    const claimed = await db.transaction(async (tx) => {
      const ticket = await claimNotice(tx, loan.id, new Date());
      if (!ticket) return false;
      await enqueueEmail(tx, noticeEmail(loan, ticket.ticketNumber, ticket.redeemableUntil, owedCents));
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: 'pledge.forfeiture-notice',
        entity: 'application',
        entityId: loan.id,
        summary: { applicationNumber: loan.applicationNumber, ticketNumber: ticket.ticketNumber, redeemableUntil: ticket.redeemableUntil, owed: formatCents(owedCents), noticeDays: days },
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  return { sent };
}

/** Hourly under its lease, so a new Jamaica day's notices go out within the hour; each is sent once. */
export const PLEDGE_JOBS: readonly TJob[] = [{ name: 'pledges.forfeiture-notices', everySeconds: 3600, run: ({ db }) => runForfeitureNotices(db) }];
