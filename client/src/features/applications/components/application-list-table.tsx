import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { formatDate, formatMoney, formatPercent, formatWeeks } from '@/lib/format';
import { ScrollRegion } from '@/components/scroll-region';

const HEAD = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';
const NUMBER = `${CELL} text-right tabular-nums whitespace-nowrap`;

/** The wide-screen list: one row per application. */
export function ApplicationListTable({ items }: { items: TPawnLoanListItem[] }) {
  return (
    <ScrollRegion label="Applications" className="rounded-lg border border-border bg-card shadow-sm">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Loan applications, newest first</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={HEAD}>Application</th>
            <th scope="col" className={HEAD}>Borrower</th>
            <th scope="col" className={`${HEAD} text-right`}>Amount</th>
            <th scope="col" className={`${HEAD} text-right`}>Weekly</th>
            <th scope="col" className={`${HEAD} text-right`}>Rate</th>
            <th scope="col" className={`${HEAD} text-right`}>Term</th>
            <th scope="col" className={HEAD}>Status</th>
            <th scope="col" className={HEAD}>Applied</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="application-row" className="border-b border-border last:border-0 hover:bg-muted/40">
              <td className={`${CELL} font-mono text-xs font-semibold whitespace-nowrap`}>{item.applicationNumber}</td>
              <td className={CELL}>
                <div className="font-medium">{item.borrowerName}</div>
                <div className="break-all text-muted-foreground">{item.borrowerEmail}</div>
                <div className="text-muted-foreground">{item.borrowerPhone}</div>
              </td>
              <td className={`${NUMBER} font-semibold`}>{formatMoney(item.loanAmount)}</td>
              <td className={NUMBER}>{formatMoney(item.weeklyInstalment)}</td>
              <td className={NUMBER}>{formatPercent(item.interestRate)}</td>
              <td className={NUMBER}>{formatWeeks(item.termWeeks)}</td>
              <td className={CELL}>
                <ApplicationStatusBadge status={item.status} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(item.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
