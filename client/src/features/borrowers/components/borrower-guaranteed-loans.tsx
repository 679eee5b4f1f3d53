import { GUARANTOR_CONSENT_LABELS } from '@common/contracts/guarantees';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { useGuaranteedLoans } from '../api/get-guaranteed-loans';

/** The loans this person stands behind as guarantor (matched by the TRN on their record), and what is owed on them. */
export function BorrowerGuaranteedLoans({ borrowerId }: { borrowerId: string }) {
  const loans = useGuaranteedLoans(borrowerId);
  return (
    <section className="grid gap-3 rounded-lg border border-border p-4" aria-labelledby="borrower-guarantees" data-testid="borrower-guaranteed-loans">
      <h4 id="borrower-guarantees" className="font-semibold">
        Loans This Person Guarantees
      </h4>
      {loans.isPending && <Skeleton className="h-12" />}
      {loans.isError && <LoadError message="We could not load the loans this person guarantees." onRetry={() => void loans.refetch()} />}
      {loans.data && !loans.data.trn && <p className="text-sm text-muted-foreground">No TRN on this record, so no guarantee can be matched to it.</p>}
      {loans.data?.trn && loans.data.items.length === 0 && <p className="text-sm text-muted-foreground">This person guarantees no loan.</p>}
      {loans.data && loans.data.items.length > 0 && (
        <>
          <p className="text-sm">
            Outstanding on the loans they guarantee: <span className="font-semibold" data-testid="guaranteed-outstanding">{formatMoney(loans.data.outstanding)}</span>
          </p>
          <ul className="grid gap-2">
            {loans.data.items.map((loan) => (
              <li key={loan.applicationId} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-2 text-sm" data-testid="guaranteed-loan">
                <div className="min-w-0">
                  <p className="font-mono text-xs font-semibold">{loan.applicationNumber}</p>
                  <p className="font-medium">{loan.borrowerName}</p>
                  <p className="text-xs text-muted-foreground">{GUARANTOR_CONSENT_LABELS[loan.guarantorConsent]}</p>
                </div>
                <div className="grid justify-items-end gap-1">
                  <ApplicationStatusBadge status={loan.status} />
                  <span className="font-semibold">{formatMoney(loan.outstanding)} owed</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
