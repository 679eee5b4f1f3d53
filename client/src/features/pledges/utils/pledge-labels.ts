import {
  PAWN_ITEM_STATUS_LABELS,
  PLEDGE_REGISTER_FILTERS,
  type TPawnItemStatus,
  type TPledgeRegisterFilter,
  type TPledgeStatus,
} from '@common/contracts/pledges';
import type { TStatusTone } from '@common/status-display';

/** How an item's status looks: held and surrendered goods stand out, goods handed back look settled. */
export const ITEM_STATUS_TONES: Record<TPawnItemStatus, TStatusTone> = {
  appraised: 'info',
  in_pawn: 'emphasis',
  police_hold: 'danger',
  redeemed: 'success',
  forfeited: 'attention',
  sold: 'neutral',
  surrendered: 'danger',
};

export const PLEDGE_STATUS_TONES: Record<TPledgeStatus, TStatusTone> = {
  none: 'neutral',
  appraised: 'info',
  in_pawn: 'emphasis',
  redeemed: 'success',
  forfeited: 'attention',
  sold: 'neutral',
  renewed: 'neutral',
};

/** The register's status filter: every item, one item status, or the forfeitable ones. */
export const REGISTER_FILTER_OPTIONS: { value: TPledgeRegisterFilter | ''; label: string }[] = [
  { value: '', label: 'All items' },
  ...PLEDGE_REGISTER_FILTERS.map((value) => ({
    value,
    label: value === 'forfeitable' ? 'Forfeitable (past redeemable-until, still owed)' : PAWN_ITEM_STATUS_LABELS[value],
  })),
];
