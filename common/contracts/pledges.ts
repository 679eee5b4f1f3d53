import { z } from 'zod';
import { formatCents } from '../money';
import { moneyField, text, uploadPathField } from './fields';
import { pagedResponse, pageQuery } from './paging';

// Pledges (issue 31, DESIGN decision 17, Jamaica's Pawnbrokers Act): the goods a pawn loan is made
// against, the pawn ticket, police holds, redemption and the pledge book. Money on the wire: J$
// strings with two decimals ("1500.00"); days: "YYYY-MM-DD" (Jamaica).

export const PLEDGE_CATEGORIES = ['jewellery', 'electronics', 'tools', 'appliance', 'musical_instrument', 'vehicle_title', 'other'] as const;
export type TPledgeCategory = (typeof PLEDGE_CATEGORIES)[number];
export const PLEDGE_CATEGORY_LABELS: Record<TPledgeCategory, string> = {
  jewellery: 'Jewellery',
  electronics: 'Electronics',
  tools: 'Tools',
  appliance: 'Appliance',
  musical_instrument: 'Musical instrument',
  vehicle_title: 'Vehicle title',
  other: 'Other',
};

export const ITEM_CONDITIONS = ['new', 'good', 'fair', 'poor'] as const;
export type TItemCondition = (typeof ITEM_CONDITIONS)[number];
export const ITEM_CONDITION_LABELS: Record<TItemCondition, string> = { new: 'New', good: 'Good', fair: 'Fair', poor: 'Poor' };

/**
 * A pledge (all the items of one loan): none (no items), appraised (items, loan not active yet), in_pawn, redeemed, forfeited, sold,
 * renewed (the loan was renewed: its goods moved to the new loan's ticket, issue 32).
 */
export const PLEDGE_STATUSES = ['none', 'appraised', 'in_pawn', 'redeemed', 'forfeited', 'sold', 'renewed'] as const;
export type TPledgeStatus = (typeof PLEDGE_STATUSES)[number];
export const PLEDGE_STATUS_LABELS: Record<TPledgeStatus, string> = {
  none: 'No items',
  appraised: 'Appraised',
  in_pawn: 'In pawn',
  redeemed: 'Redeemed',
  forfeited: 'Forfeited',
  sold: 'Sold',
  renewed: 'Renewed',
};

/** One item: appraised (before the ticket), in_pawn, police_hold, redeemed, forfeited, sold, surrendered (to the police). */
export const PAWN_ITEM_STATUSES = ['appraised', 'in_pawn', 'police_hold', 'redeemed', 'forfeited', 'sold', 'surrendered'] as const;
export type TPawnItemStatus = (typeof PAWN_ITEM_STATUSES)[number];
export const PAWN_ITEM_STATUS_LABELS: Record<TPawnItemStatus, string> = {
  appraised: 'Appraised',
  in_pawn: 'In pawn',
  police_hold: 'Police hold',
  redeemed: 'Redeemed',
  forfeited: 'Forfeited',
  sold: 'Sold',
  surrendered: 'Surrendered to police',
};
/** Statuses of an item that has left the shop: it can no longer be edited. */
export const ITEM_LEFT_SHOP_STATUSES: readonly TPawnItemStatus[] = ['redeemed', 'sold', 'surrendered'];

/** Loan statuses on which items can no longer be added (409). */
export const PLEDGE_CLOSED_LOAN_STATUSES: readonly string[] = ['completed', 'rejected', 'defaulted', 'cancelled'];

export const MIN_ITEM_PHOTOS = 1;
export const MAX_ITEM_PHOTOS = 6;
export const MAX_KARAT = 24;
export const MAX_WEIGHT_GRAMS = 100_000;

/** The Act's redemption period (one year); a shorter one needs a special contract. */
export const ACT_REDEMPTION_PERIOD_DAYS = 365;

