import { COUNTER_MESSAGES, type TCounterIdType, type TCounterPawnInput } from '@common/contracts/counter';
import type { TDisbursementMethod } from '@common/contracts/cash-drawer';
import { ZCreatePawnItemRequest, type TCreatePawnItemRequest, type TItemCondition, type TPledgeCategory } from '@common/contracts/pledges';
import { goldValueCents, suggestedLoanCents, type TGoldPricesPerGram } from '@common/gold';
import { formatCents, toCents } from '@common/money';
import { chargePerPeriodCents, redemptionByMonth, type TPawnTerms } from '@common/pawn-terms';

// The New pawn form as typed at the counter, and the one request it becomes. The contract is the
// server's own check: the same words show here before anything is sent.

export type TNewPawner = {
  name: string;
  phone: string;
  address: string;
  idType: TCounterIdType | '';
  idNumber: string;
  idPhotoUrl: string | null;
  trn: string;
  email: string;
  photoUrl: string | null;
};

/** A returning pawner found by the quick search, or a new one typed in. */
export type TPawnerChoice = { kind: 'found'; borrowerId: string; name: string; idNumber: string; phone: string | null } | { kind: 'new'; pawner: TNewPawner };

export type TCounterItem = {
  category: TPledgeCategory | '';
  description: string;
  condition: TItemCondition | '';
  appraisedValue: string;
  serialNumber: string;
  markings: string;
  metal: string;
  karat: string;
  weightGrams: string;
  photoUrls: string[];
};

export type TCounterForm = {
  pawner: TPawnerChoice | null;
  items: TCounterItem[];
  loanAmount: string;
  disbursementMethod: TDisbursementMethod;
  signatureUrl: string | null;
};

export const EMPTY_NEW_PAWNER: TNewPawner = { name: '', phone: '', address: '', idType: '', idNumber: '', idPhotoUrl: null, trn: '', email: '', photoUrl: null };

export const EMPTY_COUNTER_ITEM: TCounterItem = {
  category: '',
  description: '',
  condition: '',
  appraisedValue: '',
  serialNumber: '',
  markings: '',
  metal: '',
  karat: '',
  weightGrams: '',
  photoUrls: [],
};

export const EMPTY_COUNTER_FORM: TCounterForm = { pawner: null, items: [EMPTY_COUNTER_ITEM], loanAmount: '', disbursementMethod: 'cash', signatureUrl: null };

/** Where a problem is shown: a pawner field, an item's field ("items.0.description"), or the form's own. */
export type TCounterProblem = { field: string; message: string };

const blank = (v: string) => (v.trim() ? v.trim() : null);

function itemBody(item: TCounterItem): { ok: true; item: TCreatePawnItemRequest } | { ok: false; field: string; message: string } {
  if (!item.category) return { ok: false, field: 'category', message: 'Please choose a category.' };
  if (!item.condition) return { ok: false, field: 'condition', message: 'Please choose the condition.' };
  const parsed = ZCreatePawnItemRequest.safeParse({
    category: item.category,
    description: item.description,
    serialNumber: blank(item.serialNumber),
    markings: blank(item.markings),
    metal: blank(item.metal),
    karat: item.karat.trim() || undefined,
    weightGrams: item.weightGrams.trim() || undefined,
    condition: item.condition,
    appraisedValue: item.appraisedValue.trim(),
    photoUrls: item.photoUrls,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, field: String(issue?.path[0] ?? 'description'), message: issue?.message ?? 'Please check the item.' };
  }
  const cents = toCents(item.appraisedValue);
  if (cents === null || cents <= 0) return { ok: false, field: 'appraisedValue', message: 'Appraised value must be an amount in J$ greater than 0.' };
  return { ok: true, item: parsed.data };
}

