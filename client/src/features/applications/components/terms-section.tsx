import type { TLoanQuote } from '@common/calculator';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { discloseCostOfCredit } from '@common/cost-of-credit';
import { describeLateFee, percentLateFeeRule } from '@common/late-fee';
import { CostOfCreditBox } from '@/components/cost-of-credit-box';
import { formatMoneyCents, formatWeeks } from '@/lib/format';
import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import { jamaicaToday } from '@common/jamaica-time';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { FormSection } from './form-section';

type TTermsSectionProps = {
  values: TLoanFormValues;
  setField: TSetLoanFormField;
  quote: TLoanQuote | null;
  /** The shop's late fee (its settings): the percent of one payment a new loan states. */
  lateFeePercent: number;
};

const DUE_DATE_NOTE = 'Due dates from the proposed start (valid from); the shop confirms the start date when it approves the loan.';

export function TermsSection({ values, setField, quote, lateFeePercent }: TTermsSectionProps) {
  const lateFeeRule = percentLateFeeRule(lateFeePercent);
  const startDay = /^\d{4}-\d{2}-\d{2}$/.test(values.validFrom) ? values.validFrom : jamaicaToday();
  const disclosure = quote
    ? discloseCostOfCredit({ quote, ratePercent: Number(values.interestRate), startDay, lateFeeRule })
    : null;
  return (
    <FormSection title="5. Terms and Covenants" testId="terms-section">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md bg-muted p-3 print:bg-transparent print:p-0">
          <dt className="text-xs font-medium text-muted-foreground">Weekly Instalment</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="form-weekly-instalment">
            {quote ? formatMoneyCents(quote.weeklyPaymentCents) : '—'}
          </dd>
        </div>
        <div className="rounded-md bg-muted p-3 print:bg-transparent print:p-0">
          <dt className="text-xs font-medium text-muted-foreground">Number of Weeks</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="form-number-of-weeks">
            {quote ? formatWeeks(quote.termWeeks) : '—'}
          </dd>
        </div>
      </dl>
      <p className="text-sm">
        The borrower agrees to repay the loan in equal weekly instalments on the same day each week. A late fee is charged for
        each instalment not paid when due.
      </p>
      <div className="rounded-md border p-3 print:border-0 print:p-0">
        <p className="text-xs font-medium text-muted-foreground">Late Fee</p>
        <p className="font-semibold tabular-nums" data-testid="form-late-fee">
          {quote ? describeLateFee(lateFeeRule, quote.weeklyPaymentCents, 'weekly') : `Late Fee: ${lateFeePercent}% of one weekly payment`}
        </p>
      </div>
      {disclosure && <CostOfCreditBox disclosure={disclosure} dueDateNote={DUE_DATE_NOTE} testId="form-cost-of-credit" />}
      <div className="grid gap-2">
        <Label htmlFor="collateral-property">Collateral Description</Label>
        <Textarea
          id="collateral-property"
          rows={3}
          placeholder="Item pledged as security, e.g. make, model, serial number and condition"
          value={values.collateralProperty}
          onChange={(e) => setField('collateralProperty', e.target.value)}
          data-testid="form-collateral-property"
        />
      </div>
    </FormSection>
  );
}
