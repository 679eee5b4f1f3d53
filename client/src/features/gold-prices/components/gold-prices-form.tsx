import { useId, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { GOLD_PRICES_MESSAGES, goldPriceLabel, ZSetGoldPricesRequest, type TGoldPrices } from '@common/contracts/gold-prices';
import { GOLD_KARATS, type TGoldKarat } from '@common/gold';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetGoldPrices } from '../api/set-gold-prices';

type TValues = Record<TGoldKarat, string>;
type TErrors = Partial<Record<TGoldKarat, string>>;

const EMPTY: TValues = { '10': '', '14': '', '18': '', '22': '', '24': '' };

/** The karat a server refusal names ("18K price per gram must be ..."), if any. */
const karatOfMessage = (message: string): TGoldKarat | null => GOLD_KARATS.find((karat) => message.startsWith(`${goldPriceLabel(karat)} `)) ?? null;

type TProps = {
  /** The latest prices, to start from (most days move little); null before any were set. */
  latest: TGoldPrices['pricesPerGram'] | null;
  onSaved: () => void;
  onCancel?: () => void;
};

/** An admin's form for today's prices: J$ per gram of each karat, each checked as the server checks it. */
export function GoldPricesForm({ latest, onSaved, onCancel }: TProps) {
  const id = useId();
  const [values, setValues] = useState<TValues>(() => (latest ? { ...latest } : EMPTY));
  const [errors, setErrors] = useState<TErrors>({});
  const save = useSetGoldPrices();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = { pricesPerGram: Object.fromEntries(GOLD_KARATS.map((karat) => [karat, values[karat].trim()])) };
    const parsed = ZSetGoldPricesRequest.safeParse(body);
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const karat = GOLD_KARATS.find((k) => k === String(issue.path[1]));
        if (karat) found[karat] ??= issue.message;
      }
      setErrors(found);
      const first = GOLD_KARATS.find((karat) => found[karat]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: GOLD_PRICES_MESSAGES.saved, description: 'The item form values gold at these prices.' });
        onSaved();
      },
      onError: (err) => {
        const message = readErrorMessage(err);
        const karat = message ? karatOfMessage(message) : null;
        if (karat && message) setErrors({ [karat]: message });
        toast({ title: 'Gold prices not saved', description: message ?? 'Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Today's gold prices" data-testid="gold-prices-form">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {GOLD_KARATS.map((karat) => {
          const fieldId = `${id}-${karat}`;
          const error = errors[karat];
          return (
            <div key={karat} className="grid content-start gap-1.5">
              <Label htmlFor={fieldId}>{karat}K (J$ per gram)</Label>
              <Input
                id={fieldId}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                placeholder="0.00"
                value={values[karat]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                disabled={save.isPending}
                data-testid={`gold-price-${karat}`}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [karat]: e.target.value }));
                  setErrors((v) => ({ ...v, [karat]: undefined }));
                }}
              />
              {error && (
                <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive" data-testid={`gold-price-${karat}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} data-testid="gold-prices-save">
          <Save aria-hidden="true" />
          {save.isPending ? 'Saving...' : "Save today's prices"}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
