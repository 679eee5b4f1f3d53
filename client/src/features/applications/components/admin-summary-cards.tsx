import { Banknote, CheckCircle2, Clock, FileText, XCircle } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { formatMoney } from '@/lib/format';
import { useAdminSummary } from '../api/get-admin-summary';
import { StatTile } from '@/components/stat-tile';

/** Shown in every tile while the summary loads. */
const PENDING = '–';

/**
 * The five summary cards: Total, Pending (submitted or reviewed), Open loans (approved or active,
 * how many of each under it), Rejected, and the money: what open loans still owe, with what was
 * lent and the spec's approved value under it. A loan is "approved" only until its first payment
 * makes it active, so a tile of approved alone read "0" while loans were being repaid (issue 30 item 8).
 */
export function AdminSummaryCards() {
  const summary = useAdminSummary();

  if (summary.isError) {
    return (
      <LoadError message="We could not load the application summary." onRetry={() => void summary.refetch()} />
    );
  }

  // While it loads, the same tiles with a dash, the lines under the figures too (their test ids
  // only once there are figures): the tab below then does not move down when the figures arrive
  // (it was most of /admin's layout shift, issue 17 item 12; the lines alone made it 0.18-0.26).
  const data = summary.data;
  const figure = (value: number) => (data ? String(value) : PENDING);
  const testId = (name: string) => (data ? `admin-summary-${name}` : `admin-summary-${name}-pending`);
  return (
    // Three a row (two rows) up to xl, where all five fit one row: on a phone the summary stays small.
    <section aria-label="Application summary" aria-busy={!data} className="grid grid-cols-3 gap-2 sm:gap-3 xl:grid-cols-5">
      {!data && (
        <p role="status" className="sr-only">
          Loading summary...
        </p>
      )}
      <StatTile label="Total" value={figure(data?.total ?? 0)} icon={FileText} testId={testId('total')} compact />
      <StatTile label="Pending" value={figure(data?.pending ?? 0)} icon={Clock} testId={testId('pending')} compact />
      <StatTile
        label="Open loans"
        value={figure(data?.openLoans ?? 0)}
        icon={CheckCircle2}
        testId={testId('open-loans')}
        hint={`${figure(data?.approved ?? 0)} approved, awaiting first payment; ${figure(data?.active ?? 0)} active`}
        // A third of a phone's width would wrap it to four lines and push the section picker down.
        hintOnPhone={false}
        compact
      />
      <StatTile label="Rejected" value={figure(data?.rejected ?? 0)} icon={XCircle} testId={testId('rejected')} compact />
      <div className="col-span-2 xl:col-span-1">
        <StatTile
          label="Owed on open loans"
          value={data ? formatMoney(data.owed) : PENDING}
          icon={Banknote}
          testId={testId('owed')}
          hint={
            data
              ? `${formatMoney(data.lentOut)} lent on ${data.openLoans} open loan${data.openLoans === 1 ? '' : 's'}; ${formatMoney(data.value)} of it approved, awaiting first payment.`
              : `${PENDING} lent on ${PENDING} open loans; ${PENDING} of it approved, awaiting first payment.`
          }
          compact
        />
      </div>
    </section>
  );
}
