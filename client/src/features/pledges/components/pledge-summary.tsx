import type { ReactNode } from 'react';
import type { TPledge } from '@common/contracts/pledges';
import { toCents } from '@common/money';
import { formatDate, formatMoney } from '@/lib/format';
import { PledgeStatusBadge } from './pledge-status-badge';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold break-words tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The pledge at a glance: its ticket, until when it may be redeemed, what the goods are worth against the loan, what is owed. */
export function PledgeSummary({ pledge }: { pledge: TPledge }) {
  const owed = toCents(pledge.outstandingBalance) ?? 0;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Fact label="Pledge">
          <PledgeStatusBadge status={pledge.status} />
        </Fact>
        <Fact label="Pawn ticket" testId="pledge-ticket-number">
          <span className="font-mono">{pledge.ticketNumber ?? 'Not issued yet'}</span>
        </Fact>
        <Fact label="Redeemable until" testId="pledge-redeemable-until">
          {pledge.redeemableUntil ? formatDate(pledge.redeemableUntil) : '—'}
        </Fact>
        <Fact label="Appraised total" testId="pledge-appraised-total">
          {formatMoney(pledge.appraisedTotal)}
        </Fact>
        <Fact label="Loan amount">{formatMoney(pledge.loanAmount)}</Fact>
        <Fact label="Loan-to-value" testId="pledge-ltv">
          {pledge.loanToValuePercent === null ? '—' : `${pledge.loanToValuePercent.toFixed(1)}%`}
        </Fact>
        <Fact label="Outstanding balance" testId="pledge-outstanding">
          <span className={owed > 0 ? undefined : 'text-success'}>{formatMoney(pledge.outstandingBalance)}</span>
        </Fact>
        {pledge.ticketIssuedAt && <Fact label="Ticket issued">{formatDate(pledge.ticketIssuedAt)}</Fact>}
      </dl>
      {pledge.loanToValuePercent !== null && pledge.loanToValuePercent > 100 && (
        <p role="note" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-text" data-testid="pledge-ltv-warning">
          The loan is more than the goods are appraised at.
        </p>
      )}
      {pledge.redemption && (
        <p className="rounded-md bg-success-soft px-3 py-2 text-sm" data-testid="pledge-redemption">
          Redeemed on {formatDate(pledge.redemption.redeemedAt)} by {pledge.redemption.collectedByName}
          {pledge.redemption.lostTicket ? ' on a lost-ticket declaration' : ''}
          {pledge.redemption.recordedByName ? ` (recorded by ${pledge.redemption.recordedByName})` : ''}.
        </p>
      )}
    </div>
  );
}
