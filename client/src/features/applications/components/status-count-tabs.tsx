import type { ReactNode } from 'react';
import { applicationStatusLabel } from '@common/application-status';
import type { TPawnLoanListCounts, TPawnLoanListStatus } from '@common/contracts/pawn-loans-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

type TProps<TStatus extends TPawnLoanListStatus> = {
  statuses: readonly TStatus[];
  value: TStatus;
  counts: TPawnLoanListCounts | undefined;
  onChange: (status: TStatus) => void;
  /** Test ids `<tab>-<status>` on each tab and `<count>-<status>` on its count. */
  testIds: { tab: string; count: string };
  listClassName: string;
  triggerClassName: string;
  /** The list itself, as the active tab's panel. */
  children: ReactNode;
};

/** One tab per status with its count for the current search; only the active panel is rendered. */
export function StatusCountTabs<TStatus extends TPawnLoanListStatus>({ statuses, value, counts, onChange, testIds, listClassName, triggerClassName, children }: TProps<TStatus>) {
  const isStatus = (next: string): next is TStatus => (statuses as readonly string[]).includes(next);
  return (
    // A click on the tab already chosen (Radix reports it too) changes nothing: the page stays.
    <Tabs value={value} onValueChange={(next) => isStatus(next) && next !== value && onChange(next)}>
      <TabsList aria-label="Filter by status" className={listClassName}>
        {statuses.map((status) => (
          <TabsTrigger key={status} value={status} data-testid={`${testIds.tab}-${status}`} className={triggerClassName}>
            <span>{status === 'all' ? 'All' : applicationStatusLabel(status)}</span>
            <span className="rounded-full bg-background px-1.5 text-xs tabular-nums" data-testid={`${testIds.count}-${status}`}>
              {counts ? counts[status] : '–'}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value} className="grid gap-4">
        {children}
      </TabsContent>
    </Tabs>
  );
}
