import { z } from 'zod';
import { DISBURSEMENT_METHODS } from './cash-drawer';
import { dayField, moneyField, optionalDayField, text, uploadPathField } from './fields';
import { ZCreatePawnItemRequest } from './pledges';

// The counter pawn (issue 43): a walk-in pawned at the counter on pawn terms, in one request.

/** The ID documents a clerk checks at the counter. */
export const COUNTER_ID_TYPES = ['drivers_licence', 'passport', 'national_id', 'voters_id'] as const;
export type TCounterIdType = (typeof COUNTER_ID_TYPES)[number];
export const COUNTER_ID_TYPE_LABELS: Record<TCounterIdType, string> = {
  drivers_licence: "Driver's licence",
  passport: 'Passport',
  national_id: 'National ID',
  voters_id: "Voter's ID",
};

export const MAX_COUNTER_ITEMS = 20;

export const COUNTER_MESSAGES = {
  idType: `ID type is required for a new pawner: one of ${COUNTER_ID_TYPES.join(', ')}.`,
  idNumber: 'ID number is required for a new pawner.',
  idPhoto: 'A photo of the ID (idPhotoUrl, the path of the upload) is required for a new pawner.',
  name: 'Name is required for a new pawner.',
  phone: 'Phone is required for a new pawner.',
  address: 'Address is required for a new pawner.',
  email: 'E-mail must be a valid e-mail address, or left out.',
  pawner: 'pawner is required: {borrowerId} for a returning pawner, or the new pawner\'s details.',
  borrowerNotFound: 'No borrower has that borrowerId.',
  noItems: `items must list 1 to ${MAX_COUNTER_ITEMS} items.`,
  loanAmount: 'Loan amount must be an amount in J$ greater than 0, with at most two decimals.',
  signature: "The pawner's signature (pawnerSignatureUrl, the path of the upload) is required.",
  paperReason: 'paidOutOnPaper.reason is required: say why the pawn was made on paper.',
  paperDateFuture: 'paidOutOnPaper.date cannot be after today.',
  noDrawer: 'Open your cash drawer before paying out cash at the counter.',
} as const;

const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A returning pawner ({borrowerId}) or a new one. A new pawner's ID type, number and photo are
 * required, e-mail is not (many pawners have none); one whose ID number matches a borrower's is
 * that borrower.
 */
export const ZCounterPawner = z
  .object({
    borrowerId: z.uuid({ error: COUNTER_MESSAGES.borrowerNotFound }).nullish(),
    name: optionalText('Name', 200),
    phone: optionalText('Phone', 50),
    address: optionalText('Address', 500),
    idType: z.enum(COUNTER_ID_TYPES, { error: COUNTER_MESSAGES.idType }).nullish(),
    idNumber: optionalText('ID number', 100),
    idPhotoUrl: uploadPathField('ID photo', COUNTER_MESSAGES.idPhoto).nullish(),
    trn: optionalText('TRN', 20),
    email: z.union([z.literal(''), z.email({ error: COUNTER_MESSAGES.email }).max(254, { error: COUNTER_MESSAGES.email })]).nullish(),
    photoUrl: uploadPathField('Photo', 'Photo must be the path of the photo you uploaded (/objects/uploads/...).').nullish(),
  })
  .superRefine((pawner, ctx) => {
    if (pawner.borrowerId) return;
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!pawner.name) missing('name', COUNTER_MESSAGES.name);
    if (!pawner.phone) missing('phone', COUNTER_MESSAGES.phone);
    if (!pawner.address) missing('address', COUNTER_MESSAGES.address);
    if (!pawner.idType) missing('idType', COUNTER_MESSAGES.idType);
    if (!pawner.idNumber) missing('idNumber', COUNTER_MESSAGES.idNumber);
    if (!pawner.idPhotoUrl) missing('idPhotoUrl', COUNTER_MESSAGES.idPhoto);
  });
export type TCounterPawner = z.infer<typeof ZCounterPawner>;

/**
 * POST /api/counter/pawns (loan_officer, admin, super_admin) -> 201 TCounterPawnResponse, active
 * and paid out, within the clerk's counterApprovalLimit; 202 with status "reviewed" and no ticket
 * above it (an admin approves, the clerk pays out through the status change). 400 naming the
 * field; 409 when a clerk pays cash with no open drawer.
 */
export const ZCounterPawnRequest = z.object({
  pawner: ZCounterPawner.nullish().refine((p) => p != null, { error: COUNTER_MESSAGES.pawner }),
  items: z.array(ZCreatePawnItemRequest, { error: COUNTER_MESSAGES.noItems }).min(1, { error: COUNTER_MESSAGES.noItems }).max(MAX_COUNTER_ITEMS, { error: COUNTER_MESSAGES.noItems }),
  loanAmount: moneyField('Loan amount', { invalid: COUNTER_MESSAGES.loanAmount, required: COUNTER_MESSAGES.loanAmount, min: { cents: 1, message: COUNTER_MESSAGES.loanAmount } }),
  disbursementMethod: z.enum(DISBURSEMENT_METHODS, { error: `disbursementMethod must be one of ${DISBURSEMENT_METHODS.join(', ')}` }),
  pawnerSignatureUrl: uploadPathField('Signature', COUNTER_MESSAGES.signature),
  /**
   * A pawn made on paper earlier: the ticket is dated then, and no money moves through today's
   * drawer (the books take the pay-out from the owner's capital, as for a loan paid before Pawnbook).
   */
  paidOutOnPaper: z
    .object({
      date: dayField('paidOutOnPaper.date'),
      reason: text('paidOutOnPaper.reason', { multiline: true, typeError: COUNTER_MESSAGES.paperReason })
        .trim()
        .min(1, { error: COUNTER_MESSAGES.paperReason })
        .max(1000, { error: 'paidOutOnPaper.reason must be at most 1000 characters' }),
    })
    .nullish(),
});
export type TCounterPawnRequest = z.infer<typeof ZCounterPawnRequest>;
export type TCounterPawnInput = z.input<typeof ZCounterPawnRequest>;

export const ZCounterPawnResponse = z.object({
  loanId: z.string(),
  applicationNumber: z.string(),
  borrowerId: z.string(),
  status: z.enum(['active', 'reviewed']),
  /** Null while the pawn waits for an admin's approval (202). */
  ticketNumber: z.string().nullable(),
  ticketDate: z.string(),
  dueDate: z.string(),
  redeemableUntil: z.string(),
  /** One period's charge on the principal, J$ "1000.00". */
  monthlyCharge: z.string(),
});
export type TCounterPawnResponse = z.infer<typeof ZCounterPawnResponse>;

/** GET /api/pawn-loans/{id}/redemption-quote?date=YYYY-MM-DD (staff; today when absent). */
export const ZRedemptionQuoteQuery = z.object({ date: optionalDayField('date') });

/**
 * What redeeming costs that day. On pawn terms: principal outstanding, the started periods, the
 * charges due, paid so far, total = principal + charges due. On instalment terms: the ledger's
 * outstanding that day (principal and interest in `principal`/`charges` as the schedule splits them)
 * plus late fees due.
 */
export const ZRedemptionQuote = z.object({
  date: z.string(),
  principal: z.string(),
  periods: z.number().int(),
  charges: z.string(),
  lateFees: z.string(),
  paid: z.string(),
  total: z.string(),
});
export type TRedemptionQuote = z.infer<typeof ZRedemptionQuote>;
