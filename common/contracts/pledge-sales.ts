import { z } from 'zod';
import { formatCents } from '../money';
import { dayField, moneyField, text } from './fields';

// Forfeited pledges (issue 32, Pawnbrokers Act s. 12-18): the sale of a pledge not redeemed in
// time, the sale book open to the pawner's inspection (s. 17) and the surplus the shop owes the
// pawner for three years (s. 18). Money on the wire: J$ strings with two decimals; days YYYY-MM-DD.

export const SALE_METHODS = ['auction', 'private_sale'] as const;
export type TSaleMethod = (typeof SALE_METHODS)[number];
export const SALE_METHOD_LABELS: Record<TSaleMethod, string> = { auction: 'Auction', private_sale: 'Private sale' };

export const SURPLUS_STATUSES = ['owed', 'paid', 'expired'] as const;
export type TSurplusStatus = (typeof SURPLUS_STATUSES)[number];
export const SURPLUS_STATUS_LABELS: Record<TSurplusStatus, string> = { owed: 'Owed', paid: 'Paid', expired: 'Expired' };

export const SURPLUS_PAYOUT_METHODS = ['cash', 'bank_transfer', 'cheque'] as const;
export type TSurplusPayoutMethod = (typeof SURPLUS_PAYOUT_METHODS)[number];
export const SURPLUS_PAYOUT_METHOD_LABELS: Record<TSurplusPayoutMethod, string> = { cash: 'Cash', bank_transfer: 'Bank transfer', cheque: 'Cheque' };

/** A surplus may be claimed for this many years from the sale (s. 18). */
export const SURPLUS_CLAIM_YEARS = 3;

