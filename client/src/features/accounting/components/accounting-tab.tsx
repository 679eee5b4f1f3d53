import { LoadError } from '@/components/load-error';
import { readErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useAccounting } from '../api/get-accounting';
import { amountOf } from '../utils/chart-scale';
import { AccountingOverview } from './accounting-overview';
import { AccountingPanel } from './accounting-panel';
import { MonthlyBarChart } from './monthly-bar-chart';
import { PledgeSalesFigures } from './pledge-sales-figures';
import { PortfolioChart } from './portfolio-chart';
import { RecentApplications } from './recent-applications';
import { RevenueAnalysis } from './revenue-analysis';

const countOf = (n: number) => String(n);

/** The Accounting tab: overview, portfolio, revenue, the last 12 months and the latest applications. */
export function AccountingTab() {
  const accounting = useAccounting();

  if (accounting.isPending) {
    return (
      <p role="status" className="py-6 text-sm text-muted-foreground" data-testid="accounting-tab">
        Loading accounting...
      </p>
    );
  }
  if (accounting.isError) {
    return (
      <LoadError message={readErrorMessage(accounting.error) ?? 'We could not load the accounting figures.'} onRetry={() => void accounting.refetch()} testId="accounting-tab" />
    );
  }

  const { overview, portfolio, revenue, monthly, recent, pledgeSales } = accounting.data;
  const months = monthly.map((m) => m.month);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="accounting-tab">
      <AccountingOverview overview={overview} />
      <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <AccountingPanel title="Portfolio Status" className="min-w-0">
          <PortfolioChart portfolio={portfolio} />
        </AccountingPanel>
        <AccountingPanel title="Revenue Analysis" description="Interest on completed loans plus late charges.">
          <RevenueAnalysis revenue={revenue} />
        </AccountingPanel>
      </div>
      <AccountingPanel title="Pledge Sales" description="Forfeited pledges sold, the surplus owed to pawners, and shortfalls written off.">
        <PledgeSalesFigures figures={pledgeSales} />
      </AccountingPanel>
      <AccountingPanel title="Last 12 Months" description="Month by month in Jamaica time, oldest first." className="min-w-0">
        <div className="grid min-w-0 grid-cols-1 gap-8 xl:grid-cols-2">
          <MonthlyBarChart
            title="Applications received"
            description="How many applications came in each month."
            months={months}
            money={false}
            testId="accounting-monthly-applications"
            series={[{ name: 'Applications', values: monthly.map((m) => m.applications), fillClassName: 'fill-primary', swatchClassName: 'bg-primary', format: countOf }]}
          />
          <MonthlyBarChart
            title="Amount requested and collected"
            description="Loan amounts applied for, and payments received, each month."
            months={months}
            money
            testId="accounting-monthly-money"
            series={[
              { name: 'Requested', values: monthly.map((m) => amountOf(m.amountRequested)), fillClassName: 'fill-primary', swatchClassName: 'bg-primary', format: formatMoney },
              { name: 'Collected', values: monthly.map((m) => amountOf(m.collected)), fillClassName: 'fill-accent-strong', swatchClassName: 'bg-accent-strong', format: formatMoney },
            ]}
          />
        </div>
      </AccountingPanel>
      <AccountingPanel title="Recent Applications" description="The 10 most recent applications.">
        <RecentApplications items={recent} />
      </AccountingPanel>
    </div>
  );
}
