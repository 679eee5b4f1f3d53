import { LoadError } from '@/components/load-error';
import { useMyPledges } from '../api/get-my-pledges';
import { BorrowerPledgeCard } from './borrower-pledge-card';

/** The borrower's home: the goods they have in pawn (or had), with their tickets. Nothing while they have none. */
export function MyPledges() {
  const pledges = useMyPledges();
  if (pledges.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your pledges...
      </p>
    );
  }
  if (pledges.isError) return <LoadError message="We could not load your pledges." onRetry={() => void pledges.refetch()} />;
  if (pledges.data.pledges.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="borrower-pledges-empty">
        You have no goods in pawn with us.
      </p>
    );
  }
  return (
    <ul className="grid gap-4" aria-label="Your pledges">
      {pledges.data.pledges.map((pledge) => (
        <li key={pledge.loanId}>
          <BorrowerPledgeCard pledge={pledge} />
        </li>
      ))}
    </ul>
  );
}
