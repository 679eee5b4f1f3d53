import { PLEDGE_MESSAGES, ZRedeemPledgeRequest, type TRedeemPledgeRequest } from '@common/contracts/pledges';

// The redemption form as typed (Pawnbrokers Act s. 21-22: the ticket's holder; s. 25: a lost ticket
// replaced by a declaration), and its check against the contract before anything is sent.

export type TRedeemMode = 'ticket' | 'lost';

export type TRedeemForm = {
  mode: TRedeemMode;
  ticketNumber: string;
  statement: string;
  witnessedBy: string;
  collectedByName: string;
  collectedByIdNumber: string;
  signatureUrl: string | null;
};

export type TRedeemField = 'ticketNumber' | 'statement' | 'witnessedBy' | 'collectedByName' | 'collectedByIdNumber' | 'signatureUrl';
export type TRedeemProblem = { field: TRedeemField; message: string };

export const EMPTY_REDEEM_FORM: TRedeemForm = {
  mode: 'ticket',
  ticketNumber: '',
  statement: '',
  witnessedBy: '',
  collectedByName: '',
  collectedByIdNumber: '',
  signatureUrl: null,
};

/** The ticket number as a scanner or a hurried hand types it: "pt-2026-000001 " is PT-2026-000001. */
export function normaliseTicketNumber(typed: string): string {
  return typed.trim().toUpperCase();
}

/**
 * A scanned (or typed) ticket number when Enter ends it: normalised, and refused when empty or
 * when it is not this pledge's ticket (the server checks again when the form is sent).
 */
export function checkScannedTicket(typed: string, expected: string | null): { ok: true; ticketNumber: string } | { ok: false; ticketNumber: string; message: string } {
  const ticketNumber = normaliseTicketNumber(typed);
  if (!ticketNumber) return { ok: false, ticketNumber, message: 'Ticket number is required' };
  if (expected && ticketNumber !== normaliseTicketNumber(expected)) return { ok: false, ticketNumber, message: PLEDGE_MESSAGES.ticketMismatch };
  return { ok: true, ticketNumber };
}

export const NO_SIGNATURE = 'Please have the person collecting sign, then press Save Signature.';

function fieldOf(path: readonly PropertyKey[]): TRedeemField {
  const [first, second] = path;
  if (first === 'lostTicketDeclaration') return second === 'witnessedBy' ? 'witnessedBy' : 'statement';
  if (first === 'collectedByName' || first === 'collectedByIdNumber' || first === 'signatureUrl' || first === 'ticketNumber') return first;
  return 'ticketNumber';
}

/** The body of POST /api/pawn-loans/{id}/redeem, or the first thing missing in the form's order. */
export function checkRedemption(form: TRedeemForm): { ok: true; redemption: TRedeemPledgeRequest } | ({ ok: false } & TRedeemProblem) {
  if (form.mode === 'ticket' && !form.ticketNumber.trim()) return { ok: false, field: 'ticketNumber', message: 'Ticket number is required' };
  const collected = { collectedByName: form.collectedByName, collectedByIdNumber: form.collectedByIdNumber, signatureUrl: form.signatureUrl ?? '' };
  const parsed = ZRedeemPledgeRequest.safeParse(
    form.mode === 'ticket'
      ? { ticketNumber: normaliseTicketNumber(form.ticketNumber), ...collected }
      : { lostTicketDeclaration: { statement: form.statement, witnessedBy: form.witnessedBy }, ...collected },
  );
  if (parsed.success) return { ok: true, redemption: parsed.data };
  const issue = parsed.error.issues[0];
  const field = fieldOf(issue?.path ?? []);
  if (field === 'signatureUrl' && !form.signatureUrl) return { ok: false, field, message: NO_SIGNATURE };
  return { ok: false, field, message: issue?.message ?? 'Please check the form.' };
}
