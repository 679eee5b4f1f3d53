import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CloseMonthSection } from './close-month-section';
import { JournalReport } from './journal-report';
import { TrialBalanceReport } from './trial-balance-report';

/** The Books tab (issue 41): the trial balance and each account's lines, the journal (as CSV too), and closing a month. */
export function BooksTab() {
  return (
    <Tabs defaultValue="trial-balance" className="min-w-0" data-testid="books-tab">
      <TabsList aria-label="Books">
        <TabsTrigger value="trial-balance" data-testid="books-trial-balance">
          Trial balance
        </TabsTrigger>
        <TabsTrigger value="journal" data-testid="books-journal">
          Journal
        </TabsTrigger>
        <TabsTrigger value="months" data-testid="books-months">
          Close a month
        </TabsTrigger>
      </TabsList>
      <TabsContent value="trial-balance" className="min-w-0">
        <TrialBalanceReport />
      </TabsContent>
      <TabsContent value="journal" className="min-w-0">
        <JournalReport />
      </TabsContent>
      <TabsContent value="months" className="min-w-0">
        <CloseMonthSection />
      </TabsContent>
    </Tabs>
  );
}
