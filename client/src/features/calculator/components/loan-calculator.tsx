import { useMemo } from 'react';
import { percentLateFeeRule } from '@common/late-fee';
import { useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { useLoanCalculator } from '../hooks/use-loan-calculator';
import type { TCalculatorFormValues } from '../utils/calculator-form';
import { LoanParametersCard } from './loan-parameters-card';
import { PaymentSummaryCard } from './payment-summary-card';

export function LoanCalculator({ initialValues }: { initialValues: TCalculatorFormValues }) {
  const { interestRates, lateFeePercent } = useShopSettingsOrDefaults();
  const lateFeeRule = useMemo(() => percentLateFeeRule(lateFeePercent), [lateFeePercent]);
  const { values, setField, errors, submit, calculation, isCalculating, isStale, isReady } = useLoanCalculator(initialValues, interestRates);

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <LoanParametersCard
        values={values}
        rates={interestRates}
        errors={errors}
        isCalculating={isCalculating}
        setField={setField}
        onSubmit={submit}
      />
      <PaymentSummaryCard
        calculation={calculation}
        isCalculating={isCalculating}
        isStale={isStale}
        isReady={isReady}
        lateFeeRule={lateFeeRule}
      />
    </div>
  );
}
