import type { TCalculatorRequest, TCalculatorResponse } from '@common/contracts/calculator';
import {
  displaySchedule,
  formatTermParam,
  isOfferedRate,
  ratesInWords,
  MAX_LOAN_CENTS,
  MAX_TERM_WEEKS,
  MIN_LOAN_CENTS,
  MIN_TERM_WEEKS,
  PRESET_TERMS_WEEKS,
  quoteLoan,
  type TScheduleRow,
} from '@common/calculator';
import { formatCents, toCents } from '@common/money';
import { DEFAULT_INTEREST_RATES } from '@common/shop-defaults';

export const LOAN_TYPES = [
  { value: 'personal', label: 'Personal Loan' },
  { value: 'auto', label: 'Auto Loan' },
  { value: 'home', label: 'Home Loan' },
  { value: 'business', label: 'Business Loan' },
] as const;
export type TLoanType = (typeof LOAN_TYPES)[number]['value'];

export type TCalculatorFormValues = {
  /** Informational only; never sent (spec). */
  loanType: TLoanType;
  amount: string;
  /** '' or one of the shop's rates, as text ("20"). */
  rate: string;
  presetWeeks: string;
  useCustomWeeks: boolean;
  customWeeks: string;
};

export type TCalculatorFormErrors = { amount?: string; rate?: string; weeks?: string };

export type TCalculatorFormState = {
  /** The call to make, or null while something is missing or invalid. */
  request: TCalculatorRequest | null;
  /** Problems with what was typed: shown as soon as they exist. */
  errors: TCalculatorFormErrors;
  /** Problems of omission: shown only after a submit attempt. */
  missing: TCalculatorFormErrors;
};

export const EMPTY_CALCULATOR_FORM: TCalculatorFormValues = {
  loanType: 'personal',
  amount: '',
  rate: '',
  presetWeeks: '',
  useCustomWeeks: false,
  customWeeks: '',
};

export const AMOUNT_RANGE_MESSAGE = `Loan amount must be between ${formatCents(MIN_LOAN_CENTS)} and ${formatCents(MAX_LOAN_CENTS)}.`;
export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount in J$, for example 12000 or 12,000.50.';
export const WEEKS_RANGE_MESSAGE = `Enter a whole number of weeks from ${MIN_TERM_WEEKS} to ${MAX_TERM_WEEKS}.`;

/** Cents from what was typed ("12,000", "J$12000.50"), or null when it is not an amount. */
export function parseAmountInput(input: string): number | null {
  const cleaned = input.trim().replace(/^J\$\s*/i, '').replace(/\s/g, '');
  if (cleaned.startsWith('-')) return null;
  return toCents(cleaned);
}

function parseWeeksInput(input: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(input)) return null;
  const weeks = Number(input);
  return weeks >= MIN_TERM_WEEKS && weeks <= MAX_TERM_WEEKS ? weeks : null;
}

export function selectedWeeks(values: TCalculatorFormValues): number | null {
  return parseWeeksInput(values.useCustomWeeks ? values.customWeeks : values.presetWeeks);
}

/** The refusal of a rate the shop no longer offers (its settings changed while the page was open, or an old link). */
export const rateNotOfferedMessage = (offered: readonly number[]) => `Choose one of the shop's rates: ${ratesInWords(offered.map((r) => `${r}%`))}.`;

/** offered: the shop's rates (shop settings); the server refuses any other. */
export function readCalculatorForm(values: TCalculatorFormValues, offered: readonly number[] = DEFAULT_INTEREST_RATES): TCalculatorFormState {
  const errors: TCalculatorFormErrors = {};
  const missing: TCalculatorFormErrors = {};

  let cents: number | null = null;
  if (values.amount.trim() === '') missing.amount = 'Enter the loan amount.';
  else {
    cents = parseAmountInput(values.amount);
    if (cents === null) errors.amount = AMOUNT_FORMAT_MESSAGE;
    else if (cents < MIN_LOAN_CENTS || cents > MAX_LOAN_CENTS) {
      errors.amount = AMOUNT_RANGE_MESSAGE;
      cents = null;
    }
  }

  const rate = values.rate === '' ? null : Number(values.rate);
  if (rate === null) missing.rate = 'Choose an interest rate.';
  else if (!isOfferedRate(rate, offered)) errors.rate = rateNotOfferedMessage(offered);

  const weeksInput = values.useCustomWeeks ? values.customWeeks : values.presetWeeks;
  const weeks = selectedWeeks(values);
  if (weeksInput.trim() === '') missing.weeks = values.useCustomWeeks ? 'Enter the number of weeks.' : 'Choose a term.';
  else if (weeks === null) errors.weeks = WEEKS_RANGE_MESSAGE;

  if (cents === null || rate === null || errors.rate || weeks === null) return { request: null, errors, missing };
  try {
    // The shared maths is the final word on what the server will accept.
    quoteLoan({ principalCents: cents, ratePercent: rate, weeks });
  } catch {
    return { request: null, errors, missing };
  }
  return {
    request: { loanAmount: cents / 100, interestRate: rate, termMonths: formatTermParam(weeks), paymentFrequency: 'weekly' },
    errors,
    missing,
  };
}

/** Prefill from ?amount=&rate=&term= (coming back from the loan form); a rate the shop does not offer is left out. */
export function calculatorValuesFromSearch(search: URLSearchParams, offered: readonly number[] = DEFAULT_INTEREST_RATES): TCalculatorFormValues {
  const values = { ...EMPTY_CALCULATOR_FORM };
  const amount = search.get('amount');
  if (amount && parseAmountInput(amount) !== null) values.amount = amount;
  const rate = search.get('rate');
  if (rate !== null && /^\d{1,3}$/.test(rate) && isOfferedRate(Number(rate), offered)) values.rate = String(Number(rate));
  const term = parseWeeksInput(search.get('term') ?? '');
  if (term !== null) {
    if ((PRESET_TERMS_WEEKS as readonly number[]).includes(term)) values.presetWeeks = String(term);
    else {
      values.useCustomWeeks = true;
      values.customWeeks = String(term);
    }
  }
  return values;
}

/** The schedule rows from the server's answer: balance = max(0, total - weekly x week). */
export function scheduleFromResponse(response: TCalculatorResponse): TScheduleRow[] {
  return displaySchedule({
    principalCents: toCents(response.principal) ?? 0,
    totalInterestCents: toCents(response.totalInterest) ?? 0,
    totalAmountCents: toCents(response.totalAmount) ?? 0,
    weeklyPaymentCents: toCents(response.weeklyPayment) ?? 0,
    totalPaymentsCents: toCents(response.totalPayments) ?? 0,
    termWeeks: response.termWeeks,
  });
}

/** /loan-form?amount=&rate=&term=&weeklyPayment=&totalAmount= from the server's answer (term in weeks). */
export function buildLoanFormHref(response: TCalculatorResponse): string {
  const params = new URLSearchParams({
    amount: String(response.principal),
    rate: String(response.interestRate),
    term: String(response.termWeeks),
    weeklyPayment: String(response.weeklyPayment),
    totalAmount: String(response.totalAmount),
  });
  return `/loan-form?${params.toString()}`;
}

export function requestKey(request: TCalculatorRequest | null): string | null {
  return request ? JSON.stringify(request) : null;
}
