import { Pencil, ShieldAlert, ShieldCheck, Tag, Trash2 } from 'lucide-react';
import { ITEM_CONDITION_LABELS, ITEM_LEFT_SHOP_STATUSES, PLEDGE_CATEGORY_LABELS, pawnItemTagPath, type TPawnItem } from '@common/contracts/pledges';
import { ImagePreview } from '@/components/image-preview';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { ItemStatusBadge } from './item-status-badge';

export type TItemAction = 'edit' | 'delete' | 'hold' | 'release';

type TProps = {
  item: TPawnItem;
  /** Items are deleted only before the pawn ticket. */
  ticketIssued: boolean;
  canManage: boolean;
  canReleaseHold: boolean;
  onAction: (action: TItemAction, item: TPawnItem) => void;
};

function metalOf(item: TPawnItem): string | null {
  const parts = [item.metal, item.karat === null ? null : `${item.karat}K`, item.weightGrams === null ? null : `${item.weightGrams} g`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** One pledged item: photos, what it is, what it is worth, where it is kept, and what may be done with it. */
export function PawnItemCard({ item, ticketIssued, canManage, canReleaseHold, onAction }: TProps) {
  const held = item.status === 'police_hold';
  const inShop = !ITEM_LEFT_SHOP_STATUSES.includes(item.status);
  const facts: { label: string; value: string | null }[] = [
    { label: 'Condition', value: ITEM_CONDITION_LABELS[item.condition] },
    { label: 'Appraised value', value: formatMoney(item.appraisedValue) },
    { label: 'Serial number', value: item.serialNumber },
    { label: 'Markings', value: item.markings },
    { label: 'Metal', value: metalOf(item) },
    { label: 'Storage location', value: item.storageLocation },
  ];

  return (
    <article className="grid gap-3 rounded-md border border-border p-3" aria-labelledby={`item-${item.id}-title`} data-testid="pawn-item" data-item-number={item.itemNumber}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={`item-${item.id}-title`} className="font-mono text-sm font-semibold" data-testid="pawn-item-number">
            {item.itemNumber}
          </h4>
          <p className="text-xs text-muted-foreground">{PLEDGE_CATEGORY_LABELS[item.category]}</p>
        </div>
        <ItemStatusBadge status={item.status} />
      </header>
      <p className="text-sm break-words whitespace-pre-line" data-testid="pawn-item-description">
        {item.description}
      </p>
      {item.photoUrls.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Photos of ${item.itemNumber}`}>
          {item.photoUrls.map((src, index) => (
            <li key={src}>
              <ImagePreview src={src} label={`${item.itemNumber} photo ${index + 1}`} className="size-16" testId="pawn-item-thumb" />
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts
          .filter((f) => f.value)
          .map((f) => (
            <div key={f.label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{f.label}</dt>
              <dd className="font-medium break-words tabular-nums">{f.value}</dd>
            </div>
          ))}
      </dl>
      {held && item.policeHold && (
        <p role="note" className="rounded-md bg-destructive-soft px-3 py-2 text-sm" data-testid="pawn-item-hold">
          Police hold since {formatDate(item.policeHold.placedAt)}: {item.policeHold.station}, {item.policeHold.officer}, reference {item.policeHold.reference}. {item.policeHold.reason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={pawnItemTagPath(item.id)} target="_blank" rel="noopener" aria-label={`Print tag for ${item.itemNumber}`} data-testid="pawn-item-tag">
            <Tag aria-hidden="true" />
            Print tag
          </a>
        </Button>
        {canManage && inShop && !held && (
          <Button variant="outline" size="sm" onClick={() => onAction('edit', item)} aria-label={`Edit ${item.itemNumber}`} data-testid="pawn-item-edit">
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
        {canManage && !ticketIssued && (
          <Button variant="outline" size="sm" className="text-destructive hover:bg-destructive-soft" onClick={() => onAction('delete', item)} aria-label={`Delete ${item.itemNumber}`} data-testid="pawn-item-delete">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
        {canManage && inShop && !held && (
          <Button variant="outline" size="sm" onClick={() => onAction('hold', item)} aria-label={`Police hold on ${item.itemNumber}`} data-testid="pawn-item-hold-open">
            <ShieldAlert aria-hidden="true" />
            Police hold
          </Button>
        )}
        {canReleaseHold && held && (
          <Button variant="outline" size="sm" onClick={() => onAction('release', item)} aria-label={`Release hold on ${item.itemNumber}`} data-testid="pawn-item-release-open">
            <ShieldCheck aria-hidden="true" />
            Release hold
          </Button>
        )}
      </div>
    </article>
  );
}
