import { Link } from 'wouter';
import { Calculator } from 'lucide-react';
import { MAX_TERM_WEEKS, MIN_TERM_WEEKS, type TLoanQuote } from '@common/calculator';
import { NativeSelect } from '@/components/ui/native-select';
import { formatMoneyCents } from '@/lib/format';
import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { useFieldInvalid } from './field-error';
import { FormFieldFrame } from './form-field-frame';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';

type TLoanDetailsSectionProps = {
  values: TLoanFormValues;
  setField: TSetLoanFormField;
  quote: TLoanQuote | null;
  /** The shop's rates (its settings): the ones offered. */
  rates: readonly number[];
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md bg-muted p-3 print:bg-transparent print:p-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function LoanDetailsSection({ values, setField, quote, rates }: TLoanDetailsSectionProps) {
  const rateInvalid = useFieldInvalid('interest-rate');
  return (
    <FormSection title="4. Loan Details" description="Carried over from the loan calculator; change them here if needed." testId="loan-details-section">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          id="loan-amount"
          label="Loan Amount (J$)"
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.loanAmount}
          onValueChange={(v) => setField('loanAmount', v)}
        />
        <FormFieldFrame id="interest-rate" label="Interest Rate" required>
          <NativeSelect
            id="interest-rate"
            value={values.interestRate}
            onChange={(e) => setField('interestRate', e.target.value)}
            data-testid="form-interest-rate"
            data-focus-target="interest-rate"
            {...rateInvalid}
          >
            <option value="">Select rate</option>
            {rates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </NativeSelect>
        </FormFieldFrame>
        <FormTextField
          id="term-weeks"
          label="Term (weeks)"
          type="number"
          min={MIN_TERM_WEEKS}
          max={MAX_TERM_WEEKS}
          inputMode="numeric"
          value={values.termWeeks}
          onValueChange={(v) => setField('termWeeks', v)}
        />
      </div>
      {quote ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label="Principal" value={formatMoneyCents(quote.principalCents)} testId="form-principal" />
          <Figure label="Total Interest" value={formatMoneyCents(quote.totalInterestCents)} testId="form-total-interest" />
          <Figure label="Total Repayment" value={formatMoneyCents(quote.totalAmountCents)} testId="form-total-repayment" />
        </dl>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground print:hidden" data-testid="loan-details-missing">
          <Calculator className="size-4" aria-hidden="true" />
          Enter the amount, rate and term, or{' '}
          <Link href="/calculator" className="font-medium text-primary underline underline-offset-4">
            use the calculator
          </Link>
          .
        </p>
      )}
    </FormSection>
  );
}
