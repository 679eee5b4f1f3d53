import { useId } from 'react';
import { CREDIT_STATUSES, type TBorrowerSummary, type TCreditStatus } from '@common/contracts/borrowers';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetCreditStatus } from '../api/set-credit-status';
import { CREDIT_STATUS_LABELS } from '../utils/borrower-display';

const DERIVED = 'derived';

/** Admin and super admin set the credit status, or return it to the one derived from the loans. */
export function CreditStatusControl({ borrower }: { borrower: TBorrowerSummary }) {
  const id = useId();
  const update = useSetCreditStatus();
  const current = borrower.creditStatusSource === 'staff' ? borrower.creditStatus : DERIVED;

  const change = (value: string) => {
    const creditStatus = value === DERIVED ? null : (value as TCreditStatus);
    update.mutate(
      { borrowerId: borrower.id, creditStatus },
      {
        onSuccess: (b) => toast({ title: 'Credit Status Updated', description: `${b.name}: ${CREDIT_STATUS_LABELS[b.creditStatus].toLowerCase()}${creditStatus === null ? ' (from loan history)' : ''}.` }),
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to update credit status', variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Credit status</Label>
      <NativeSelect id={id} value={current} disabled={update.isPending} onChange={(e) => change(e.target.value)} data-testid="borrower-credit-control">
        <option value={DERIVED}>From loan history (derived)</option>
        {CREDIT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {CREDIT_STATUS_LABELS[s]} (set by staff)
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
