import { useId, useState, type FormEvent } from 'react';
import { ITEM_CONDITION_LABELS, ITEM_CONDITIONS, PLEDGE_CATEGORIES, PLEDGE_CATEGORY_LABELS, type TPawnItem } from '@common/contracts/pledges';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddPawnItem } from '../api/add-pawn-item';
import { useUpdatePawnItem } from '../api/update-pawn-item';
import { checkItemChanges, checkNewItem, EMPTY_ITEM_FORM, itemFormOf, type TItemField, type TItemForm, type TItemProblem } from '../utils/item-form';
import { FormField, invalidMarks } from './form-field';
import { ItemPhotosField } from './item-photos-field';

type TProps = {
  loanId: string;
  /** The item to edit; absent to take a new one in. */
  item?: TPawnItem;
  onClose: () => void;
};

/**
 * Add Item / Edit Item. Editing changes what the PATCH takes (description, serial, markings,
 * condition, value, location, photos); category and the metal details stay as taken in.
 */
export function PawnItemFormDialog({ loanId, item, onClose }: TProps) {
  const id = useId();
  const [form, setForm] = useState<TItemForm>(() => (item ? itemFormOf(item) : EMPTY_ITEM_FORM));
  const [problem, setProblem] = useState<TItemProblem | null>(null);
  const add = useAddPawnItem();
  const update = useUpdatePawnItem();
  const pending = add.isPending || update.isPending;
  const editing = item !== undefined;

  const set = <K extends TItemField>(key: K, value: TItemForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldId = (field: TItemField) => `${id}-${field}`;
  const problemOf = (field: TItemField) => (problem?.field === field ? problem.message : null);
  const marks = (field: TItemField) => invalidMarks(fieldId(field), problem?.field === field);

  const refuse = (next: TItemProblem) => {
    setProblem(next);
    const target = next.field === 'photoUrls' ? document.querySelector<HTMLElement>('[data-focus-target="photoUrls"]') : document.getElementById(fieldId(next.field));
    target?.focus();
  };
  const failed = (err: unknown) => toast({ title: editing ? 'Item not saved' : 'Item not added', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (item) {
      const checked = checkItemChanges(form, item);
      if (!checked.ok) return refuse(checked);
      setProblem(null);
      if (Object.keys(checked.changes).length === 0) return onClose();
      update.mutate(
        { itemId: item.id, loanId, changes: checked.changes },
        {
          onSuccess: (saved) => {
            toast({ title: 'Item saved', description: `${saved.itemNumber} was updated.` });
            onClose();
          },
          onError: failed,
        },
      );
      return;
    }
    const checked = checkNewItem(form);
    if (!checked.ok) return refuse(checked);
    setProblem(null);
    add.mutate(
      { loanId, item: checked.item },
      {
        onSuccess: (saved) => {
          toast({ title: 'Item added', description: `${saved.itemNumber}: ${saved.description}` });
          onClose();
        },
        onError: failed,
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent data-testid="pawn-item-dialog">
        <DialogHeader>
          <DialogTitle>{item ? `Edit Item ${item.itemNumber}` : 'Add Item'}</DialogTitle>
          <DialogDescription>{item ? 'Changes are recorded with the old and new values.' : 'Describe, appraise and photograph the item taken in.'}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('category')} label="Category" required={!editing} problem={problemOf('category')}>
              <NativeSelect
                id={fieldId('category')}
                value={form.category}
                onChange={(e) => set('category', e.target.value as TItemForm['category'])}
                disabled={editing || pending}
                aria-required={!editing || undefined}
                data-testid="pawn-item-category"
                {...marks('category')}
              >
                <option value="">Choose a category</option>
                {PLEDGE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {PLEDGE_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={fieldId('condition')} label="Condition" required problem={problemOf('condition')}>
              <NativeSelect id={fieldId('condition')} value={form.condition} onChange={(e) => set('condition', e.target.value as TItemForm['condition'])} disabled={pending} aria-required data-testid="pawn-item-condition" {...marks('condition')}>
                <option value="">Choose the condition</option>
                {ITEM_CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {ITEM_CONDITION_LABELS[c]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField id={fieldId('description')} label="Description" required problem={problemOf('description')}>
            <Textarea id={fieldId('description')} value={form.description} onChange={(e) => set('description', e.target.value)} rows={2} maxLength={500} disabled={pending} aria-required placeholder="e.g. Gold chain, rope style, 50 cm" data-testid="pawn-item-description" {...marks('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('serialNumber')} label="Serial number" problem={problemOf('serialNumber')}>
              <Input id={fieldId('serialNumber')} value={form.serialNumber} onChange={(e) => set('serialNumber', e.target.value)} maxLength={100} disabled={pending} autoComplete="off" data-testid="pawn-item-serial" {...marks('serialNumber')} />
            </FormField>
            <FormField id={fieldId('markings')} label="Markings" problem={problemOf('markings')}>
              <Input id={fieldId('markings')} value={form.markings} onChange={(e) => set('markings', e.target.value)} maxLength={500} disabled={pending} placeholder="Engravings, hallmarks, scratches" data-testid="pawn-item-markings" {...marks('markings')} />
            </FormField>
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <FormField id={fieldId('metal')} label="Metal" problem={problemOf('metal')} className="col-span-2 sm:col-span-1">
              <Input id={fieldId('metal')} value={form.metal} onChange={(e) => set('metal', e.target.value)} maxLength={60} disabled={editing || pending} placeholder="Gold, silver..." data-testid="pawn-item-metal" {...marks('metal')} />
            </FormField>
            <FormField id={fieldId('karat')} label="Karat" problem={problemOf('karat')}>
              <Input id={fieldId('karat')} value={form.karat} onChange={(e) => set('karat', e.target.value)} inputMode="numeric" maxLength={2} disabled={editing || pending} data-testid="pawn-item-karat" {...marks('karat')} />
            </FormField>
            <FormField id={fieldId('weightGrams')} label="Weight (g)" problem={problemOf('weightGrams')}>
              <Input id={fieldId('weightGrams')} value={form.weightGrams} onChange={(e) => set('weightGrams', e.target.value)} inputMode="decimal" maxLength={10} disabled={editing || pending} data-testid="pawn-item-weight" {...marks('weightGrams')} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('appraisedValue')} label="Appraised value (J$)" required problem={problemOf('appraisedValue')}>
              <Input id={fieldId('appraisedValue')} value={form.appraisedValue} onChange={(e) => set('appraisedValue', e.target.value)} inputMode="decimal" maxLength={20} disabled={pending} aria-required placeholder="0.00" data-testid="pawn-item-value" {...marks('appraisedValue')} />
            </FormField>
            <FormField id={fieldId('storageLocation')} label="Storage location" problem={problemOf('storageLocation')}>
              <Input id={fieldId('storageLocation')} value={form.storageLocation} onChange={(e) => set('storageLocation', e.target.value)} maxLength={100} disabled={pending} placeholder="Safe A, shelf 2" data-testid="pawn-item-location" {...marks('storageLocation')} />
            </FormField>
          </div>
          <ItemPhotosField id={fieldId('photoUrls')} photos={form.photoUrls} onChange={(photos) => set('photoUrls', photos)} disabled={pending} invalid={problem?.field === 'photoUrls'} errorId={`${fieldId('photoUrls')}-error`} />
          {problem?.field === 'photoUrls' && (
            <p id={`${fieldId('photoUrls')}-error`} role="alert" className="text-sm font-medium text-destructive" data-testid="pledge-form-problem">
              {problem.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} data-testid="pawn-item-submit">
              {pending ? 'Saving...' : item ? 'Save Item' : 'Add Item'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