/** Every refusal's message, for the service, the tests and the client. */
export const PLEDGE_MESSAGES = {
  loanNotFound: 'Loan application not found',
  itemNotFound: 'Pawn item not found',
  loanClosed: (status: string) => `Items cannot be added to a ${status} loan.`,
  itemLeftShop: (itemNumber: string, status: string) => `Item ${itemNumber} has left the shop (${status}) and cannot be changed.`,
  deleteAfterTicket: 'An item cannot be deleted once its pawn ticket is issued.',
  onHold: (itemNumber: string, station: string, reference: string) =>
    `Item ${itemNumber} is on a police hold (${station}, reference ${reference}).`,
  holdExists: (itemNumber: string) => `Item ${itemNumber} is already on a police hold.`,
  notOnHold: (itemNumber: string) => `Item ${itemNumber} is not on a police hold.`,
  holdNotInShop: (itemNumber: string) => `Item ${itemNumber} is not in the shop and cannot be held.`,
  noTicket: 'No pawn ticket has been issued for this loan yet.',
  noItems: 'This loan has no pledged items.',
  alreadyRedeemed: 'This pledge has already been redeemed.',
  notRedeemable: (status: string) => `A ${status} pledge cannot be redeemed.`,
  outstandingBalance: (cents: number) => `Outstanding balance ${formatCents(cents)} must be paid before redemption`,
  ticketMismatch: 'The ticket number does not match this pledge.',
  ticketOrDeclaration: 'Give the ticket number, or a lost-ticket declaration, but not both.',
  appraisedValueInvalid: 'Appraised value must be an amount in J$ greater than 0, with at most two decimals.',
  photosCount: `Photos: add between ${MIN_ITEM_PHOTOS} and ${MAX_ITEM_PHOTOS} photos of the item.`,
  photoPath: 'Photos must be paths of images you uploaded (/objects/uploads/...).',
  photoNotFound: 'A photo upload was not found. Please upload it again.',
  photoNotImage: 'Photos must be JPEG, PNG or WebP images.',
  signatureNotFound: 'The signature upload was not found. Please sign again.',
  redemptionPeriodShort: `Below ${ACT_REDEMPTION_PERIOD_DAYS} days: the Pawnbrokers Act allows a shorter redemption period only under a special contract signed by the pawner.`,
} as const;



const required = (label: string, max: number, multiline = false) =>
  text(label, { multiline, typeError: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Optional text: absent, null and blank all mean "none". */
const optional = (label: string, max: number, multiline = false) =>
  text(label, { multiline })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish();

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const karat = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: `Karat must be a whole number from 1 to ${MAX_KARAT}` })
    .int({ error: `Karat must be a whole number from 1 to ${MAX_KARAT}` })
    .min(1, { error: `Karat must be a whole number from 1 to ${MAX_KARAT}` })
    .max(MAX_KARAT, { error: `Karat must be a whole number from 1 to ${MAX_KARAT}` })
    .nullable(),
);

const weightMessage = `Weight must be grams greater than 0 and at most ${MAX_WEIGHT_GRAMS.toLocaleString('en-JM')}, with at most two decimals`;
const weightGrams = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: weightMessage })
    .gt(0, { error: weightMessage })
    .max(MAX_WEIGHT_GRAMS, { error: weightMessage })
    .refine((grams) => Number.isInteger(Math.round(grams * 100 * 1e6) / 1e6), { error: weightMessage })
    .nullable(),
);

const photoUrls = z
  .array(uploadPathField('Photos', PLEDGE_MESSAGES.photoPath), { error: PLEDGE_MESSAGES.photosCount })
  .min(MIN_ITEM_PHOTOS, { error: PLEDGE_MESSAGES.photosCount })
  .max(MAX_ITEM_PHOTOS, { error: PLEDGE_MESSAGES.photosCount });

const appraisedValue = moneyField('Appraised value', { invalid: PLEDGE_MESSAGES.appraisedValueInvalid });

/** POST /api/pawn-loans/{id}/items (staff) -> 201 TPawnItem. `id` is the loan's id (uuid). */
export const ZCreatePawnItemRequest = z.object({
  category: z.enum(PLEDGE_CATEGORIES, { error: `Category must be one of ${PLEDGE_CATEGORIES.join(', ')}` }),
  description: required('Description', 500, true),
  serialNumber: optional('Serial number', 100),
  markings: optional('Markings', 500, true),
  metal: optional('Metal', 60),
  karat: karat.optional(),
  weightGrams: weightGrams.optional(),
  condition: z.enum(ITEM_CONDITIONS, { error: `Condition must be one of ${ITEM_CONDITIONS.join(', ')}` }),
  appraisedValue,
  photoUrls,
  storageLocation: optional('Storage location', 100),
});
export type TCreatePawnItemRequest = z.infer<typeof ZCreatePawnItemRequest>;
export type TCreatePawnItemInput = z.input<typeof ZCreatePawnItemRequest>;

