import type { ReactNode } from 'react';
import type { TPawnLoanListCounts, TPawnLoanListStatus } from '@common/contracts/pawn-loans-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { statusLabel } from './application-status-badge';

/** The dashboard's six tabs (spec: Loan Management); completed and defaulted are found under All. */
export const LOAN_TABS = ['all', 'submitted', 'reviewed', 'approved', 'rejected', 'active'] as const satisfies readonly TPawnLoanListStatus[];
export type TLoanTab = (typeof LOAN_TABS)[number];

const isLoanTab = (value: string): value is TLoanTab => (LOAN_TABS as readonly string[]).includes(value);

type TProps = {
  value: TLoanTab;
  counts: TPawnLoanListCounts | undefined;
  onChange: (tab: TLoanTab) => void;
  /** The cards of the active tab. */
  children: ReactNode;
};

export function LoanStatusTabs({ value, counts, onChange, children }: TProps) {
  return (
    <Tabs value={value} onValueChange={(next) => isLoanTab(next) && onChange(next)}>
      <TabsList aria-label="Filter by status" className="grid-flow-row grid-cols-3 sm:grid-flow-col sm:grid-cols-none">
        {LOAN_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab} data-testid={`loan-tab-${tab}`} className="gap-1.5 px-2">
            <span>{statusLabel(tab)}</span>
            <span className="rounded-full bg-background px-1.5 text-xs tabular-nums" data-testid={`loan-count-${tab}`}>
              {counts ? counts[tab] : '–'}
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
