import { useId, useState, type FormEvent } from 'react';
import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetBankAccount } from '../api/set-bank-account';

/** The borrower's bank account number, saved on its own (an empty field removes it). */
export function BankAccountField({ borrower }: { borrower: TBorrowerSummary }) {
  const id = useId();
  const saved = borrower.bankAccountNumber ?? '';
  const [value, setValue] = useState(saved);
  const update = useSetBankAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { borrowerId: borrower.id, bankAccountNumber: value.trim() },
      {
        onSuccess: () => toast({ title: 'Bank Account Updated', description: value.trim() ? 'The bank account number has been saved.' : 'The bank account number has been removed.' }),
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to update borrower information', variant: 'destructive' }),
      },
    );
  };

  return (
    <form className="grid gap-2" onSubmit={submit}>
      <Label htmlFor={id}>Bank account number</Label>
      <div className="flex flex-wrap gap-2">
        <Input id={id} className="min-w-0 flex-1 basis-48" maxLength={50} value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" data-testid="borrower-bank-account" />
        <Button type="submit" variant="outline" disabled={update.isPending || value.trim() === saved} data-testid="borrower-bank-account-save">
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
