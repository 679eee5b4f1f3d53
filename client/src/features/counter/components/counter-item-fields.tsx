import { Trash2 } from 'lucide-react';
import { ITEM_CONDITIONS, ITEM_CONDITION_LABELS, PLEDGE_CATEGORIES, PLEDGE_CATEGORY_LABELS, type TItemCondition, type TPledgeCategory } from '@common/contracts/pledges';
import type { TGoldPricesPerGram } from '@common/gold';
import { centsToDecimalString } from '@common/money';
import { ImageUploadButton } from '@/components/image-upload-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatMoneyCents } from '@/lib/format';
import { suggestedGoldCents, type TCounterItem } from '../utils/counter-form';
import { CounterField, invalidMarks } from './counter-field';

type TProps = {
  index: number;
  item: TCounterItem;
  onChange: (item: TCounterItem) => void;
  onRemove?: () => void;
  /** Today's gold prices, or null before any were set. */
  goldPrices: TGoldPricesPerGram | null;
  problemOf: (field: string) => string | null;
};

type TTextKey = 'description' | 'serialNumber' | 'markings' | 'metal' | 'karat' | 'weightGrams' | 'appraisedValue';

/** One item: what it is, its condition, photos of it, and its appraised value with the gold helper. */
export function CounterItemFields({ index, item, onChange, onRemove, goldPrices, problemOf }: TProps) {
  const n = index + 1;
  const idOf = (key: string) => `counter-item-${index}-${key}`;
  const problem = (key: string) => problemOf(`items.${index}.${key}`);
  const set = (patch: Partial<TCounterItem>) => onChange({ ...item, ...patch });
  const gold = suggestedGoldCents(item, goldPrices);

  const text = (key: TTextKey, label: string, opts: { required?: boolean; inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) => (
    <CounterField id={idOf(key)} label={<><span className="sr-only">Item {n} </span>{label}</>} required={opts.required} problem={problem(key)} hint={opts.hint}>
      <Input
        id={idOf(key)}
        inputMode={opts.inputMode}
        autoComplete="off"
        value={item[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        {...invalidMarks(idOf(key), problem(key))}
        {...(opts.hint ? { 'aria-describedby': `${idOf(key)}-hint` } : {})}
      />
    </CounterField>
  );

  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-2" data-testid="counter-item">
      <legend className="px-1 text-sm font-semibold">Item {n}</legend>
      <CounterField id={idOf('category')} label={<><span className="sr-only">Item {n} </span>Category</>} required problem={problem('category')}>
        <NativeSelect id={idOf('category')} value={item.category} onChange={(e) => set({ category: e.target.value as TPledgeCategory | '' })} {...invalidMarks(idOf('category'), problem('category'))}>
          <option value="">Choose...</option>
          {PLEDGE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {PLEDGE_CATEGORY_LABELS[c]}
            </option>
          ))}
        </NativeSelect>
      </CounterField>
      <CounterField id={idOf('condition')} label={<><span className="sr-only">Item {n} </span>Condition</>} required problem={problem('condition')}>
        <NativeSelect id={idOf('condition')} value={item.condition} onChange={(e) => set({ condition: e.target.value as TItemCondition | '' })} {...invalidMarks(idOf('condition'), problem('condition'))}>
          <option value="">Choose...</option>
          {ITEM_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {ITEM_CONDITION_LABELS[c]}
            </option>
          ))}
        </NativeSelect>
      </CounterField>
      <div className="sm:col-span-2">{text('description', 'Description', { required: true })}</div>
      {text('serialNumber', 'Serial number (optional)')}
      {text('markings', 'Markings (optional)')}
      {text('metal', 'Metal (optional)')}
      {text('karat', 'Karat (optional)', { inputMode: 'numeric' })}
      {text('weightGrams', 'Weight in grams (optional)', { inputMode: 'decimal' })}
      <div className="grid content-start gap-2">
        {text('appraisedValue', 'Appraised value (J$)', { required: true, inputMode: 'decimal' })}
        {gold !== null && (
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="counter-gold-suggestion">
            <span>Gold at today&rsquo;s price: {formatMoneyCents(gold)}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => set({ appraisedValue: centsToDecimalString(gold) })}>
              Use {formatMoneyCents(gold)}
            </Button>
          </div>
        )}
        {gold === null && item.karat.trim() !== '' && goldPrices === null && <p className="text-xs text-muted-foreground">No gold prices set yet: an admin sets them in Pledges.</p>}
      </div>
      <div className="grid content-start gap-2 sm:col-span-2">
        <p className="text-sm font-medium">
          Item {n} photos<span aria-hidden="true"> *</span>
        </p>
        {item.photoUrls.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={`Item ${n} photos taken`}>
            {item.photoUrls.map((url, i) => (
              <li key={url}>
                <img src={url} alt={`Item ${n} photo ${i + 1}`} className="size-16 rounded-md border border-border object-cover" />
              </li>
            ))}
          </ul>
        )}
        {item.photoUrls.length < 6 && (
          <ImageUploadButton
            label={item.photoUrls.length ? 'Another photo of the goods' : 'Photo of the goods'}
            inputLabel={`Item ${n} photo file`}
            camera="environment"
            onUploaded={(path) => set({ photoUrls: [...item.photoUrls, path] })}
            testId={`counter-item-${index}-photo`}
          />
        )}
        {problem('photoUrls') && (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="counter-problem">
            {problem('photoUrls')}
          </p>
        )}
      </div>
      {onRemove && (
        <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove item {n}
        </Button>
      )}
    </fieldset>
  );
}
