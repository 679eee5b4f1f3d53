import { SearchCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useFindOverdue } from '../api/find-overdue';

/** Find Overdue: the server opens a case for each overdue loan without one; the toast says how many. */
export function FindOverdueButton() {
  const find = useFindOverdue();
  const run = () =>
    find.mutate(undefined, {
      onSuccess: ({ created, alreadyOpen }) =>
        toast({
          title: 'Overdue Loans Found',
          description:
            created === 0
              ? `No new collection records. ${alreadyOpen} overdue ${alreadyOpen === 1 ? 'loan already has' : 'loans already have'} one.`
              : `${created} new collection ${created === 1 ? 'record' : 'records'} opened${alreadyOpen > 0 ? `; ${alreadyOpen} already open` : ''}.`,
        }),
      onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to find overdue loans', variant: 'destructive' }),
    });
  return (
    <Button variant="outline" onClick={run} disabled={find.isPending} data-testid="collections-find-overdue">
      <SearchCheck aria-hidden="true" />
      {find.isPending ? 'Finding...' : 'Find Overdue'}
    </Button>
  );
}
