import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { formatDate, formatMoney } from '@/lib/format';
import { EmailText } from '@/components/email-text';
import { BorrowerRowActions, type TBorrowerRowActions } from './borrower-row-actions';
import { CreditStatusBadge } from './credit-status-badge';
import { ScrollRegion } from '@/components/scroll-region';

const HEAD = 'px-3 py-2.5 whitespace-nowrap text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';

/** The borrower list on a wide screen. */
export function BorrowersTable({ items, ...actions }: TBorrowerRowActions & { items: TBorrowerSummary[] }) {
  return (
    <ScrollRegion label="Borrowers table" className="rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Borrowers</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={HEAD}>Borrower</th>
            <th scope="col" className={HEAD}>ID Number</th>
            <th scope="col" className={`${HEAD} text-right`}>Loans</th>
            <th scope="col" className={`${HEAD} text-right`}>Borrowed</th>
            <th scope="col" className={HEAD}>Credit</th>
            <th scope="col" className={HEAD}>Last Loan</th>
            <th scope="col" className={HEAD}>Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((b) => (
            <tr key={b.id} data-testid="borrower-row" data-email={b.email} className="border-b border-border last:border-0 hover:bg-muted/40">
              <td className={`${CELL} min-w-40`}>
                <div className="font-medium">{b.name}</div>
                <EmailText email={b.email} className="block text-xs text-muted-foreground" />
                {b.phone && <div className="text-xs whitespace-nowrap text-muted-foreground">{b.phone}</div>}
              </td>
              <td className={`${CELL} max-w-32 font-mono text-xs break-all`}>{b.idNumber}</td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`} title="Active / total">
                {b.activeLoans} / {b.totalLoans}
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                <div>{formatMoney(b.totalBorrowed)}</div>
                <div className="text-xs text-muted-foreground">{formatMoney(b.totalRepaid)} repaid</div>
              </td>
              <td className={CELL}>
                <CreditStatusBadge borrower={b} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(b.lastLoanDate)}</td>
              <td className={`${CELL} py-2 whitespace-nowrap`}>
                <BorrowerRowActions borrower={b} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