function pawnerBody(choice: TPawnerChoice | null): { ok: true; pawner: TCounterPawnInput['pawner'] } | { ok: false; problem: TCounterProblem } {
  if (!choice) return { ok: false, problem: { field: 'pawner', message: 'Find the pawner or add a new one.' } };
  if (choice.kind === 'found') return { ok: true, pawner: { borrowerId: choice.borrowerId } };
  const p = choice.pawner;
  const required: [keyof TNewPawner, string, boolean][] = [
    ['name', COUNTER_MESSAGES.name, !p.name.trim()],
    ['phone', COUNTER_MESSAGES.phone, !p.phone.trim()],
    ['address', COUNTER_MESSAGES.address, !p.address.trim()],
    ['idType', 'Please choose the ID type.', !p.idType],
    ['idNumber', COUNTER_MESSAGES.idNumber, !p.idNumber.trim()],
    ['idPhotoUrl', 'Take a photo of the ID.', !p.idPhotoUrl],
  ];
  const missing = required.find(([, , isMissing]) => isMissing);
  if (missing) return { ok: false, problem: { field: `pawner.${missing[0]}`, message: missing[1] } };
  const email = p.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { ok: false, problem: { field: 'pawner.email', message: COUNTER_MESSAGES.email } };
  return {
    ok: true,
    pawner: {
      name: p.name.trim(),
      phone: p.phone.trim(),
      address: p.address.trim(),
      idType: p.idType || null,
      idNumber: p.idNumber.trim(),
      idPhotoUrl: p.idPhotoUrl,
      trn: blank(p.trn),
      // Many pawners have none: left out rather than sent empty.
      ...(email ? { email } : {}),
      ...(p.photoUrl ? { photoUrl: p.photoUrl } : {}),
    },
  };
}

/** The request body, or the first problem in the page's order. */
export function checkCounterForm(form: TCounterForm): { ok: true; body: TCounterPawnInput } | { ok: false; problem: TCounterProblem } {
  const pawner = pawnerBody(form.pawner);
  if (!pawner.ok) return pawner;
  const items: TCreatePawnItemRequest[] = [];
  for (const [i, item] of form.items.entries()) {
    const checked = itemBody(item);
    if (!checked.ok) return { ok: false, problem: { field: `items.${i}.${checked.field}`, message: checked.message } };
    items.push(checked.item);
  }
  const loan = toCents(form.loanAmount);
  if (loan === null || loan <= 0) return { ok: false, problem: { field: 'loanAmount', message: COUNTER_MESSAGES.loanAmount } };
  if (!form.signatureUrl) return { ok: false, problem: { field: 'signature', message: 'The pawner signs on the screen before you save.' } };
  return {
    ok: true,
    body: { pawner: pawner.pawner, items, loanAmount: (loan / 100).toFixed(2), disbursementMethod: form.disbursementMethod, pawnerSignatureUrl: form.signatureUrl },
  };
}

/** Which field a server's 400 message names (its words start with the field's label), else the form's own. */
export function fieldOfServerMessage(message: string, code: string | null): string {
  if (code === 'LOAN_TO_VALUE' || code === 'NO_OPEN_DRAWER' || /^Loan amount/i.test(message)) return code === 'NO_OPEN_DRAWER' ? 'disbursementMethod' : 'loanAmount';
  if (/signature/i.test(message)) return 'signature';
  return 'form';
}

/** The appraised total of the items in cents (items not yet valued count 0). */
export function appraisedTotalCents(items: readonly TCounterItem[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, toCents(item.appraisedValue) ?? 0), 0);
}

/** The gold helper's suggestion in cents for an item's karat and weight at today's prices, or null. */
export function suggestedGoldCents(item: TCounterItem, prices: TGoldPricesPerGram | null): number | null {
  if (!prices || !item.karat.trim() || !item.weightGrams.trim()) return null;
  return goldValueCents(item.weightGrams, item.karat, prices);
}

/** "At most J$10,500.00: 70% of the appraised J$15,000.00." as the server words it. */
export function loanToValueHint(appraisedCents: number, maxLoanToValuePercent: number): { maxCents: number; text: string } {
  const maxCents = suggestedLoanCents(appraisedCents, maxLoanToValuePercent);
  return { maxCents, text: `At most ${formatCents(maxCents)}: ${maxLoanToValuePercent}% of the appraised ${formatCents(appraisedCents)}.` };
}

/** The charge per month and what redeeming costs after 1 to 3 months, for the amount typed. */
export function pawnCosts(loanCents: number, terms: TPawnTerms) {
  return {
    perMonthCents: chargePerPeriodCents(loanCents, terms.monthlyChargePercent),
    months: redemptionByMonth({ principalCents: loanCents, monthlyChargePercent: terms.monthlyChargePercent, periodDays: terms.periodDays }),
  };
}
