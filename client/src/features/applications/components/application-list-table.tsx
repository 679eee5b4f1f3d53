import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { GuarantorConsentBadge } from './guarantor-consent-badge';
import { formatDate, formatMoney, formatPercent, formatWeeks } from '@/lib/format';
import { ScrollRegion } from '@/components/scroll-region';

const HEAD = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';
const NUMBER = `${CELL} text-right tabular-nums whitespace-nowrap`;

type TProps = { items: TPawnLoanListItem[]; onOpen: (item: TPawnLoanListItem) => void };

/**
 * The wide-screen list: one row per application. A click anywhere on a row opens it; for the
 * keyboard and screen readers the application number is the row's button.
 */
export function ApplicationListTable({ items, onOpen }: TProps) {
  return (
    <ScrollRegion label="Applications table" className="rounded-lg border border-border bg-card shadow-sm">
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
            <tr
              key={item.id}
              data-testid="application-row"
              data-application-number={item.applicationNumber}
              className="cursor-pointer border-b border-border last:border-0 hover:bg-muted/40"
              onClick={() => onOpen(item)}
            >
              <td className={`${CELL} whitespace-nowrap`}>
                <button
                  type="button"
                  className="rounded-sm font-mono text-xs font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(item);
                  }}
                  data-testid="application-open"
                >
                  {item.applicationNumber}
                  <span className="sr-only">, open the application of {item.borrowerName}</span>
                </button>
              </td>
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
                {item.guarantorConsent !== 'none' && (
                  <div className="mt-1">
                    <GuarantorConsentBadge consent={item.guarantorConsent} />
                  </div>
                )}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(item.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
