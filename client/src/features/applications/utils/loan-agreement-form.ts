import { interestRateRefusal, isOfferedRate, MAX_RATE_PERCENT, MAX_TERM_WEEKS, MIN_RATE_PERCENT, MIN_TERM_WEEKS, quoteLoan, type TLoanQuote } from '@common/calculator';
import { GUARANTEE_MESSAGES } from '@common/contracts/guarantees';
import type { TPawnLoanRequest } from '@common/contracts/pawn-loans';
import { PAWN_LOAN_MESSAGES, type TIdDocumentType } from '@common/pawn-loan-rules';
import { lateFeeCentsFor, percentLateFeeRule } from '@common/late-fee';
import { centsToDecimalString, toCents } from '@common/money';
import { jamaicaToday } from '@common/jamaica-time';
import { DEFAULT_INTEREST_RATES, DEFAULT_LATE_FEE_PERCENT } from '@common/shop-defaults';
import type { TSignatureMethod } from '@common/signature-method';
import { addDays, toJamaicaDateTime } from './agreement-dates';

/** Everything typed into the agreement form, as the inputs hold it (strings), plus the uploaded paths. */
export type TLoanFormValues = {
  agreementDate: string;
  validFrom: string;
  endingOn: string;
  borrowerName: string;
  borrowerEmail: string;
  borrowerAddress: string;
  borrowerTRN: string;
  borrowerPhone: string;
  borrowerID: string;
  guarantorName: string;
  guarantorAddress: string;
  guarantorTRN: string;
  guarantorPhone: string;
  guarantorEmail: string;
  loanAmount: string;
  interestRate: string;
  termWeeks: string;
  collateralProperty: string;
  borrowerPhotoUrl: string | null;
  borrowerTrnPhotoUrl: string | null;
  borrowerSignatureUrl: string | null;
  /** Drawn on the pad, typed, or a photo (the staff review says which). */
  borrowerSignatureMethod: TSignatureMethod;
  idDocumentType: TIdDocumentType | '';
  idDocumentUrl: string | null;
  idDocumentNumber: string;
  idExpiryDate: string;
};

export const DEFAULT_TERM_WEEKS = 4;

function readAmount(value: string | null): string {
  if (value === null) return '';
  const cents = toCents(value);
  return cents !== null && cents > 0 ? centsToDecimalString(cents) : '';
}

function readWeeks(value: string | null): number | null {
  const weeks = Number(value);
  return Number.isInteger(weeks) && weeks >= MIN_TERM_WEEKS && weeks <= MAX_TERM_WEEKS ? weeks : null;
}

/** The empty form for today, prefilled from the calculator's query parameters (amount, rate, term). */
export function initialLoanFormValues(search: URLSearchParams, today: string = jamaicaToday()): TLoanFormValues {
  const rate = search.get('rate');
  const weeks = readWeeks(search.get('term')) ?? DEFAULT_TERM_WEEKS;
  return {
    agreementDate: today,
    validFrom: today,
    endingOn: addDays(today, weeks * 7),
    borrowerName: '',
    borrowerEmail: '',
    borrowerAddress: '',
    borrowerTRN: '',
    borrowerPhone: '',
    borrowerID: '',
    guarantorName: '',
    guarantorAddress: '',
    guarantorTRN: '',
    guarantorPhone: '',
    guarantorEmail: '',
    loanAmount: readAmount(search.get('amount')),
    // Any rate a shop may offer: whether this shop offers it is checked against its settings (quoteFor).
    interestRate: rate !== null && /^\d{1,3}$/.test(rate) && Number(rate) >= MIN_RATE_PERCENT && Number(rate) <= MAX_RATE_PERCENT ? String(Number(rate)) : '',
    termWeeks: String(weeks),
    collateralProperty: '',
    borrowerPhotoUrl: null,
    borrowerTrnPhotoUrl: null,
    borrowerSignatureUrl: null,
    borrowerSignatureMethod: 'drawn',
    idDocumentType: '',
    idDocumentUrl: null,
    idDocumentNumber: '',
    idExpiryDate: '',
  };
}

/** The shop's terms a new loan is made on (its settings); the defaults until they arrive. */
export type TShopLoanTerms = { interestRates: readonly number[]; lateFeePercent: number };
export const DEFAULT_LOAN_TERMS: TShopLoanTerms = { interestRates: DEFAULT_INTEREST_RATES, lateFeePercent: DEFAULT_LATE_FEE_PERCENT };

/** The quote for what is typed, or null while amount, rate or term is missing, out of range or a rate the shop does not offer. */
export function quoteFor(
  values: Pick<TLoanFormValues, 'loanAmount' | 'interestRate' | 'termWeeks'>,
  offered: readonly number[] = DEFAULT_INTEREST_RATES,
): TLoanQuote | null {
  const principalCents = toCents(values.loanAmount);
  const ratePercent = Number(values.interestRate);
  const weeks = readWeeks(values.termWeeks);
  if (principalCents === null || principalCents <= 0 || weeks === null) return null;
  if (!isOfferedRate(ratePercent, offered)) return null;
  try {
    return quoteLoan({ principalCents, ratePercent, weeks });
  } catch {
    return null;
  }
}

