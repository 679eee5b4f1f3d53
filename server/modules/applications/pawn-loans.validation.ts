import { DEFAULT_LATE_FINE_CENTS, interestRateRefusal, isOfferedRate, MAX_LOAN_CENTS, MIN_LOAN_CENTS, parseTermWeeks } from '@common/calculator';
import { ID_DOCUMENT_TYPES, MAX_LATE_FINE_CENTS, PAWN_LOAN_MESSAGES as M, type TIdDocumentType, type TPawnLoanRequest } from '@common/contracts/pawn-loans';
import { GUARANTEE_MESSAGES as G } from '@common/contracts/guarantees';
import { toCents } from '@common/money';
import type { TSignatureMethod } from '@common/signature-method';
import { AppError } from '../../lib/errors';

/** The submission after every check: trimmed, empty optional fields as null, money in cents. */
export type TPawnLoanInput = {
  borrowerName: string;
  borrowerEmail: string;
  borrowerAddress: string;
  borrowerTRN: string | null;
  borrowerPhone: string;
  borrowerID: string;
  borrowerPhotoUrl: string;
  borrowerTrnPhotoUrl: string;
  borrowerSignatureUrl: string;
  borrowerSignatureMethod: TSignatureMethod;
  guarantorName: string | null;
  guarantorAddress: string | null;
  guarantorTRN: string | null;
  guarantorPhone: string | null;
  guarantorEmail: string | null;
  loanCents: number;
  ratePercent: number;
  termWeeks: number;
  lateFineCents: number;
  collateralProperty: string | null;
  agreementDate: Date;
  validFrom: Date;
  endingOn: Date;
  idDocumentType: TIdDocumentType;
  idDocumentUrl: string;
  idDocumentNumber: string | null;
  idExpiryDate: string | null;
};

// The same simple pattern as the form's: something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

// Column widths of pawn_loan_applications, so an over-long value is a clear 400, not a database error.
const MAX_LENGTH = {
  borrowerName: ['Borrower name', 200],
  borrowerEmail: ['Email address', 254],
  borrowerAddress: ['Address', 500],
  borrowerPhone: ['Phone number', 50],
  borrowerID: ['ID number', 100],
  guarantorName: ['Guarantor name', 200],
  guarantorAddress: ['Guarantor address', 500],
  guarantorPhone: ['Guarantor phone number', 50],
  guarantorEmail: ['Guarantor email', 254],
  collateralProperty: ['Collateral property', 2000],
  idDocumentNumber: ['ID document number', 100],
  idExpiryDate: ['ID expiry date', 30],
  borrowerPhotoUrl: ['Borrower photo path', 500],
  borrowerTrnPhotoUrl: ['TRN photo path', 500],
  borrowerSignatureUrl: ['Signature path', 500],
  idDocumentUrl: ['ID document path', 500],
} as const satisfies Partial<Record<keyof TPawnLoanRequest, readonly [string, number]>>;

const fail = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};
const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
const given = (value: number | string | null | undefined) => value !== null && value !== undefined && String(value).trim() !== '';

/** TRN: nine digits, typed with or without dashes and spaces; stored as the digits. */
function normalizeTrn(value: string | null | undefined, message: string): string | null {
  const trimmed = clean(value);
  if (trimmed === null) return null;
  const digits = trimmed.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : fail(message);
}

function parseDate(value: string | null | undefined): Date {
  const trimmed = clean(value);
  if (trimmed === null || !ISO_DATE_TIME.test(trimmed)) return fail(M.dates);
  // Date.parse rolls 30 February over into March, so the calendar day is checked on its own.
  const [year, month, day] = trimmed.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || year < 2000 || year > 2100) return fail(M.dates);
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? fail(M.dates) : date;
}

/**
 * Runs the spec's form checks in its order with its wording, then the server's own checks. The rate
 * must be one the shop offers now (its settings' interestRates).
 */
