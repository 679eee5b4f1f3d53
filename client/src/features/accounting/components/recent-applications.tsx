import type { TAccountingResponse } from '@common/contracts/accounting';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { ScrollRegion } from '@/components/scroll-region';

const HEAD = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase whitespace-nowrap';
const CELL = 'px-3 py-2.5 align-top';

/** The 10 most recent applications (spec section 9); the table scrolls sideways on a phone. */
export function RecentApplications({ items }: { items: TAccountingResponse['recent'] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="accounting-recent">
        No applications yet.
      </p>
    );
  }
  return (
    <ScrollRegion label="Recent applications" className="rounded-md border border-border" data-testid="accounting-recent">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">The 10 most recent applications, newest first</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={HEAD}>Application #</th>
            <th scope="col" className={HEAD}>Borrower</th>
            <th scope="col" className={`${HEAD} text-right`}>Amount</th>
            <th scope="col" className={HEAD}>Status</th>
            <th scope="col" className={HEAD}>Date</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-border last:border-0" data-testid="accounting-recent-row">
              <td className={`${CELL} font-mono text-xs font-semibold whitespace-nowrap`}>{item.applicationNumber}</td>
              <td className={`${CELL} whitespace-nowrap`}>{item.borrowerName}</td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{formatMoney(item.loanAmount)}</td>
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
