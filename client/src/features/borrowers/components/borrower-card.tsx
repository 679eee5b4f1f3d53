import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { formatDate, formatMoney } from '@/lib/format';
import { EmailText } from '@/components/email-text';
import { BorrowerRowActions, type TBorrowerRowActions } from './borrower-row-actions';
import { CreditStatusBadge } from './credit-status-badge';

/** One borrower on a phone: the same facts and actions as a table row. */
export function BorrowerCard({ borrower: b, ...actions }: TBorrowerRowActions & { borrower: TBorrowerSummary }) {
  return (
    <article data-testid="borrower-row" data-email={b.email} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold">{b.name}</h4>
          <EmailText email={b.email} className="block text-sm text-muted-foreground" />
          {b.phone && <p className="text-sm text-muted-foreground">{b.phone}</p>}
        </div>
        <CreditStatusBadge borrower={b} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">ID Number</dt>
          <dd className="font-mono text-xs break-all">{b.idNumber}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Loans (active / total)</dt>
          <dd className="tabular-nums">
            {b.activeLoans} / {b.totalLoans}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Borrowed</dt>
          <dd className="tabular-nums">{formatMoney(b.totalBorrowed)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Repaid</dt>
          <dd className="tabular-nums">{formatMoney(b.totalRepaid)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Last Loan</dt>
          <dd>{formatDate(b.lastLoanDate)}</dd>
        </div>
      </dl>
      <BorrowerRowActions borrower={b} {...actions} stretch />
    </article>
  );
}
