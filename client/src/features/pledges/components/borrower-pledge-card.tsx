import { FileDown } from 'lucide-react';
import { PLEDGE_CATEGORY_LABELS, pawnTicketPath, type TBorrowerPledge } from '@common/contracts/pledges';
import { ImagePreview } from '@/components/image-preview';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/format';
import { ItemStatusBadge } from './item-status-badge';
import { PledgeStatusBadge } from './pledge-status-badge';

/** One of the borrower's pledges: the goods with their photos, the pawn ticket and until when they may be redeemed. */
export function BorrowerPledgeCard({ pledge }: { pledge: TBorrowerPledge }) {
  return (
    <Card data-testid="borrower-pledge" data-ticket-number={pledge.ticketNumber ?? ''}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-mono text-base font-semibold">{pledge.ticketNumber ?? pledge.applicationNumber}</h3>
          <p className="text-sm text-muted-foreground">
            {pledge.ticketNumber ? `Pawn ticket for loan ${pledge.applicationNumber}` : 'The pawn ticket is issued when the loan starts.'}
          </p>
        </div>
        <PledgeStatusBadge status={pledge.status} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Redeemable until</dt>
            <dd className="font-semibold" data-testid="borrower-pledge-until">
              {formatDate(pledge.redeemableUntil)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Still to pay</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(pledge.outstandingBalance)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Appraised at</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(pledge.appraisedTotal)}</dd>
          </div>
        </dl>
        {pledge.status === 'in_pawn' && (
          <p className="text-sm text-muted-foreground">Bring the ticket and your ID to the counter once the loan is paid; your goods are kept for you until the date above.</p>
        )}
        {pledge.redemption && (
          <p className="text-sm" data-testid="borrower-pledge-redeemed">
            Collected on {formatDate(pledge.redemption.redeemedAt)} by {pledge.redemption.collectedByName}.
          </p>
        )}
        <ul className="grid gap-3" aria-label={`Items of ${pledge.ticketNumber ?? pledge.applicationNumber}`}>
          {pledge.items.map((item) => (
            <li key={item.id} className="grid gap-2 rounded-md border border-border p-3" data-testid="borrower-pledge-item">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{item.description}</p>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-mono">{item.itemNumber}</span> · {PLEDGE_CATEGORY_LABELS[item.category]} · {formatMoney(item.appraisedValue)}
                  </p>
                </div>
                <ItemStatusBadge status={item.status} />
              </div>
              {item.photoUrls.length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label={`Photos of ${item.itemNumber}`}>
                  {item.photoUrls.map((src, index) => (
                    <li key={src}>
                      <ImagePreview src={src} label={`${item.description} photo ${index + 1}`} className="size-16" testId="borrower-pledge-photo" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {pledge.ticketNumber && (
          <Button asChild variant="outline" className="w-fit">
            <a href={pawnTicketPath(pledge.applicationNumber)} target="_blank" rel="noopener" data-testid="borrower-pledge-ticket">
              <FileDown aria-hidden="true" />
              Pawn ticket (PDF)
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
