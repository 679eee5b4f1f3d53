import type { ReactNode } from 'react';
import { PAWN_LOAN_LIST_STATUSES, type TPawnLoanListCounts, type TPawnLoanListStatus } from '@common/contracts/pawn-loans-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { statusLabel } from './application-status-badge';

type TProps = {
  value: TPawnLoanListStatus;
  counts: TPawnLoanListCounts | undefined;
  onChange: (status: TPawnLoanListStatus) => void;
  /** The list itself, as the active tab's panel. */
  children: ReactNode;
};

const isStatus = (value: string): value is TPawnLoanListStatus => (PAWN_LOAN_LIST_STATUSES as readonly string[]).includes(value);

/** One tab per status with its count for the current search; only the active panel is rendered. */
export function ApplicationListStatusTabs({ value, counts, onChange, children }: TProps) {
  return (
    <Tabs value={value} onValueChange={(next) => isStatus(next) && onChange(next)}>
      <TabsList aria-label="Filter by status" className="grid-flow-row grid-cols-4 lg:grid-flow-col lg:grid-cols-none">
        {PAWN_LOAN_LIST_STATUSES.map((status) => (
          <TabsTrigger key={status} value={status} data-testid={`applications-status-${status}`} className="flex-col gap-0.5 px-1 py-1 lg:flex-row lg:gap-1.5 lg:px-3">
            <span>{statusLabel(status)}</span>
            <span className="rounded-full bg-background px-1.5 text-xs tabular-nums" data-testid={`applications-count-${status}`}>
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