/** A failed submit check: the spec's toast, and the field to mark and move focus to. */
export type TFormProblem = { title: string; description: string; field: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const filled = (value: string) => value.trim() !== '';

/** The spec's submit checks (section 5), in its order; the first failure is the toast to show. */
export function findLoanFormProblem(values: TLoanFormValues, offered: readonly number[] = DEFAULT_INTEREST_RATES): TFormProblem | null {
  const borrower: [string, string][] = [
    ['borrower-name', values.borrowerName],
    ['borrower-email', values.borrowerEmail],
    ['borrower-address', values.borrowerAddress],
    ['borrower-phone', values.borrowerPhone],
    ['borrower-id', values.borrowerID],
  ];
  const emptyBorrowerField = borrower.find(([, value]) => !filled(value));
  if (emptyBorrowerField) return { title: 'Missing Information', description: PAWN_LOAN_MESSAGES.missingBorrower, field: emptyBorrowerField[0] };
  if (!EMAIL.test(values.borrowerEmail.trim())) return { title: 'Invalid Email', description: PAWN_LOAN_MESSAGES.invalidEmail, field: 'borrower-email' };
  if (filled(values.interestRate) && !isOfferedRate(Number(values.interestRate), offered)) {
    return { title: 'Interest Rate', description: `${interestRateRefusal(offered)}.`, field: 'interest-rate' };
  }
  if (!filled(values.loanAmount) || !filled(values.interestRate) || quoteFor(values, offered) === null) {
    let field = 'loan-amount';
    if (filled(values.loanAmount) && !filled(values.interestRate)) field = 'interest-rate';
    else if (filled(values.loanAmount) && readWeeks(values.termWeeks) === null) field = 'term-weeks';
    return { title: 'Missing Loan Details', description: PAWN_LOAN_MESSAGES.missingLoan, field };
  }
  if (!values.borrowerPhotoUrl) return { title: 'Photo Required', description: PAWN_LOAN_MESSAGES.missingPhoto, field: 'borrower-photo' };
  if (!values.borrowerTrnPhotoUrl) return { title: 'TRN Photo Required', description: 'Please upload a photo of your TRN document.', field: 'trn-photo' };
  if (!values.borrowerSignatureUrl) return { title: 'Signature Required', description: 'Please provide your signature.', field: 'signature' };
  if (!values.idDocumentUrl || !values.idDocumentType) {
    return { title: 'ID Document Required', description: PAWN_LOAN_MESSAGES.missingIdDocument, field: values.idDocumentType ? 'id-document' : 'id-document-type' };
  }
  // A guarantor agrees by e-mail (issue 33): a name needs an address to send the invitation to.
  if (filled(values.guarantorName) && !filled(values.guarantorEmail)) {
    return { title: 'Guarantor Email Required', description: GUARANTEE_MESSAGES.guarantorEmailRequired, field: 'guarantor-email' };
  }
  if (filled(values.guarantorName) && !EMAIL.test(values.guarantorEmail.trim())) {
    return { title: 'Invalid Email', description: GUARANTEE_MESSAGES.guarantorEmail, field: 'guarantor-email' };
  }
  return null;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The POST /api/pawn-loans payload; call only after findLoanFormProblem found nothing. */
export function toPawnLoanPayload(values: TLoanFormValues, terms: TShopLoanTerms = DEFAULT_LOAN_TERMS): TPawnLoanRequest {
  const quote = quoteFor(values, terms.interestRates);
  if (!quote) throw new Error('The loan details are incomplete.');
  const total = centsToDecimalString(quote.totalAmountCents);
  return {
    borrowerName: values.borrowerName.trim(),
    borrowerEmail: values.borrowerEmail.trim(),
    borrowerAddress: values.borrowerAddress.trim(),
    borrowerTRN: orNull(values.borrowerTRN),
    borrowerPhone: values.borrowerPhone.trim(),
    borrowerID: values.borrowerID.trim(),
    borrowerPhotoUrl: values.borrowerPhotoUrl,
    borrowerTrnPhotoUrl: values.borrowerTrnPhotoUrl,
    borrowerSignatureUrl: values.borrowerSignatureUrl,
    borrowerSignatureMethod: values.borrowerSignatureMethod,
    guarantorName: orNull(values.guarantorName),
    guarantorAddress: orNull(values.guarantorAddress),
    guarantorTRN: orNull(values.guarantorTRN),
    guarantorPhone: orNull(values.guarantorPhone),
    guarantorEmail: filled(values.guarantorName) ? orNull(values.guarantorEmail) : null,
    loanAmount: centsToDecimalString(quote.principalCents),
    interestRate: Number(values.interestRate),
    termWeeks: quote.termWeeks,
    weeklyInstalment: centsToDecimalString(quote.weeklyPaymentCents),
    totalAmount: total,
    totalRepayment: total,
    // Informational: the server states the shop's own rule, whatever the client sends.
    lateFine: centsToDecimalString(lateFeeCentsFor(percentLateFeeRule(terms.lateFeePercent), quote.weeklyPaymentCents, 'weekly')),
    collateralProperty: orNull(values.collateralProperty),
    agreementDate: toJamaicaDateTime(values.agreementDate),
    validFrom: toJamaicaDateTime(values.validFrom),
    endingOn: toJamaicaDateTime(values.endingOn),
    idDocumentType: values.idDocumentType || null,
    idDocumentUrl: values.idDocumentUrl,
    idDocumentNumber: orNull(values.idDocumentNumber),
    idExpiryDate: orNull(values.idExpiryDate),
  };
}
