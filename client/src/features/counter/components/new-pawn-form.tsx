import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { MAX_COUNTER_ITEMS, type TCounterPawnResponse } from '@common/contracts/counter';
import { SignaturePadField } from '@/components/signature-pad-field';
import { TitledSection } from '@/components/titled-section';
import { Button } from '@/components/ui/button';
import { readErrorCode, readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { useCounterGoldPrices } from '../api/get-counter-gold-prices';
import { useCreateCounterPawn } from '../api/create-counter-pawn';
import { EMPTY_COUNTER_FORM, EMPTY_COUNTER_ITEM, appraisedTotalCents, checkCounterForm, fieldOfServerMessage, type TCounterForm, type TCounterProblem } from '../utils/counter-form';
import { CounterItemFields } from './counter-item-fields';
import { CounterPawnResult } from './counter-pawn-result';
import { LoanAmountSection } from './loan-amount-section';
import { PawnerSection } from './pawner-section';

/** The control a problem's field is shown beside, to move the focus there. */
function focusProblem(field: string): void {
  const id = field.startsWith('pawner.') ? `counter-pawner-${field.slice(7)}` : field.replace(/^items\.(\d+)\./, 'counter-item-$1-');
  const target = document.getElementById(field === 'loanAmount' ? 'counter-loan-amount' : field === 'disbursementMethod' ? 'counter-pay-out' : id);
  target?.focus();
}

/**
 * The counter's New pawn (issue 43): find or add the pawner, photograph the ID and the goods,
 * appraise the items (gold at today's price), lend within the loan-to-value, the pawner signs,
 * and Save pays out and gives the ticket and tags to print: one request.
 */
export function NewPawnForm() {
  const [form, setForm] = useState<TCounterForm>(EMPTY_COUNTER_FORM);
  const [problem, setProblem] = useState<TCounterProblem | null>(null);
  const [result, setResult] = useState<TCounterPawnResponse | null>(null);
  const shop = useShopSettingsOrDefaults();
  const gold = useCounterGoldPrices().data?.pricesPerGram ?? null;
  const create = useCreateCounterPawn();
  const problemOf = (field: string) => (problem?.field === field ? problem.message : null);
  const update = (patch: Partial<TCounterForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblem(null);
  };

  if (result) {
    return (
      <CounterPawnResult
        result={result}
        onNext={() => {
          setResult(null);
          setForm(EMPTY_COUNTER_FORM);
        }}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkCounterForm(form);
    if (!checked.ok) {
      setProblem(checked.problem);
      window.setTimeout(() => focusProblem(checked.problem.field));
      return;
    }
    create.mutate(checked.body, {
      onSuccess: (answer) => setResult(answer),
      onError: (err) => {
        const message = readErrorMessage(err) ?? 'The pawn could not be saved. Check the connection and try again.';
        const field = fieldOfServerMessage(message, readErrorCode(err));
        if (field === 'form') toast({ title: 'Not saved', description: message, variant: 'destructive' });
        setProblem({ field, message });
      },
    });
  };

  const items = form.items;
  const setItem = (i: number, item: (typeof items)[number]) => update({ items: items.map((it, j) => (j === i ? item : it)) });
  const formProblem = problemOf('form');

  return (
    <form className="grid min-w-0 gap-8" aria-label="New pawn" noValidate onSubmit={onSubmit} data-testid="counter-new-pawn">
      <TitledSection id="counter-step-pawner" title="1. Pawner">
        <PawnerSection choice={form.pawner} onChange={(pawner) => update({ pawner })} problemOf={problemOf} />
      </TitledSection>
      <TitledSection id="counter-step-items" title="2. Items">
        {items.map((item, i) => (
          <CounterItemFields
            key={i}
            index={i}
            item={item}
            goldPrices={gold}
            problemOf={problemOf}
            onChange={(next) => setItem(i, next)}
            onRemove={items.length > 1 ? () => update({ items: items.filter((_, j) => j !== i) }) : undefined}
          />
        ))}
        {items.length < MAX_COUNTER_ITEMS && (
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => update({ items: [...items, EMPTY_COUNTER_ITEM] })}>
            <Plus aria-hidden="true" />
            Add another item
          </Button>
        )}
      </TitledSection>
      <TitledSection id="counter-step-loan" title="3. Loan">
        <LoanAmountSection
          appraisedCents={appraisedTotalCents(items)}
          loanAmount={form.loanAmount}
          onLoanAmount={(loanAmount) => update({ loanAmount })}
          method={form.disbursementMethod}
          onMethod={(disbursementMethod) => update({ disbursementMethod })}
          shop={shop}
          problemOf={problemOf}
        />
      </TitledSection>
      <TitledSection id="counter-step-sign" title="4. The pawner signs">
        <SignaturePadField value={form.signatureUrl} onChange={(signatureUrl) => update({ signatureUrl })} imageAlt="Pawner's signature" />
        {problemOf('signature') && (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="counter-problem">
            {problemOf('signature')}
          </p>
        )}
      </TitledSection>
      <div className="grid gap-2">
        {formProblem && (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="counter-problem">
            {formProblem}
          </p>
        )}
        <Button type="submit" size="lg" className="justify-self-start" disabled={create.isPending} data-testid="counter-save">
          {create.isPending ? 'Saving...' : 'Save and pay out'}
        </Button>
      </div>
    </form>
  );
}
