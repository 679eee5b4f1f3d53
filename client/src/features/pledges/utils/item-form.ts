import {
  PLEDGE_MESSAGES,
  ZCreatePawnItemRequest,
  ZUpdatePawnItemRequest,
  type TCreatePawnItemRequest,
  type TItemCondition,
  type TPawnItem,
  type TPledgeCategory,
  type TUpdatePawnItemRequest,
} from '@common/contracts/pledges';
import { centsToDecimalString, toCents } from '@common/money';

// The Add / Edit item form as typed, and its check. The contract is the server's own check, so
// the same words show here before anything is sent; what the contract leaves to the service
// (a value above 0, a category chosen) is checked here in the service's words.

export type TItemForm = {
  category: TPledgeCategory | '';
  description: string;
  serialNumber: string;
  markings: string;
  metal: string;
  karat: string;
  weightGrams: string;
  condition: TItemCondition | '';
  appraisedValue: string;
  storageLocation: string;
  photoUrls: string[];
};

export type TItemField = keyof TItemForm;
export type TItemProblem = { field: TItemField; message: string };

export const EMPTY_ITEM_FORM: TItemForm = {
  category: '',
  description: '',
  serialNumber: '',
  markings: '',
  metal: '',
  karat: '',
  weightGrams: '',
  condition: '',
  appraisedValue: '',
  storageLocation: '',
  photoUrls: [],
};

/** A stored item in the form's words (for Edit). */
export function itemFormOf(item: TPawnItem): TItemForm {
  const cents = toCents(item.appraisedValue);
  return {
    category: item.category,
    description: item.description,
    serialNumber: item.serialNumber ?? '',
    markings: item.markings ?? '',
    metal: item.metal ?? '',
    karat: item.karat === null ? '' : String(item.karat),
    weightGrams: item.weightGrams === null ? '' : String(item.weightGrams),
    condition: item.condition,
    appraisedValue: cents === null ? item.appraisedValue : centsToDecimalString(cents),
    storageLocation: item.storageLocation ?? '',
    photoUrls: [...item.photoUrls],
  };
}

const FIELD_ORDER: TItemField[] = ['category', 'description', 'serialNumber', 'markings', 'metal', 'karat', 'weightGrams', 'condition', 'appraisedValue', 'storageLocation', 'photoUrls'];

function fieldOf(path: readonly PropertyKey[]): TItemField {
  const first = path[0];
  return FIELD_ORDER.find((f) => f === first) ?? 'description';
}

function valueProblem(appraisedValue: string): string | null {
  const cents = toCents(appraisedValue);
  return cents === null || cents <= 0 ? PLEDGE_MESSAGES.appraisedValueInvalid : null;
}

// A select left on its first option is "not chosen": said as a person would, not as the enum's list.
const NOT_CHOSEN: Partial<Record<TItemField, string>> = { category: 'Please choose a category.', condition: 'Please choose the condition.' };

function problemOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TItemProblem {
  const issue = issues[0];
  const field = fieldOf(issue?.path ?? []);
  return { field, message: NOT_CHOSEN[field] ?? issue?.message ?? 'Please check the form.' };
}

/** A new item's body, or the first problem in the form's order. */
export function checkNewItem(form: TItemForm): { ok: true; item: TCreatePawnItemRequest } | ({ ok: false } & TItemProblem) {
  const parsed = ZCreatePawnItemRequest.safeParse({
    category: form.category || undefined,
    description: form.description,
    serialNumber: form.serialNumber,
    markings: form.markings,
    metal: form.metal,
    karat: form.karat.trim(),
    weightGrams: form.weightGrams.trim(),
    condition: form.condition || undefined,
    appraisedValue: form.appraisedValue.trim(),
    photoUrls: form.photoUrls,
    storageLocation: form.storageLocation,
  });
  if (!parsed.success) return { ok: false, ...problemOf(parsed.error.issues) };
  const value = valueProblem(form.appraisedValue);
  if (value) return { ok: false, field: 'appraisedValue', message: value };
  // Blank optional text goes as null: "none" rather than an empty string.
  const blank = (v: string | null | undefined) => (v ? v : null);
  const item = parsed.data;
  return { ok: true, item: { ...item, serialNumber: blank(item.serialNumber), markings: blank(item.markings), metal: blank(item.metal), storageLocation: blank(item.storageLocation) } };
}

/**
 * What Edit changes: only the fields the PATCH takes (description, serial, markings, condition,
 * appraised value, storage location, photos) and only those that differ from the stored item.
 */
export function checkItemChanges(form: TItemForm, item: TPawnItem): { ok: true; changes: TUpdatePawnItemRequest } | ({ ok: false } & TItemProblem) {
  const parsed = ZUpdatePawnItemRequest.safeParse({
    description: form.description,
    serialNumber: form.serialNumber,
    markings: form.markings,
    condition: form.condition || undefined,
    appraisedValue: form.appraisedValue.trim(),
    storageLocation: form.storageLocation,
    photoUrls: form.photoUrls,
  });
  if (!parsed.success) return { ok: false, ...problemOf(parsed.error.issues) };
  const value = valueProblem(form.appraisedValue);
  if (value) return { ok: false, field: 'appraisedValue', message: value };
  const next = parsed.data;
  const changes: TUpdatePawnItemRequest = {};
  const text = (v: string | null | undefined) => v ?? '';
  if (next.description !== undefined && next.description !== item.description) changes.description = next.description;
  if (text(next.serialNumber) !== text(item.serialNumber)) changes.serialNumber = next.serialNumber || null;
  if (text(next.markings) !== text(item.markings)) changes.markings = next.markings || null;
  if (next.condition !== undefined && next.condition !== item.condition) changes.condition = next.condition;
  if (next.appraisedValue !== undefined && toCents(next.appraisedValue) !== toCents(item.appraisedValue)) changes.appraisedValue = next.appraisedValue;
  if (text(next.storageLocation) !== text(item.storageLocation)) changes.storageLocation = next.storageLocation || null;
  if (next.photoUrls !== undefined && next.photoUrls.join('\n') !== item.photoUrls.join('\n')) changes.photoUrls = next.photoUrls;
  return { ok: true, changes };
}