/** The day a surplus stops being claimable: the sale day three years on (29 February falls to 28 February). */
export function claimableUntilOf(saleDate: string): string {
  const [y, m, d] = saleDate.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + SURPLUS_CLAIM_YEARS, m, 0)).getUTCDate();
  return `${y + SURPLUS_CLAIM_YEARS}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * What a sale gives, in cents: surplus = price - costs - owed when positive, else 0; the
 * shortfall is the opposite. The Sell dialog shows it before the sale, the service records it.
 */
export function saleOutcomeOf(input: { salePriceCents: number; saleCostsCents: number; amountOwedCents: number }): { surplusCents: number; shortfallCents: number } {
  const net = input.salePriceCents - input.saleCostsCents - input.amountOwedCents;
  return { surplusCents: Math.max(net, 0), shortfallCents: Math.max(-net, 0) };
}

export const SALE_MESSAGES = {
  loanNotFound: 'Loan application not found',
  surplusNotFound: 'Surplus not found',
  noTicket: 'No pawn ticket has been issued for this loan, so there is no pledge to sell.',
  beforeRedeemableUntil: (day: string) => `The pledge is redeemable until ${day}; it cannot be sold before then.`,
  nothingOwed: 'Nothing is owed on this loan: the pawner should redeem the pledge, not have it sold.',
  alreadySold: 'This pledge has already been sold.',
  notInPawn: (status: string) => `A ${status} pledge cannot be sold.`,
  noItemsInPawn: 'No item of this pledge is in pawn.',
  saleDateFuture: 'Sale date cannot be in the future.',
  saleDateInvalid: 'Sale date must be a real date (YYYY-MM-DD).',
  salePriceInvalid: 'Sale price must be an amount in J$ greater than 0, with at most two decimals.',
  saleCostsInvalid: 'Sale costs must be an amount in J$ of 0 or more, with at most two decimals.',
  costsAbovePrice: 'Sale costs cannot be more than the sale price.',
  alreadyPaid: 'This surplus has already been paid.',
  expired: (day: string) => `This surplus could be claimed until ${day}; the claim has expired.`,
  rangeInvalid: 'from must be on or before to.',
  amountOwed: (cents: number) => `Amount owed ${formatCents(cents)}`,
} as const;

const required = (label: string, max: number) =>
  text(label, { typeError: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });


/**
 * POST /api/pawn-loans/{id}/sale (admin, super_admin) -> 201 TSellPledgeResponse: sells every item
 * of the pledge in pawn. 409 before redeemableUntil, when nothing is owed, on a police hold, or
 * when already sold; 400 for bad amounts or a sale date in the future.
 */
export const ZSellPledgeRequest = z.object({
  saleDate: dayField('Sale date', SALE_MESSAGES.saleDateInvalid),
  method: z.enum(SALE_METHODS, { error: `Method must be one of ${SALE_METHODS.join(', ')}` }),
  buyerName: required('Buyer name', 200),
  auctioneer: text('Auctioneer').trim().max(200, { error: 'Auctioneer must be at most 200 characters' }).nullish(),
  salePrice: moneyField('Sale price', { invalid: SALE_MESSAGES.salePriceInvalid }),
  saleCosts: moneyField('Sale costs', { invalid: SALE_MESSAGES.saleCostsInvalid }),
});
export type TSellPledgeRequest = z.infer<typeof ZSellPledgeRequest>;
export type TSellPledgeInput = z.input<typeof ZSellPledgeRequest>;

export const ZSellPledgeResponse = z.object({
  saleId: z.string(),
  amountOwed: z.string(),
  salePrice: z.string(),
  saleCosts: z.string(),
  surplus: z.string(),
  shortfall: z.string(),
});
export type TSellPledgeResponse = z.infer<typeof ZSellPledgeResponse>;

export const SALE_BOOK_FORMATS = ['json', 'csv'] as const;

/** GET /api/pledges/sales?from=&to=&format= (admin, super_admin): the sale book, by sale date (both days included). */
export const ZSaleBookRequest = z.object({
  from: dayField('from', 'from must be a real date (YYYY-MM-DD)').optional(),
  to: dayField('to', 'to must be a real date (YYYY-MM-DD)').optional(),
  format: z.enum(SALE_BOOK_FORMATS, { error: 'format must be json or csv' }).optional(),
});
export type TSaleBookRequest = z.infer<typeof ZSaleBookRequest>;
export type TSaleBookQuery = z.input<typeof ZSaleBookRequest>;

export const ZSaleBookEntry = z.object({
  saleId: z.string(),
  saleDate: z.string(),
  ticketNumber: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  /** The items sold: "PI-2026-000001 Gold chain; PI-2026-000002 ...". */
  items: z.string(),
  method: z.enum(SALE_METHODS),
  buyerName: z.string(),
  auctioneer: z.string().nullable(),
  salePrice: z.string(),
  saleCosts: z.string(),
  amountOwed: z.string(),
  surplus: z.string(),
  shortfall: z.string(),
});
export type TSaleBookEntry = z.infer<typeof ZSaleBookEntry>;

export const ZSaleBookResponse = z.object({
  items: z.array(ZSaleBookEntry),
  totals: z.object({ salePrice: z.string(), saleCosts: z.string(), surplus: z.string(), shortfall: z.string() }),
});
export type TSaleBookResponse = z.infer<typeof ZSaleBookResponse>;

/** GET /api/pledges/surplus?status=owed|paid|expired&format= (admin, super_admin); every surplus without status. */
export const ZSurplusListRequest = z.object({
  status: z.enum(SURPLUS_STATUSES, { error: `status must be one of ${SURPLUS_STATUSES.join(', ')}` }).optional(),
  format: z.enum(SALE_BOOK_FORMATS, { error: 'format must be json or csv' }).optional(),
});
export type TSurplusListRequest = z.infer<typeof ZSurplusListRequest>;
export type TSurplusListQuery = z.input<typeof ZSurplusListRequest>;

export const ZSurplus = z.object({
  id: z.string(),
  saleId: z.string(),
  ticketNumber: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  amount: z.string(),
  saleDate: z.string(),
  /** The sale day three years on: claimable through that day. */
  claimableUntil: z.string(),
  status: z.enum(SURPLUS_STATUSES),
  paidAt: z.string().nullable(),
  paidTo: z.string().nullable(),
  method: z.enum(SURPLUS_PAYOUT_METHODS).nullable(),
  reference: z.string().nullable(),
  /** SR-YYYY-NNNNNN once paid: the receipt's number. */
  receiptNumber: z.string().nullable(),
});
export type TSurplus = z.infer<typeof ZSurplus>;

/** totalOwed: the surpluses still claimable (status owed), whatever the filter. */
export const ZSurplusListResponse = z.object({ items: z.array(ZSurplus), totalOwed: z.string() });
export type TSurplusListResponse = z.infer<typeof ZSurplusListResponse>;

/** POST /api/pledges/surplus/{id}/pay (admin, super_admin) -> 200 TSurplus; 409 when already paid or expired. */
export const ZPaySurplusRequest = z.object({
  paidTo: required('Paid to', 200),
  method: z.enum(SURPLUS_PAYOUT_METHODS, { error: `Method must be one of ${SURPLUS_PAYOUT_METHODS.join(', ')}` }),
  reference: text('Reference').trim().max(100, { error: 'Reference must be at most 100 characters' }).nullish(),
});
export type TPaySurplusRequest = z.infer<typeof ZPaySurplusRequest>;
export type TPaySurplusInput = z.input<typeof ZPaySurplusRequest>;

/** The sale of a borrower's own pledge as their home page shows it, with the surplus they may claim. */
export const ZBorrowerPledgeSale = z.object({
  saleId: z.string(),
  saleDate: z.string(),
  ticketNumber: z.string(),
  applicationNumber: z.string(),
  items: z.string(),
  method: z.enum(SALE_METHODS),
  salePrice: z.string(),
  saleCosts: z.string(),
  amountOwed: z.string(),
  surplus: z.string(),
  shortfall: z.string(),
  surplusStatus: z.enum(SURPLUS_STATUSES).nullable(),
  claimableUntil: z.string().nullable(),
});
export type TBorrowerPledgeSale = z.infer<typeof ZBorrowerPledgeSale>;

/** GET /api/borrower/pledge-sales (borrower): the sales of their own pledges, newest first. */
export const ZBorrowerPledgeSalesResponse = z.object({ sales: z.array(ZBorrowerPledgeSale) });
export type TBorrowerPledgeSalesResponse = z.infer<typeof ZBorrowerPledgeSalesResponse>;

export const pledgeSalesPath = (query: { from?: string; to?: string; format?: 'csv' } = {}) => {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => !!v) as [string, string][]);
  const qs = params.toString();
  return `/api/pledges/sales${qs ? `?${qs}` : ''}`;
};
export const surplusReceiptPath = (id: string) => `/api/pledges/surplus/${encodeURIComponent(id)}/receipt`;
