import { useMemo, useState } from 'react';
import type { TLateFeeRule } from '@common/late-fee';
import { Link } from 'wouter';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { CostOfCreditBox } from '@/components/cost-of-credit-box';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { TCalculation } from '../hooks/use-loan-calculator';
import { CALCULATOR_DUE_DATE_NOTE, calculatorDisclosure } from '../utils/calculator-disclosure';
import { buildLoanFormHref, scheduleFromResponse } from '../utils/calculator-form';
import { PaymentScheduleTable } from './payment-schedule-table';
import { SummaryValue } from './summary-value';

type TPaymentSummaryCardProps = {
  calculation: TCalculation | null;
  isCalculating: boolean;
  /** The shown answer belongs to values the person has since changed. */
  isStale: boolean;
  /** The form currently holds a complete, valid set of values. */
  isReady: boolean;
  /** The late fee a new loan states: the shop's percent of one payment. */
  lateFeeRule: TLateFeeRule;
};

const SCHEDULE_ID = 'payment-schedule';

export function PaymentSummaryCard({ calculation, isCalculating, isStale, isReady, lateFeeRule }: TPaymentSummaryCardProps) {
  const [showSchedule, setShowSchedule] = useState(false);
  const response = calculation?.response;
  const rows = useMemo(() => (response ? scheduleFromResponse(response) : []), [response]);
  const request = calculation?.request;
  const disclosure = useMemo(() => (request ? calculatorDisclosure(request, lateFeeRule) : null), [request, lateFeeRule]);

  let note = '';
  if (isCalculating) note = 'Calculating...';
  else if (isStale && isReady) note = 'Updating for your new values...';
  else if (isStale) note = 'These figures are for your previous values. Complete the form to update them.';

  return (
    <Card aria-busy={isCalculating || undefined}>
      <CardHeader>
        <CardTitle>Payment Summary</CardTitle>
        <CardDescription>Simple interest, repaid in equal weekly payments.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <p aria-live="polite" className={note ? 'text-sm text-muted-foreground' : 'sr-only'} data-testid="summary-status">
          {note}
        </p>
        {!response ? (
          <div className="grid place-items-center gap-2 rounded-md border border-dashed border-input p-8 text-center" data-testid="summary-empty">
            <p className="font-semibold">No calculation yet</p>
            <p className="text-sm text-muted-foreground">
              Enter the loan amount, interest rate and term to see your weekly payment.
            </p>
          </div>
        ) : (
          <>
            <dl className={isStale ? 'grid grid-cols-2 gap-3 opacity-60' : 'grid grid-cols-2 gap-3'} data-testid="summary-values">
              <SummaryValue emphasis label="Weekly Payment" value={formatMoney(response.weeklyPayment)} testId="summary-weekly-payment" />
              <SummaryValue label="Total Interest" value={formatMoney(response.totalInterest)} testId="summary-total-interest" />
              <SummaryValue label="Total Payments" value={formatMoney(response.totalPayments)} testId="summary-total-payments" />
              <SummaryValue label="Term (weeks)" value={String(response.termWeeks)} testId="summary-term-weeks" />
              <SummaryValue label="Principal" value={formatMoney(response.principal)} testId="summary-principal" />
              <SummaryValue wide label="Total Amount" value={formatMoney(response.totalAmount)} testId="summary-total-amount" />
            </dl>

            <Button
              variant="outline"
              onClick={() => setShowSchedule((v) => !v)}
              aria-expanded={showSchedule}
              aria-controls={SCHEDULE_ID}
              data-testid="schedule-toggle"
            >
              <CalendarDays aria-hidden="true" />
              {showSchedule ? 'Hide Payment Schedule' : 'View Payment Schedule'}
            </Button>
            {showSchedule && <PaymentScheduleTable id={SCHEDULE_ID} rows={rows} />}
            {disclosure && (
              <div className={isStale ? 'opacity-60' : undefined}>
                <CostOfCreditBox disclosure={disclosure} dueDateNote={CALCULATOR_DUE_DATE_NOTE} />
              </div>
            )}

            {isStale || isCalculating ? (
              <Button size="lg" disabled className="h-auto min-h-11 whitespace-normal" data-testid="continue-to-application">
                Continue to Loan Application
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button asChild size="lg" className="h-auto min-h-11 whitespace-normal" data-testid="continue-to-application">
                <Link href={buildLoanFormHref(response)}>
                  Continue to Loan Application
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
