import { z } from 'zod';
import type { TStatusTone } from '../status-display';
import { text } from './fields';

// Guarantor consent (issue 33, DESIGN decision 18): the guarantor agrees through a personal link,
// with their own signature, ID and TRN photo, or staff record a signed paper consent.

/** What `guarantorConsent` answers for an application. */
export const GUARANTOR_CONSENTS = ['none', 'not_invited', 'invited', 'accepted', 'declined', 'expired', 'paper'] as const;
export type TGuarantorConsent = (typeof GUARANTOR_CONSENTS)[number];
/** What the application row stores; none and expired are read from the name and the link's expiry. */
export type TStoredGuarantorConsent = Exclude<TGuarantorConsent, 'none' | 'expired'>;

export const GUARANTOR_CONSENT_LABELS: Record<TGuarantorConsent, string> = {
  none: 'No guarantor',
  not_invited: 'Guarantor not invited',
  invited: 'Guarantor invited',
  accepted: 'Guarantor agreed',
  declined: 'Guarantor declined',
  expired: 'Guarantor link expired',
  paper: 'Paper consent recorded',
};

/** The pill's colour for each consent (common/status-display.ts tones). */
export const GUARANTOR_CONSENT_TONES: Record<TGuarantorConsent, TStatusTone> = {
  none: 'neutral',
  not_invited: 'attention',
  invited: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'attention',
  paper: 'success',
};

export const GUARANTEE_LINK_DAYS = 14;

export const GUARANTEE_MESSAGES = {
  notAgreed: 'The guarantor has not agreed to this loan',
  noGuarantor: 'This application names no guarantor.',
  noEmail: "Add the guarantor's e-mail address before sending the invitation.",
  pastApproval: 'The guarantor can no longer be asked: this loan is past approval.',
  alreadyAgreed: 'The guarantor has already agreed to this loan.',
  linkNotFound: 'This guarantee link is not valid. Ask the shop for a new one.',
  linkExpired: 'This guarantee link has expired. Ask the shop for a new one.',
  linkUsed: 'This guarantee link has already been used.',
  acceptNeeds: 'To agree, add your signature, a photo of your ID, its number and a photo of your TRN card.',
  guarantorEmail: 'Guarantor email must be a valid e-mail address.',
  guarantorEmailRequired: "Please enter the guarantor's email address: the guarantor will be asked to agree by e-mail.",
  paperNeeds: 'A paper consent needs the scanned, signed consent and a reason.',
  pdfNotFound: 'Guarantee not found',
  /** The review of a renewal (issue 32): the copied guarantor has not agreed to these terms. */
  renewalNotice: "This loan renews an earlier one: the guarantor agreed to the old loan's terms only. Ask them to agree to this loan's terms.",
} as const;

/** Who counts as having a guarantor: a name was given. */
export const hasGuarantor = (loan: { guarantorName: string | null }) => (loan.guarantorName?.trim() ?? '') !== '';

/** The consent an application answers, at `now`: none without a guarantor, expired for a link past its day. */
export function guarantorConsentOf(
  loan: { guarantorName: string | null; guarantorConsent: string; guarantorInviteExpiresAt: Date | null },
  now: Date,
): TGuarantorConsent {
  if (!hasGuarantor(loan)) return 'none';
  if (loan.guarantorConsent === 'invited' && loan.guarantorInviteExpiresAt && loan.guarantorInviteExpiresAt.getTime() <= now.getTime()) return 'expired';
  return loan.guarantorConsent as TGuarantorConsent;
}

/** Consents that let a loan with a guarantor be approved. */
export const AGREED_CONSENTS: readonly TGuarantorConsent[] = ['none', 'accepted', 'paper'];

/** Statuses from which the guarantor may still be asked (or their consent recorded): before approval. */
export const CONSENT_OPEN_STATUSES: readonly string[] = ['submitted', 'reviewed'];

/**
 * The statuses from which this loan's guarantor may be asked (or their consent recorded): before
 * approval, and for a renewal also while it is active, since the guarantor it copied agreed to the
 * old loan's terms only (a renewal starts active, so it never passes the approval gate).
 */
export const consentOpenStatusesOf = (loan: { renewedFromApplicationId: string | null }): readonly string[] =>
  loan.renewedFromApplicationId === null ? CONSENT_OPEN_STATUSES : [...CONSENT_OPEN_STATUSES, 'active'];

/** Whether this loan's guarantor may be asked (or their consent recorded) now. */
export const isConsentOpen = (loan: { status: string; renewedFromApplicationId: string | null }) => consentOpenStatusesOf(loan).includes(loan.status);

