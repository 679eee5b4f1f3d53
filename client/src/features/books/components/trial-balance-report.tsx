import { useState } from 'react';
import type { TTrialBalanceAccount } from '@common/contracts/books';
import { jamaicaToday } from '@common/jamaica-time';
import { ReportDayField } from '@/components/report-day-field';
import { ReportState } from '@/components/report-state';
import { formatDate } from '@/lib/format';
import { useTrialBalance } from '../api/get-trial-balance';
import { AccountLinesDialog } from './account-lines-dialog';
import { TrialBalanceTable } from './trial-balance-table';

/** The trial balance at the end of a day (today by default); an account's name opens its lines. */
export function TrialBalanceReport() {
  const [asOf, setAsOf] = useState(jamaicaToday());
  const balance = useTrialBalance({ asOf });
  const [account, setAccount] = useState<TTrialBalanceAccount | null>(null);
  return (
    <div className="grid min-w-0 gap-4" data-testid="trial-balance-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ReportDayField id="trial-balance-as-of" label="As of" value={asOf} onChange={(day) => day && setAsOf(day)} testId="trial-balance-as-of" />
      </div>
      <h3 className="text-base font-semibold">Trial balance at the end of {formatDate(asOf)}</h3>
      <ReportState query={balance} testId="trial-balance">
        {(data) => <TrialBalanceTable balance={data} onOpenAccount={setAccount} />}
      </ReportState>
      {account && <AccountLinesDialog account={account} asOf={asOf} onClose={() => setAccount(null)} />}
    </div>
  );
}
