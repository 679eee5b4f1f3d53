import { Link2 } from 'lucide-react';
import type { TApplicationBorrowerRecord } from '@common/contracts/borrower-changes';
import { can } from '@common/permissions';
import { Button } from '@/components/ui/button';
import { DialogSection } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-auth';
import { useDecideBorrowerChange } from '../api/decide-borrower-change';
import { usePawnLoan } from '../api/get-pawn-loan';
import { useLinkApplicationToBorrower } from '../api/link-application-to-borrower';
import { BorrowerChangeItem } from './borrower-change-item';


function linkText(record: TApplicationBorrowerRecord): string {
  if (record.linkedToAccount) {
    return record.recordHasAccount
      ? "This application shows in the borrower's own account."
      : 'Linked to the borrower: it will show in their account once they have one.';
  }
  return record.recordHasAccount
    ? "This application was not sent from the borrower's own account, so they do not see it there. Link it once you are sure it is theirs."
    : 'This application was sent without signing in. Link it to the borrower once you are sure it is theirs, so it shows in their account when they have one.';
}

/**
 * DESIGN decision 18: an application never changes the borrower record by itself. What it says
 * differently is listed here, old -> new, for staff to accept (the record takes it) or ignore.
 */
export function ReviewBorrowerChanges({ applicationId }: { applicationId: string }) {
  const { user } = useAuth();
  // The review's own detail query: already loaded by the dialog, refreshed by each decision.
  const record = usePawnLoan(applicationId).data?.borrowerRecord;
  const decide = useDecideBorrowerChange();
  const link = useLinkApplicationToBorrower();
  if (!record?.borrowerId) return null;
  const canDecide = !!user && can(user.role, 'borrowers.manage');
  const canLink = !!user && can(user.role, 'applications.review');
  const failed = (title: string) => (err: unknown) => {
    const message = readErrorMessage(err);
    toast({ title, ...(message ? { description: message } : {}), variant: 'destructive' });
  };
  const pending = record.changes.filter((c) => c.decision === null).length;

  return (
    <DialogSection title="Changes proposed by this application">
      <div className="grid gap-2 text-sm" data-testid="borrower-link">
        <p data-testid="borrower-link-status">{linkText(record)}</p>
        {!record.linkedToAccount && canLink && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="w-fit"
            disabled={link.isPending}
            onClick={() =>
              link.mutate(applicationId, {
                onSuccess: () => toast({ title: 'Application linked', description: 'It now belongs to the borrower\'s account.' }),
                onError: failed('Failed to link the application'),
              })
            }
            data-testid="borrower-link-button"
          >
            <Link2 aria-hidden="true" />
            Link to the borrower&apos;s account
          </Button>
        )}
      </div>
      {record.changes.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="borrower-changes-none">
          This application matches the borrower record.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="borrower-changes-summary">
            {pending === 0
              ? 'Every change has been decided.'
              : `${pending} ${pending === 1 ? 'field differs' : 'fields differ'} from the borrower record. The record keeps its own until you accept a change.`}
          </p>
          <ul className="grid gap-3" data-testid="borrower-changes">
            {record.changes.map((change) => (
              <BorrowerChangeItem
                key={change.field}
                change={change}
                busy={decide.isPending}
                onDecide={
                  canDecide
                    ? (decision) =>
                        decide.mutate(
                          { id: applicationId, field: change.field, decision },
                          {
                            onSuccess: () => toast({ title: decision === 'accept' ? 'Change accepted' : 'Change ignored', description: change.label }),
                            onError: failed('Failed to save the decision'),
                          },
                        )
                    : null
                }
              />
            ))}
          </ul>
        </>
      )}
    </DialogSection>
  );
}
