import { z } from 'zod';

/**
 * The fields of a borrower record that an application can propose to change (DESIGN decision 18).
 * An application never changes the record by itself: staff accept or ignore each difference.
 */
export const BORROWER_CHANGE_FIELDS = ['name', 'phone', 'address', 'trn', 'photo', 'trnPhoto', 'signature'] as const;
export type TBorrowerChangeField = (typeof BORROWER_CHANGE_FIELDS)[number];

export const BORROWER_CHANGE_LABELS: Readonly<Record<TBorrowerChangeField, string>> = {
  name: 'Full name',
  phone: 'Phone',
  address: 'Address',
  trn: 'TRN',
  photo: 'Borrower photo',
  trnPhoto: 'TRN photo',
  signature: 'Signature',
};

/** Fields whose values are uploads (`/objects/uploads/<id>` paths), shown as pictures. */
export const BORROWER_CHANGE_IMAGE_FIELDS: readonly TBorrowerChangeField[] = ['photo', 'trnPhoto', 'signature'];

export const BORROWER_CHANGE_DECISIONS = ['accept', 'ignore'] as const;

export const BORROWER_CHANGE_MESSAGES = {
  noChange: 'This application proposes no change to that field.',
  decided: 'That change has already been decided.',
  noRecord: 'This application has no borrower record.',
} as const;

/**
 * One difference between the application and the borrower record. Pending: `from` is what the record
 * holds now and `to` what the application says. Decided: both as they were when staff decided.
 */
export const ZBorrowerChange = z.object({
  field: z.enum(BORROWER_CHANGE_FIELDS),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  decision: z.enum(['accepted', 'ignored']).nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TBorrowerChange = z.infer<typeof ZBorrowerChange>;

/**
 * The application's borrower record as the review sees it (inside GET /api/pawn-loans/{id} as
 * `borrowerRecord`, and the answer of the two calls below).
 */
export const ZApplicationBorrowerRecord = z.object({
  borrowerId: z.string().nullable(),
  /** Whether the borrower record belongs to a sign-in account. */
  recordHasAccount: z.boolean(),
  /** Whether this application shows in that account (the borrower's loans, payments and documents). */
  linkedToAccount: z.boolean(),
  changes: z.array(ZBorrowerChange),
});
export type TApplicationBorrowerRecord = z.infer<typeof ZApplicationBorrowerRecord>;

/** POST /api/pawn-loans/{id}/borrower-changes: accept (the record takes the application's value) or ignore one field. Audited. */
export const ZBorrowerChangeDecisionRequest = z.object({
  field: z.enum(BORROWER_CHANGE_FIELDS, { error: `field must be one of ${BORROWER_CHANGE_FIELDS.join(', ')}` }),
  decision: z.enum(BORROWER_CHANGE_DECISIONS, { error: `decision must be one of ${BORROWER_CHANGE_DECISIONS.join(', ')}` }),
});
export type TBorrowerChangeDecisionRequest = z.infer<typeof ZBorrowerChangeDecisionRequest>;
