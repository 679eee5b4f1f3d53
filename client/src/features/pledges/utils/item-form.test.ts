import { describe, expect, it } from 'vitest';
import { PLEDGE_MESSAGES, ZPawnItem, type TPawnItem } from '@common/contracts/pledges';
import { checkItemChanges, checkNewItem, EMPTY_ITEM_FORM, itemFormOf, type TItemForm } from './item-form';

const PHOTO = '/objects/uploads/00000000-0000-4000-8000-000000000001';

const FILLED: TItemForm = {
  ...EMPTY_ITEM_FORM,
  category: 'jewellery',
  description: ' Gold rope chain, 50 cm ',
  metal: 'Gold',
  karat: '18',
  weightGrams: '12.5',
  condition: 'good',
  appraisedValue: '19,200.00',
  photoUrls: [PHOTO],
};

const ITEM: TPawnItem = ZPawnItem.parse({
  id: '11111111-1111-4111-8111-111111111111',
  loanId: '22222222-2222-4222-8222-222222222222',
  itemNumber: 'PI-2026-000001',
  category: 'electronics',
  description: 'Samsung TV 55"',
  serialNumber: 'SN-1',
  markings: null,
  metal: null,
  karat: null,
  weightGrams: null,
  condition: 'good',
  appraisedValue: '40000.00',
  photoUrls: [PHOTO],
  storageLocation: 'Back room',
  status: 'in_pawn',
  policeHold: null,
  redeemedAt: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
});

describe('the Add Item form', () => {
  it('sends the contract body: trimmed text, blank optional text as null, numbers for karat and weight, the amount as typed', () => {
    expect(checkNewItem(FILLED)).toEqual({
      ok: true,
      item: {
        category: 'jewellery',
        description: 'Gold rope chain, 50 cm',
        serialNumber: null,
        markings: null,
        metal: 'Gold',
        karat: 18,
        weightGrams: 12.5,
        condition: 'good',
        appraisedValue: '19,200.00',
        photoUrls: [PHOTO],
        storageLocation: null,
      },
    });
  });

  it('names the first missing thing in the form order, in words a person reads', () => {
    expect(checkNewItem(EMPTY_ITEM_FORM)).toMatchObject({ ok: false, field: 'category', message: 'Please choose a category.' });
    expect(checkNewItem({ ...FILLED, description: '  ' })).toMatchObject({ ok: false, field: 'description', message: 'Description is required' });
    expect(checkNewItem({ ...FILLED, condition: '' })).toMatchObject({ ok: false, field: 'condition', message: 'Please choose the condition.' });
    expect(checkNewItem({ ...FILLED, karat: '30' })).toMatchObject({ ok: false, field: 'karat' });
    expect(checkNewItem({ ...FILLED, weightGrams: 'heavy' })).toMatchObject({ ok: false, field: 'weightGrams' });
    expect(checkNewItem({ ...FILLED, photoUrls: [] })).toEqual({ ok: false, field: 'photoUrls', message: PLEDGE_MESSAGES.photosCount });
    expect(checkNewItem({ ...FILLED, photoUrls: Array.from({ length: 7 }, () => PHOTO) })).toMatchObject({ ok: false, field: 'photoUrls' });
  });

  it('refuses an appraised value that is blank, zero or not an amount with the service words', () => {
    for (const appraisedValue of ['', '0', '0.00', '12.345', 'lots']) {
      expect(checkNewItem({ ...FILLED, appraisedValue })).toEqual({ ok: false, field: 'appraisedValue', message: PLEDGE_MESSAGES.appraisedValueInvalid });
    }
  });
});

describe('the Edit Item form', () => {
  it('starts from the stored item and sends nothing when nothing changed', () => {
    const form = itemFormOf(ITEM);
    expect(form).toMatchObject({ description: 'Samsung TV 55"', serialNumber: 'SN-1', markings: '', appraisedValue: '40000.00', storageLocation: 'Back room' });
    expect(checkItemChanges(form, ITEM)).toEqual({ ok: true, changes: {} });
  });

  it('sends only the fields that changed, a cleared one as null, the same amount written differently as unchanged', () => {
    const form = { ...itemFormOf(ITEM), serialNumber: '', appraisedValue: '40,000', storageLocation: 'Safe A', photoUrls: [PHOTO, '/objects/uploads/00000000-0000-4000-8000-000000000002'] };
    expect(checkItemChanges(form, ITEM)).toEqual({
      ok: true,
      changes: { serialNumber: null, storageLocation: 'Safe A', photoUrls: [PHOTO, '/objects/uploads/00000000-0000-4000-8000-000000000002'] },
    });
  });

  it('keeps the one-to-six photo rule and the value rule', () => {
    expect(checkItemChanges({ ...itemFormOf(ITEM), photoUrls: [] }, ITEM)).toMatchObject({ ok: false, field: 'photoUrls' });
    expect(checkItemChanges({ ...itemFormOf(ITEM), appraisedValue: '0' }, ITEM)).toMatchObject({ ok: false, field: 'appraisedValue' });
  });
});
