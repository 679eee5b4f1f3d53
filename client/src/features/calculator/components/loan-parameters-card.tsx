import type { FormEvent } from 'react';
import { Calculator } from 'lucide-react';
import { PRESET_TERMS_WEEKS } from '@common/calculator';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Switch } from '@/components/ui/switch';
import { LOAN_TYPES, type TCalculatorFormErrors, type TCalculatorFormValues, type TLoanType } from '../utils/calculator-form';
import { FieldError } from './field-error';
import { FirstTimeBorrowerBanner } from './first-time-borrower-banner';

type TLoanParametersCardProps = {
  values: TCalculatorFormValues;
  /** The shop's rates (its settings): the ones offered here. */
  rates: readonly number[];
  errors: TCalculatorFormErrors;
  isCalculating: boolean;
  setField: <K extends keyof TCalculatorFormValues>(key: K, value: TCalculatorFormValues[K]) => void;
  onSubmit: () => void;
};

export function LoanParametersCard({ values, rates, errors, isCalculating, setField, onSubmit }: TLoanParametersCardProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Loan Parameters</CardTitle>
        <CardDescription>Enter the amount, interest rate and term. Results update as you type.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={handleSubmit} noValidate aria-label="Loan Parameters">
          <div className="grid gap-2">
            <Label htmlFor="loan-type">Loan Type</Label>
            <NativeSelect
              id="loan-type"
              value={values.loanType}
              onChange={(e) => setField('loanType', e.target.value as TLoanType)}
              data-testid="calculator-loan-type"
            >
              {LOAN_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </NativeSelect>
          </div>

          <div className="grid gap-2">
            <Label htmlFor="loan-amount">Loan Amount (J$)</Label>
            <Input
              id="loan-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 12000"
              value={values.amount}
              onChange={(e) => setField('amount', e.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? 'loan-amount-error' : undefined}
              data-testid="calculator-amount"
            />
            <FieldError id="loan-amount-error" message={errors.amount} />
          </div>

          <fieldset className="grid gap-2" aria-describedby={errors.rate ? 'interest-rate-error' : undefined}>
            <legend id="interest-rate-label" className="mb-2 text-sm font-medium">
              Interest Rate
            </legend>
            <RadioGroup
              value={values.rate}
              onValueChange={(v) => setField('rate', v)}
              className="grid-cols-2"
              aria-labelledby="interest-rate-label"
            >
              {rates.map(String).map((rate) => (
                <Label
                  key={rate}
                  htmlFor={`rate-${rate}`}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary"
                >
                  <RadioGroupItem id={`rate-${rate}`} value={rate} data-testid={`calculator-rate-${rate}`} />
                  {rate}%
                </Label>
              ))}
            </RadioGroup>
            <FieldError id="interest-rate-error" message={errors.rate} />
          </fieldset>

          <div className="grid gap-3">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={values.useCustomWeeks ? 'custom-weeks' : 'term-weeks'}>Loan Term</Label>
              <div className="flex items-center gap-2">
                <Switch
                  id="custom-weeks-toggle"
                  checked={values.useCustomWeeks}
                  onCheckedChange={(checked) => setField('useCustomWeeks', checked)}
                  data-testid="calculator-custom-toggle"
                />
                <Label htmlFor="custom-weeks-toggle" className="cursor-pointer font-normal">
                  Custom weeks
                </Label>
              </div>
            </div>
            {values.useCustomWeeks ? (
              <Input
                id="custom-weeks"
                type="number"
                inputMode="numeric"
                min={1}
                max={52}
                step={1}
                placeholder="1 to 52 weeks"
                value={values.customWeeks}
                onChange={(e) => setField('customWeeks', e.target.value)}
                aria-invalid={errors.weeks ? true : undefined}
                aria-describedby={errors.weeks ? 'term-error' : undefined}
                data-testid="calculator-custom-weeks"
              />
            ) : (
              <NativeSelect
                id="term-weeks"
                value={values.presetWeeks}
                onChange={(e) => setField('presetWeeks', e.target.value)}
                aria-invalid={errors.weeks ? true : undefined}
                aria-describedby={errors.weeks ? 'term-error' : undefined}
                data-testid="calculator-term"
              >
                <option value="">Select a term</option>
                {PRESET_TERMS_WEEKS.map((w) => (
                  <option key={w} value={String(w)}>
                    {w} weeks
                  </option>
                ))}
              </NativeSelect>
            )}
            <FieldError id="term-error" message={errors.weeks} />
          </div>

          <FirstTimeBorrowerBanner />

          <Button type="submit" size="lg" aria-busy={isCalculating || undefined} data-testid="calculator-submit">
            <Calculator aria-hidden="true" />
            Calculate
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
