import { Banknote, FileText, HandCoins, Wallet } from 'lucide-react';
import type { TBorrowerDetail } from '@common/contracts/borrowers';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { StatTile } from '@/components/stat-tile';
import { formatDate, formatMoney, formatPercent, formatWeeks } from '@/lib/format';

/** Account Management: Loan Summary and Recent Loan History (the latest 5, newest first). */
export function BorrowerAccount({ borrower }: { borrower: TBorrowerDetail }) {
  const s = borrower.loanSummary;
  return (
    <div className="grid gap-5" data-testid="borrower-account">
      <section className="grid gap-3" aria-labelledby="borrower-loan-summary">
        <h4 id="borrower-loan-summary" className="font-semibold">
          Loan Summary
        </h4>
        <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
          <StatTile label="Total Loans" value={String(s.totalLoans)} icon={FileText} testId="borrower-total-loans" />
          <StatTile label="Active Loans" value={String(s.activeLoans)} icon={Wallet} testId="borrower-active-loans" />
          <StatTile label="Total Borrowed" value={formatMoney(s.totalBorrowed)} icon={Banknote} testId="borrower-total-borrowed" />
          <StatTile label="Total Repaid" value={formatMoney(s.totalRepaid)} icon={HandCoins} testId="borrower-total-repaid" />
        </div>
      </section>
      <section className="grid gap-3" aria-labelledby="borrower-recent-loans">
        <h4 id="borrower-recent-loans" className="font-semibold">
          Recent Loan History
        </h4>
        {borrower.recentLoans.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">No loan applications found</p>
        ) : (
          <ul className="grid gap-2">
            {borrower.recentLoans.map((loan) => (
              <li key={loan.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm" data-testid="borrower-recent-loan">
                <div className="min-w-0">
                  <p className="font-mono text-xs font-semibold">{loan.applicationNumber}</p>
                  <p className="text-muted-foreground">
                    {formatMoney(loan.loanAmount)} · {formatPercent(loan.interestRate)} · {formatWeeks(loan.termWeeks)} · {formatDate(loan.createdAt)}
                  </p>
                </div>
                <ApplicationStatusBadge status={loan.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
