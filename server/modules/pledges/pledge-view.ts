import type { TBorrowerPledge, TPawnItem, TPledge, TPledgeStatus } from '@common/contracts/pledges';
import { centsToDecimalString, toCents } from '@common/money';
import type { TPawnLoanRow } from '../loans';
import type { TPawnTicketRow } from './pledge-status.repository';
import type { TPawnItemRow, TPoliceHoldRow, TRedemptionRow } from './pledges.repository';

/** Everything a pledge answer is made of, read by the caller. */
export type TPledgeParts = {
  loan: TPawnLoanRow;
  ticket: TPawnTicketRow | null;
  items: TPawnItemRow[];
  holds: Map<string, TPoliceHoldRow>;
  redemption: TRedemptionRow | null;
  outstandingCents: number;
};

const centsOfStored = (value: string) => toCents(value) ?? 0;

export function toPawnItem(row: TPawnItemRow, hold: TPoliceHoldRow | undefined): TPawnItem {
  return {
    id: row.id,
    loanId: row.applicationId,
    itemNumber: row.itemNumber,
    category: row.category as TPawnItem['category'],
    description: row.description,
    serialNumber: row.serialNumber,
    markings: row.markings,
    metal: row.metal,
    karat: row.karat,
    weightGrams: row.weightGrams === null ? null : Number(row.weightGrams),
    condition: row.condition as TPawnItem['condition'],
    appraisedValue: centsToDecimalString(centsOfStored(row.appraisedValue)),
    photoUrls: row.photoUrls,
    storageLocation: row.storageLocation,
    status: row.status as TPawnItem['status'],
    policeHold:
      row.status === 'police_hold' && hold
        ? {
            station: hold.station,
            officer: hold.officer,
            reference: hold.reference,
            reason: hold.reason,
            placedAt: hold.placedAt.toISOString(),
            placedByName: hold.placedByName,
          }
        : null,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * none without items; appraised before the ticket; then what the ticket says (in_pawn, redeemed,
 * forfeited, sold).
 */
export function pledgeStatusOf(ticket: TPawnTicketRow | null, items: readonly TPawnItemRow[], redemption: TRedemptionRow | null): TPledgeStatus {
  if (redemption) return 'redeemed';
  // A renewed loan's goods moved to the new loan: its pledge is renewed, not empty.
  if (ticket?.status === 'renewed') return 'renewed';
  if (items.length === 0) return 'none';
  if (!ticket) return 'appraised';
  return ticket.status as TPledgeStatus;
}

export function toPledge(parts: TPledgeParts): TPledge {
  const { loan, ticket, items, holds, redemption } = parts;
  const appraisedCents = items.reduce((sum, item) => sum + centsOfStored(item.appraisedValue), 0);
  const loanCents = centsOfStored(loan.loanAmount);
  return {
    loanId: loan.id,
    applicationNumber: loan.applicationNumber,
    loanStatus: loan.status,
    loanAmount: centsToDecimalString(loanCents),
    ticketNumber: ticket?.ticketNumber ?? null,
    ticketIssuedAt: ticket?.issuedOn ?? null,
    redeemableUntil: ticket?.redeemableUntil ?? null,
    status: pledgeStatusOf(ticket, items, redemption),
    items: items.map((item) => toPawnItem(item, holds.get(item.id))),
    appraisedTotal: centsToDecimalString(appraisedCents),
    loanToValuePercent: appraisedCents > 0 ? Math.round((loanCents * 1000) / appraisedCents) / 10 : null,
    outstandingBalance: centsToDecimalString(parts.outstandingCents),
    redemption: redemption
      ? {
          redeemedAt: redemption.redeemedAt.toISOString(),
          collectedByName: redemption.collectedByName,
          lostTicket: redemption.lostTicket,
          recordedByName: redemption.recordedByName,
        }
      : null,
  };
}

/** The pledge as its borrower sees it: no storage locations, no police details. */
export function toBorrowerPledge(pledge: TPledge): TBorrowerPledge {
  return {
    ...pledge,
    items: pledge.items.map(({ storageLocation: _storage, policeHold: _hold, ...item }) => item),
  };
}
