import { useId, useState, type FormEvent } from 'react';
import { nextStatusesFor } from '@common/application-status';
import { DISBURSEMENT_METHODS, movementMethodLabel, type TDisbursementMethod } from '@common/contracts/cash-drawer';
import { MAX_REVIEW_NOTES, START_DATE_STATUSES, startDateProblem, type TStatusHistoryEntry } from '@common/contracts/pawn-loan-review';
import { formatDayFirst } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import type { TPublicUser } from '@common/contracts/auth';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { Button } from '@/components/ui/button';
import { DialogSection } from '@/components/ui/dialog';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getDisplayName } from '@/lib/user-display';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { noStatusChoiceReason, statusLabelOf } from '../utils/review';
import { DetailItem } from './detail-item';
import { StatusHistory } from './status-history';

type TProps = { application: TPawnLoanListItem; history: TStatusHistoryEntry[]; user: TPublicUser };

/** Status Update: only the moves the state machine and the caller's role allow (common/application-status.ts). */
export function ReviewStatusTab({ application: a, history, user }: TProps) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [notes, setNotes] = useState('');
  const today = jamaicaToday();
  // The applicant's dates are a proposal: approving or activating confirms the day the loan starts.
  const [startDate, setStartDate] = useState(a.startDate ?? today);
  const [startReason, setStartReason] = useState('');
  const confirmsStart = START_DATE_STATUSES.includes(status);
  // Activating keeps the day the approval confirmed, with its reason: it is not asked for again.
  const keepsConfirmedStart = status === 'active' && a.startDate !== null && startDate === a.startDate;
  const backDated = confirmsStart && !keepsConfirmedStart && startDate !== '' && startDate < today;
  // Making an approved loan active pays it out (issue 34): how, for the cash book and the drawer.
  const paysOut = a.status === 'approved' && status === 'active';
  const [disbursementMethod, setDisbursementMethod] = useState<TDisbursementMethod>('cash');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateApplicationStatus();
  const choices = nextStatusesFor(user.role, a.status);
  const reason = noStatusChoiceReason(user.role, a.status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status || update.isPending) return;
    const startProblem = confirmsStart && !keepsConfirmedStart ? startDateProblem(startDate, today, startReason) : null;
    if (startProblem) {
      setError(startProblem);
      return;
    }
    setError(null);
    // Without a startDate the server keeps the confirmed one (and its reason) on activation.
    const start = confirmsStart && !keepsConfirmedStart ? { startDate, startDateReason: backDated ? startReason.trim() : null } : {};
    update.mutate(
      // reviewedBy is the spec's field; the server records the reviewer from the session anyway.
      { id: a.id, status: status as (typeof choices)[number], reviewedBy: getDisplayName(user), reviewNotes: notes.trim() || null, ...start, ...(paysOut ? { disbursementMethod: disbursementMethod === 'owner_capital' && !backDated ? 'cash' : disbursementMethod } : {}) },
      {
        onSuccess: (saved) => {
          toast({ title: 'Status Updated', description: `Application ${saved.applicationNumber} is now ${statusLabelOf(saved.status)}.` });
          setStatus('');
          setNotes('');
          setStartReason('');
        },
        onError: (err) => {
          setError(readErrorMessage(err));
          toast({ title: 'Update Failed', description: 'Failed to update application status. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <DialogSection title="Current Status">
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem label="Status">
            <span data-testid="review-current-status" data-status={a.status}>
              <ApplicationStatusBadge status={a.status} />
            </span>
          </DetailItem>
          <DetailItem label="Reviewed by" testId="review-reviewed-by">
            {a.reviewedBy}
          </DetailItem>
          <DetailItem label="Loan starts" testId="review-start-date">
            {a.startDate ? `${formatDayFirst(a.startDate)}${a.startDateReason ? ` (${a.startDateReason})` : ''}` : null}
          </DetailItem>
          <DetailItem label="Review notes" className="sm:col-span-2" testId="review-current-notes">
            {a.reviewNotes && <span className="font-normal whitespace-pre-line">{a.reviewNotes}</span>}
          </DetailItem>
        </dl>
      </DialogSection>

      <DialogSection title="Update Status">
        {reason ? (
          <p className="text-sm text-muted-foreground" data-testid="review-status-locked">
            {reason}
          </p>
        ) : (
          <form className="grid gap-4" onSubmit={submit}>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>New Status</Label>
              <NativeSelect id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)} data-testid="review-new-status">
                <option value="" disabled>
                  Choose a new status
                </option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {statusLabelOf(choice)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {confirmsStart && (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-start`}>Start Date</Label>
                <DateField
                  id={`${id}-start`}
                  label="Start Date"
                  value={startDate}
                  onValueChange={setStartDate}
                  aria-describedby={`${id}-start-hint`}
                  data-testid="review-start-date-input"
                />
                <p id={`${id}-start-hint`} className="text-xs text-muted-foreground" data-testid="review-start-date-hint">
                  {keepsConfirmedStart
                    ? `Confirmed when the loan was approved${a.startDateReason ? ` (${a.startDateReason})` : ''}; change it only if the loan was paid out on another day.`
                    : 'The day the loan is paid out: the first payment falls due a week later. Today unless it was paid out on paper earlier.'}
                </p>
              </div>
            )}
            {paysOut && (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-paid-out`}>Paid out by</Label>
                <NativeSelect id={`${id}-paid-out`} value={disbursementMethod} onChange={(e) => setDisbursementMethod(e.target.value as TDisbursementMethod)} data-testid="review-disbursement-method">
                  {DISBURSEMENT_METHODS.filter((method) => method !== 'owner_capital' || backDated).map((method) => (
                    <option key={method} value={method}>
                      {movementMethodLabel(method)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {backDated && (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-start-reason`}>Reason for a past start date</Label>
                <Textarea
                  id={`${id}-start-reason`}
                  rows={2}
                  maxLength={500}
                  placeholder="For example: paid out on paper at the counter"
                  value={startReason}
                  onChange={(e) => {
                    setStartReason(e.target.value);
                    setError(null);
                  }}
                  data-testid="review-start-reason"
                />
              </div>
            )}
            <div className="grid gap-2">
              <Label htmlFor={`${id}-notes`}>Review Notes</Label>
              <Textarea
                id={`${id}-notes`}
                rows={3}
                maxLength={MAX_REVIEW_NOTES}
                placeholder="What you checked and why you decided (optional)"
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                data-testid="review-notes"
              />
            </div>
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive" data-testid="review-status-error">
                {error}
              </p>
            )}
            <div className="flex justify-end">
              <Button type="submit" disabled={!status || update.isPending} data-testid="review-update-status">
                {update.isPending ? 'Updating...' : 'Update Status'}
              </Button>
            </div>
          </form>
        )}
      </DialogSection>

      <DialogSection title="Status History">
        <StatusHistory history={history} />
      </DialogSection>
    </div>
  );
}