export function validatePawnLoan(body: TPawnLoanRequest, offeredRates: readonly number[]): TPawnLoanInput {
  const name = clean(body.borrowerName);
  const email = clean(body.borrowerEmail);
  const address = clean(body.borrowerAddress);
  const phone = clean(body.borrowerPhone);
  const idNumber = clean(body.borrowerID);
  if (!name || !email || !address || !phone || !idNumber) return fail(M.missingBorrower);
  if (!EMAIL.test(email)) return fail(M.invalidEmail);
  if (!given(body.loanAmount) || !given(body.interestRate) || !given(body.weeklyInstalment)) return fail(M.missingLoan);
  const photo = clean(body.borrowerPhotoUrl) ?? fail(M.missingPhoto);
  const trnPhoto = clean(body.borrowerTrnPhotoUrl) ?? fail(M.missingTrnPhoto);
  const signature = clean(body.borrowerSignatureUrl) ?? fail(M.missingSignature);
  const idDocumentUrl = clean(body.idDocumentUrl);
  const idDocumentType = ID_DOCUMENT_TYPES.find((type) => type === clean(body.idDocumentType));
  if (!idDocumentUrl || !idDocumentType) return fail(M.missingIdDocument);

  const loanCents = toCents(body.loanAmount ?? '');
  if (loanCents === null || loanCents < MIN_LOAN_CENTS || loanCents > MAX_LOAN_CENTS) return fail(M.loanAmountRange);
  const rateCents = toCents(body.interestRate ?? '');
  const ratePercent = rateCents === null ? NaN : rateCents / 100;
  if (!isOfferedRate(ratePercent, offeredRates)) return fail(`${interestRateRefusal(offeredRates)}.`);
  const termWeeks = given(body.termWeeks) ? parseTermWeeks(body.termWeeks ?? '') : 4;
  if (termWeeks === null) return fail(M.term);
  const lateFineCents = given(body.lateFine) ? toCents(body.lateFine ?? '') : DEFAULT_LATE_FINE_CENTS;
  if (lateFineCents === null || lateFineCents < 0 || lateFineCents > MAX_LATE_FINE_CENTS) return fail(M.lateFine);
  const agreementDate = parseDate(body.agreementDate);
  const validFrom = parseDate(body.validFrom);
  const endingOn = parseDate(body.endingOn);
  if (endingOn.getTime() <= agreementDate.getTime()) return fail(M.endingOrder);
  const borrowerTRN = normalizeTrn(body.borrowerTRN, M.borrowerTrn);
  const guarantorTRN = normalizeTrn(body.guarantorTRN, M.guarantorTrn);
  // A guarantor agrees by e-mail (issue 33): a name needs an address to send the invitation to.
  const guarantorName = clean(body.guarantorName);
  const guarantorEmail = clean(body.guarantorEmail)?.toLowerCase() ?? null;
  if (guarantorName && !guarantorEmail) fail(G.guarantorEmailRequired);
  if (guarantorEmail && !EMAIL.test(guarantorEmail)) fail(G.guarantorEmail);

  for (const [field, [label, max]] of Object.entries(MAX_LENGTH)) {
    const value = clean(body[field as keyof typeof MAX_LENGTH]);
    if (value !== null && value.length > max) fail(`${label} must be at most ${max} characters.`);
  }

  return {
    borrowerName: name,
    borrowerEmail: email.toLowerCase(),
    borrowerAddress: address,
    borrowerTRN,
    borrowerPhone: phone,
    borrowerID: idNumber,
    borrowerPhotoUrl: photo,
    borrowerTrnPhotoUrl: trnPhoto,
    borrowerSignatureUrl: signature,
    // Checked by the contract; an older client sends none, and its signatures were drawn.
    borrowerSignatureMethod: body.borrowerSignatureMethod ?? 'drawn',
    guarantorName,
    guarantorAddress: clean(body.guarantorAddress),
    guarantorTRN,
    guarantorPhone: clean(body.guarantorPhone),
    guarantorEmail: guarantorName ? guarantorEmail : null,
    loanCents,
    ratePercent,
    termWeeks,
    lateFineCents,
    collateralProperty: clean(body.collateralProperty),
    agreementDate,
    validFrom,
    endingOn,
    idDocumentType,
    idDocumentUrl,
    idDocumentNumber: clean(body.idDocumentNumber),
    idExpiryDate: clean(body.idExpiryDate),
  };
}