/**
 * Whether this move needs the guarantor's consent (issue 33 item 7): an approval, or an activation
 * from before active; a defaulted loan coming back to active was approved already.
 */
export const moveNeedsGuarantorConsent = (from: string, to: string) => to === 'approved' || (to === 'active' && ['submitted', 'reviewed', 'approved'].includes(from));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isGuarantorEmail = (value: string) => EMAIL.test(value) && value.length <= 254;

/** POST /api/pawn-loans/{id}/guarantor-invitation -> 201. */
export const ZGuarantorInvitationResponse = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type TGuarantorInvitationResponse = z.infer<typeof ZGuarantorInvitationResponse>;

/** PATCH /api/pawn-loans/{id}/guarantor-email (staff, before approval): add or correct it. */
export const ZGuarantorEmailRequest = z.object({ guarantorEmail: text('Guarantor email').max(254, { error: GUARANTEE_MESSAGES.guarantorEmail }) });
export type TGuarantorEmailRequest = z.infer<typeof ZGuarantorEmailRequest>;

/** POST /api/pawn-loans/{id}/guarantor-consent/paper: the scanned, signed paper and why it was on paper. */
export const ZPaperConsentRequest = z.object({
  paperUrl: text('Signed consent').max(500).nullish(),
  reason: text('Reason', { multiline: true }).max(500, { error: 'Reason must be at most 500 characters' }).nullish(),
});
export type TPaperConsentRequest = z.infer<typeof ZPaperConsentRequest>;

export const ZGuaranteeTokenParams = z.object({ token: z.string().max(200) });

/** GET /api/guarantee/{token} (no sign-in): what the guarantor agrees to, and nothing more. */
export const ZGuaranteeTermsResponse = z.object({
  borrowerName: z.string(),
  applicationNumber: z.string(),
  loanAmount: z.string(),
  interestRate: z.string(),
  termWeeks: z.number().int(),
  weeklyInstalment: z.string(),
  totalRepayment: z.string(),
  /** J$ per late payment, as the agreement states it. */
  lateFee: z.string(),
  /** "YYYY-MM-DD". */
  firstDueDate: z.string(),
  guarantorName: z.string(),
  shopName: z.string(),
  expiresAt: z.string(),
  /** The loan renews an earlier one (issue 32): it is already running, and the guarantor is asked to stand behind its new terms. */
  renewal: z.boolean(),
});
export type TGuaranteeTermsResponse = z.infer<typeof ZGuaranteeTermsResponse>;

export const GUARANTEE_DECISIONS = ['accept', 'decline'] as const;

/** POST /api/guarantee/{token}: uploads through the normal upload flow by this visitor. */
export const ZGuaranteeDecisionRequest = z.object({
  decision: z.enum(GUARANTEE_DECISIONS, { error: 'decision must be accept or decline' }),
  signatureUrl: text('Signature').max(500).nullish(),
  idDocumentUrl: text('ID document').max(500).nullish(),
  idDocumentNumber: text('ID document number').max(100, { error: 'ID document number must be at most 100 characters' }).nullish(),
  trnPhotoUrl: text('TRN photo').max(500).nullish(),
  note: text('Note', { multiline: true }).max(1000, { error: 'Note must be at most 1000 characters' }).nullish(),
});
export type TGuaranteeDecisionRequest = z.infer<typeof ZGuaranteeDecisionRequest>;

export const ZGuaranteeDecisionResponse = z.object({ status: z.enum(['accepted', 'declined']) });
export type TGuaranteeDecisionResponse = z.infer<typeof ZGuaranteeDecisionResponse>;

/** A loan a person guarantees (the Borrowers tab, matched by TRN). */
export const ZGuaranteedLoan = z.object({
  applicationId: z.string(),
  applicationNumber: z.string(),
  borrowerName: z.string(),
  status: z.string(),
  guarantorConsent: z.enum(GUARANTOR_CONSENTS),
  /** What is still owed today ("0.00" before approval and once paid). */
  outstanding: z.string(),
});
export type TGuaranteedLoan = z.infer<typeof ZGuaranteedLoan>;

/** GET /api/admin/borrowers/{id}/guaranteed-loans: by the record's TRN (none without one), with the total still owed. */
export const ZGuaranteedLoansResponse = z.object({ trn: z.string().nullable(), items: z.array(ZGuaranteedLoan), outstanding: z.string() });
export type TGuaranteedLoansResponse = z.infer<typeof ZGuaranteedLoansResponse>;