/**
 * PATCH /api/pawn-items/{itemId} (staff) -> 200 TPawnItem: only the fields sent change (null or ""
 * clears an optional one). 409 once the item has left the shop or while it is on a police hold.
 */
export const ZUpdatePawnItemRequest = z.object({
  description: required('Description', 500, true).optional(),
  serialNumber: optional('Serial number', 100),
  markings: optional('Markings', 500, true),
  condition: z.enum(ITEM_CONDITIONS, { error: `Condition must be one of ${ITEM_CONDITIONS.join(', ')}` }).optional(),
  appraisedValue: appraisedValue.optional(),
  storageLocation: optional('Storage location', 100),
  photoUrls: photoUrls.optional(),
});
export type TUpdatePawnItemRequest = z.infer<typeof ZUpdatePawnItemRequest>;
export type TUpdatePawnItemInput = z.input<typeof ZUpdatePawnItemRequest>;

/** The path parameter of /api/pawn-items/{itemId}/...; an id that is not a uuid answers 404. */
export const ZPawnItemParams = z.object({ itemId: z.string() });

/** A police hold on an item (Pawnbrokers Act s. 26-27). */
export const ZPoliceHold = z.object({
  station: z.string(),
  officer: z.string(),
  reference: z.string(),
  reason: z.string(),
  placedAt: z.string(),
  placedByName: z.string().nullable(),
});
export type TPoliceHold = z.infer<typeof ZPoliceHold>;

/** POST /api/pawn-items/{itemId}/police-hold (staff) -> 200 TPawnItem with status police_hold. */
export const ZPlacePoliceHoldRequest = z.object({
  station: required('Police station', 120),
  officer: required('Officer', 120),
  reference: required('Police reference', 60),
  reason: required('Reason', 1000, true),
});
export type TPlacePoliceHoldRequest = z.infer<typeof ZPlacePoliceHoldRequest>;

export const POLICE_HOLD_OUTCOMES = ['released', 'surrendered'] as const;
export type TPoliceHoldOutcome = (typeof POLICE_HOLD_OUTCOMES)[number];

/**
 * DELETE /api/pawn-items/{itemId}/police-hold (admin, super_admin) -> 200 TPawnItem: back to the
 * status it had before the hold (released), or surrendered (it leaves the shop; the loan is not
 * thereby paid).
 */
export const ZReleasePoliceHoldRequest = z.object({
  outcome: z.enum(POLICE_HOLD_OUTCOMES, { error: `Outcome must be one of ${POLICE_HOLD_OUTCOMES.join(', ')}` }),
  reference: required('Reference', 60),
});
export type TReleasePoliceHoldRequest = z.infer<typeof ZReleasePoliceHoldRequest>;

