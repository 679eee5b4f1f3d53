import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CashBookReport } from './cash-book-report';
import { DaySummaryReport } from './day-summary-report';
import { IncomeReport } from './income-report';
import { LoanBookReport } from './loan-book-report';

/** The Reports tab (issue 34): the cash book of a day, the end-of-day (Z) report (issue 43), income by month, the loan book; each as CSV and PDF too. */
export function ReportsTab() {
  return (
    <Tabs defaultValue="cash-book" className="min-w-0" data-testid="reports-tab">
      <TabsList aria-label="Reports">
        <TabsTrigger value="cash-book" data-testid="reports-cash-book">
          Cash book
        </TabsTrigger>
        <TabsTrigger value="end-of-day" data-testid="reports-end-of-day">
          End of day
        </TabsTrigger>
        <TabsTrigger value="income" data-testid="reports-income">
          Income
        </TabsTrigger>
        <TabsTrigger value="loan-book" data-testid="reports-loan-book">
          Loan book
        </TabsTrigger>
      </TabsList>
      <TabsContent value="cash-book" className="min-w-0">
        <CashBookReport />
      </TabsContent>
      <TabsContent value="end-of-day" className="min-w-0">
        <DaySummaryReport ownWork={false} />
      </TabsContent>
      <TabsContent value="income" className="min-w-0">
        <IncomeReport />
      </TabsContent>
      <TabsContent value="loan-book" className="min-w-0">
        <LoanBookReport />
      </TabsContent>
    </Tabs>
  );
}
