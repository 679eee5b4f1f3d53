import type { TDisbursementMethod } from '@common/contracts/cash-drawer';
import { movementMethodLabel } from '@common/contracts/cash-drawer';
import type { TShopSettings } from '@common/contracts/shop-settings';
import { centsToDecimalString, toCents } from '@common/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatMoneyCents } from '@/lib/format';
import { loanToValueHint, pawnCosts } from '../utils/counter-form';
import { CounterField, invalidMarks } from './counter-field';

/** How a counter pawn may be paid out (a pawn made on paper earlier is the API's, not this page's). */
const PAY_OUT_METHODS: TDisbursementMethod[] = ['cash', 'bank_transfer', 'cheque'];

type TProps = {
  appraisedCents: number;
  loanAmount: string;
  onLoanAmount: (amount: string) => void;
  method: TDisbursementMethod;
  onMethod: (method: TDisbursementMethod) => void;
  shop: TShopSettings;
  problemOf: (field: string) => string | null;
};

/** Step 4 and 5: the amount lent with its loan-to-value hint, what it costs, and how it is paid out. */
export function LoanAmountSection({ appraisedCents, loanAmount, onLoanAmount, method, onMethod, shop, problemOf }: TProps) {
  const ltv = loanToValueHint(appraisedCents, shop.maxLoanToValuePercent);
  const loanCents = toCents(loanAmount);
  const costs = loanCents !== null && loanCents > 0 ? pawnCosts(loanCents, shop.pawnTerms) : null;
  const amountProblem = problemOf('loanAmount');
  const methodProblem = problemOf('disbursementMethod');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-2">
        <CounterField
          id="counter-loan-amount"
          label="Loan amount (J$)"
          required
          problem={amountProblem}
          hint={appraisedCents > 0 ? <span data-testid="counter-ltv-hint">{ltv.text}</span> : 'Appraise the items first.'}
        >
          <Input
            id="counter-loan-amount"
            inputMode="decimal"
            autoComplete="off"
            value={loanAmount}
            onChange={(e) => onLoanAmount(e.target.value)}
            aria-describedby="counter-loan-amount-hint"
            {...invalidMarks('counter-loan-amount', amountProblem)}
          />
        </CounterField>
        {ltv.maxCents > 0 && (
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onLoanAmount(centsToDecimalString(ltv.maxCents))}>
            Lend {formatMoneyCents(ltv.maxCents)}
          </Button>
        )}
      </div>
      <CounterField id="counter-pay-out" label="Pay out by" required problem={methodProblem}>
        <NativeSelect id="counter-pay-out" value={method} onChange={(e) => onMethod(e.target.value as TDisbursementMethod)} {...invalidMarks('counter-pay-out', methodProblem)}>
          {PAY_OUT_METHODS.map((m) => (
            <option key={m} value={m}>
              {movementMethodLabel(m)}
            </option>
          ))}
        </NativeSelect>
      </CounterField>
      {costs && (
        <div className="grid gap-2 sm:col-span-2" data-testid="counter-costs">
          <p className="text-sm">
            Charge per month: <strong>{formatMoneyCents(costs.perMonthCents)}</strong> ({shop.pawnTerms.monthlyChargePercent}% of the loan)
          </p>
          <table className="w-full max-w-md text-sm">
            <caption className="text-left text-xs text-muted-foreground">What redeeming costs</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 font-medium">
                  After
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Charges
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  To redeem
                </th>
              </tr>
            </thead>
            <tbody>
              {costs.months.map((m) => (
                <tr key={m.month} className="border-t border-border">
                  <th scope="row" className="py-1 text-left font-normal">
                    {m.month === 1 ? '1 month' : `${m.month} months`}
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatMoneyCents(m.chargesCents)}</td>
                  <td className="py-1 text-right font-semibold tabular-nums">{formatMoneyCents(m.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