/** One pledged item as staff see it. */
export const ZPawnItem = z.object({
  id: z.string(),
  loanId: z.string(),
  /** PI-YYYY-NNNNNN: printed on the tag as a Code 128 barcode; scanning it into the register's search finds the item. */
  itemNumber: z.string(),
  category: z.enum(PLEDGE_CATEGORIES),
  description: z.string(),
  serialNumber: z.string().nullable(),
  markings: z.string().nullable(),
  metal: z.string().nullable(),
  karat: z.number().int().nullable(),
  /** Grams, with at most two decimals. */
  weightGrams: z.number().nullable(),
  condition: z.enum(ITEM_CONDITIONS),
  appraisedValue: z.string(),
  photoUrls: z.array(z.string()),
  storageLocation: z.string().nullable(),
  status: z.enum(PAWN_ITEM_STATUSES),
  /** The current hold while status is police_hold, else null. */
  policeHold: ZPoliceHold.nullable(),
  redeemedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPawnItem = z.infer<typeof ZPawnItem>;

/** How the pledge was collected (s. 21-22; s. 25 for a lost ticket). */
export const ZRedemption = z.object({
  redeemedAt: z.string(),
  collectedByName: z.string(),
  lostTicket: z.boolean(),
  recordedByName: z.string().nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;

/**
 * GET /api/pawn-loans/{id}/pledge (staff): the loan's pledge. ticketNumber, ticketIssuedAt and
 * redeemableUntil are null before the ticket. loanToValuePercent = loan amount / appraised total,
 * one decimal, null without items. outstandingBalance is what the ledger says is owed (redemption
 * waits for 0.00).
 */
export const ZPledge = z.object({
  loanId: z.string(),
  applicationNumber: z.string(),
  loanStatus: z.string(),
  loanAmount: z.string(),
  /** PT-YYYY-NNNNNN */
  ticketNumber: z.string().nullable(),
  /** The loan's start date, YYYY-MM-DD. */
  ticketIssuedAt: z.string().nullable(),
  /** Start date + the shop's redemption period, YYYY-MM-DD. */
  redeemableUntil: z.string().nullable(),
  status: z.enum(PLEDGE_STATUSES),
  items: z.array(ZPawnItem),
  appraisedTotal: z.string(),
  loanToValuePercent: z.number().nullable(),
  outstandingBalance: z.string(),
  redemption: ZRedemption.nullable(),
});
export type TPledge = z.infer<typeof ZPledge>;

/**
 * POST /api/pawn-loans/{id}/redeem (staff) -> 200 TPledge. Either ticketNumber (the holder shows the
 * ticket, s. 21-22) or lostTicketDeclaration (s. 25). signatureUrl: the collector's drawn signature,
 * uploaded through the normal flow. 409 while anything is owed, on a police hold, before a ticket,
 * or when already redeemed; 400 when the ticket number does not match.
 */
export const ZRedeemPledgeRequest = z
  .object({
    ticketNumber: text('Ticket number').trim().max(30, { error: PLEDGE_MESSAGES.ticketMismatch }).nullish(),
    lostTicketDeclaration: z
      .object({
        statement: required('Declaration statement', 2000, true),
        witnessedBy: required('Witnessed by', 200),
      })
      .nullish(),
    collectedByName: required('Collected by (name)', 200),
    collectedByIdNumber: required('Collected by (ID number)', 100),
    signatureUrl: uploadPathField('Signature', 'Signature must be the path of the signature you uploaded (/objects/uploads/...)'),
  })
  .superRefine((body, ctx) => {
    const hasTicket = !!body.ticketNumber;
    const hasDeclaration = !!body.lostTicketDeclaration;
    if (hasTicket === hasDeclaration) ctx.addIssue({ code: 'custom', message: PLEDGE_MESSAGES.ticketOrDeclaration });
  });
export type TRedeemPledgeRequest = z.infer<typeof ZRedeemPledgeRequest>;
export type TRedeemPledgeInput = z.input<typeof ZRedeemPledgeRequest>;

/** The register's status filter: an item status, or forfeitable (in pawn, past redeemable-until, money still owed). */
export const PLEDGE_REGISTER_FILTERS = [...PAWN_ITEM_STATUSES, 'forfeitable'] as const;
export type TPledgeRegisterFilter = (typeof PLEDGE_REGISTER_FILTERS)[number];

export const PLEDGE_REGISTER_DEFAULT_PAGE_SIZE = 25;
/** The CSV export reads the filtered register in pages of this size. */
export const PLEDGE_REGISTER_MAX_PAGE_SIZE = 1000;

/** The register's due filter: week, the pledges to call before they lapse. */
export const PLEDGE_DUE_FILTERS = ['week'] as const;
export type TPledgeDueFilter = (typeof PLEDGE_DUE_FILTERS)[number];
/** due=week reaches this many days past today (Jamaica), both ends included. */
export const PLEDGE_DUE_WEEK_DAYS = 7;

/**
 * GET /api/pledges?status=&q=&due=&page=&pageSize= (staff): the pledge book (s. 8), one row per item,
 * newest first. q matches ticket number, item number (a scanned tag), borrower name, description
 * and serial number. An empty status is every item. due=week (issue 43): only items in pawn on a
 * ticket in pawn whose due date or redeemable-until falls from today (Jamaica) to today + 7, sorted
 * by the nearer of those dates in that window, then ticket and item number; it combines with
 * status and q.
 */
export const ZPledgeRegisterRequest = z.object({
  status: z.preprocess(blankToNull, z.enum(PLEDGE_REGISTER_FILTERS, { error: `status must be one of ${PLEDGE_REGISTER_FILTERS.join(', ')}` }).nullable()).optional(),
  due: z.preprocess(blankToNull, z.enum(PLEDGE_DUE_FILTERS, { error: `due must be one of ${PLEDGE_DUE_FILTERS.join(', ')}` }).nullable()).optional(),
  q: text('q').trim().max(100, { error: 'q must be at most 100 characters' }).default(''),
  ...pageQuery(PLEDGE_REGISTER_DEFAULT_PAGE_SIZE, PLEDGE_REGISTER_MAX_PAGE_SIZE),
});
export type TPledgeRegisterRequest = z.infer<typeof ZPledgeRegisterRequest>;
export type TPledgeRegisterQuery = z.input<typeof ZPledgeRegisterRequest>;

export const ZPledgeRegisterItem = z.object({
  itemId: z.string(),
  itemNumber: z.string(),
  ticketNumber: z.string().nullable(),
  loanId: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  /** The loan's phone, to call the pawner (issue 43). */
  borrowerPhone: z.string(),
  category: z.enum(PLEDGE_CATEGORIES),
  description: z.string(),
  serialNumber: z.string().nullable(),
  appraisedValue: z.string(),
  status: z.enum(PAWN_ITEM_STATUSES),
  storageLocation: z.string().nullable(),
  /** The ticket's date (YYYY-MM-DD), null before it. */
  pawnedAt: z.string().nullable(),
  /**
   * When the loan is due (YYYY-MM-DD), null before the ticket: on pawn terms the ticket's date + its
   * term days; on instalment terms its end date, the last instalment's due date.
   */
  dueDate: z.string().nullable(),
  redeemableUntil: z.string().nullable(),
});
export type TPledgeRegisterItem = z.infer<typeof ZPledgeRegisterItem>;

/** Over the whole register (not the filter): counts of items, and the appraised value in pawn. */
export const ZPledgeRegisterStats = z.object({
  inPawn: z.number().int(),
  inPawnValue: z.string(),
  onHold: z.number().int(),
  redeemed: z.number().int(),
  forfeitable: z.number().int(),
  sold: z.number().int(),
});
export type TPledgeRegisterStats = z.infer<typeof ZPledgeRegisterStats>;

export const ZPledgeRegisterResponse = pagedResponse(ZPledgeRegisterItem).extend({ stats: ZPledgeRegisterStats });
export type TPledgeRegisterResponse = z.infer<typeof ZPledgeRegisterResponse>;

/** An item as its borrower sees it: no storage location, no police details (the status says it is held). */
export const ZBorrowerPawnItem = ZPawnItem.omit({ storageLocation: true, policeHold: true });
export type TBorrowerPawnItem = z.infer<typeof ZBorrowerPawnItem>;

export const ZBorrowerPledge = ZPledge.extend({ items: z.array(ZBorrowerPawnItem) });
export type TBorrowerPledge = z.infer<typeof ZBorrowerPledge>;

/** GET /api/borrower/pledges (borrower): their own loans that have items, newest first. */
export const ZBorrowerPledgesResponse = z.object({ pledges: z.array(ZBorrowerPledge) });
export type TBorrowerPledgesResponse = z.infer<typeof ZBorrowerPledgesResponse>;

/** Documents: GET /api/pawn-loans/{applicationNumber}/ticket and GET /api/pawn-items/{itemId}/tag (application/pdf). */
export const pawnTicketPath = (applicationNumber: string) => `/api/pawn-loans/${encodeURIComponent(applicationNumber)}/ticket`;
export const pawnItemTagPath = (itemId: string) => `/api/pawn-items/${encodeURIComponent(itemId)}/tag`;
