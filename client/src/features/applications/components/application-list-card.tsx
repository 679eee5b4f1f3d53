import type { ReactNode } from 'react';
import { Mail, Phone } from 'lucide-react';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { GuarantorConsentBadge } from './guarantor-consent-badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatPercent, formatWeeks } from '@/lib/format';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

type TProps = {
  item: TPawnLoanListItem;
  testId?: string;
  /** Buttons under the card (the dashboard's Review and Delete, the /applications list's open). */
  actions?: ReactNode;
  /** A click anywhere on the card does this (its button among the actions does it for the keyboard). */
  onOpen?: () => void;
};

/** One application as a card with the spec's card fields: the narrow-screen list and the dashboard's Loan Management. */
export function ApplicationListCard({ item, testId = 'application-row', actions, onOpen }: TProps) {
  return (
    <Card
      data-testid={testId}
      data-application-number={item.applicationNumber}
      className={cn('grid min-w-0 content-start gap-3 p-4', onOpen && 'cursor-pointer hover:border-primary/40')}
      onClick={onOpen}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold text-muted-foreground">{item.applicationNumber}</p>
          <h3 className="truncate text-base font-semibold">{item.borrowerName}</h3>
        </div>
        <div className="grid justify-items-end gap-1">
          <ApplicationStatusBadge status={item.status} />
          {item.guarantorConsent !== 'none' && <GuarantorConsentBadge consent={item.guarantorConsent} />}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Detail label="Loan amount" value={formatMoney(item.loanAmount)} />
        <Detail label="Weekly payment" value={formatMoney(item.weeklyInstalment)} />
        <Detail label="Interest rate" value={formatPercent(item.interestRate)} />
        <Detail label="Term" value={formatWeeks(item.termWeeks)} />
      </dl>
      <div className="grid gap-1 border-t border-border pt-3 text-sm text-muted-foreground">
        <p className="flex items-center gap-2 break-all">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">E-mail</span>
          {item.borrowerEmail}
        </p>
        <p className="flex items-center gap-2">
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Phone</span>
          {item.borrowerPhone}
        </p>
        <p>Applied {formatDate(item.createdAt)}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2 border-t border-border pt-3">{actions}</div>}
    </Card>
  );
}
