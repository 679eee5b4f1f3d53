import { useId, useMemo, useState } from 'react';
import { MAX_LOAN_CENTS, MIN_LOAN_CENTS } from '@common/calculator';
import { chargePerPeriodCents, redemptionByMonth, type TRedemptionAtMonthEnd } from '@common/pawn-terms';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatMoneyCents } from '@/lib/format';
import { useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { AMOUNT_FORMAT_MESSAGE, parseAmountInput } from '../utils/calculator-form';
import { chargePeriodLabel, pawnChargeRule, pawnTermsSentence } from '../utils/pawn-terms-text';
import { FieldError } from './field-error';
import { SummaryValue } from './summary-value';

// Three columns, so what is paid stays in view at 390 px; the amount borrowed is the same in every row.
const REDEMPTION_COLUMNS: TDataColumn<TRedemptionAtMonthEnd>[] = [
  { key: 'when', header: 'Redeemed after', rowHeader: true, className: 'font-normal', cell: (row) => `${row.month} ${row.month === 1 ? 'month' : 'months'}` },
  { key: 'charges', header: 'Charges', numeric: true, cell: (row) => formatMoneyCents(row.chargesCents) },
  { key: 'total', header: 'You pay', numeric: true, className: 'font-semibold', cell: (row) => formatMoneyCents(row.totalCents) },
];

const PAWN_RANGE_MESSAGE = `Enter an amount between ${formatMoneyCents(MIN_LOAN_CENTS)} and ${formatMoneyCents(MAX_LOAN_CENTS)}.`;

/** The cents typed, or the problem with what was typed ('' while nothing is). */
function readAmount(text: string): { cents: number | null; error: string | undefined } {
  if (text.trim() === '') return { cents: null, error: undefined };
  const cents = parseAmountInput(text);
  if (cents === null) return { cents: null, error: AMOUNT_FORMAT_MESSAGE };
  if (cents < MIN_LOAN_CENTS || cents > MAX_LOAN_CENTS) return { cents: null, error: PAWN_RANGE_MESSAGE };
  return { cents, error: undefined };
}

/**
 * The calculator's Pawn view (issue 43): for an amount lent against goods, the charge per month at
 * the shop's pawn terms and what redeeming costs at the end of months 1, 2 and 3. Worked here with
 * the same rule the ledger and the ticket use (common/pawn-terms.ts); nothing is sent.
 */
export function PawnCalculator() {
  const id = useId();
  const shop = useShopSettingsOrDefaults();
  const terms = shop.pawnTerms;
  const [amount, setAmount] = useState('');
  const { cents, error } = readAmount(amount);
  const quote = useMemo(() => {
    if (cents === null) return null;
    const input = { principalCents: cents, monthlyChargePercent: terms.monthlyChargePercent, periodDays: terms.periodDays };
    return { perPeriodCents: chargePerPeriodCents(cents, terms.monthlyChargePercent), months: redemptionByMonth(input) };
  }, [cents, terms.monthlyChargePercent, terms.periodDays]);

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Pawn</CardTitle>
          <CardDescription>Borrow against gold, jewellery, electronics or tools you leave with us, and collect them when you repay.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-amount`}>Amount to borrow (J$)</Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 10000"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'pawn-amount-error' : undefined}
              data-testid="pawn-amount"
            />
            <FieldError id="pawn-amount-error" message={error} />
          </div>
          <p className="text-sm text-muted-foreground" data-testid="pawn-terms">
            The charge is {pawnChargeRule(terms)}. {pawnTermsSentence(terms, shop.redemptionPeriodDays)}
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Pawn Summary</CardTitle>
          <CardDescription>What you pay to collect your goods, at this shop's pawn terms.</CardDescription>
        </CardHeader>
        <CardContent>
          {!quote ? (
            <div className="grid place-items-center gap-2 rounded-md border border-dashed border-input p-8 text-center" data-testid="pawn-summary-empty">
              <p className="font-semibold">No amount yet</p>
              <p className="text-sm text-muted-foreground">Enter the amount to see the charge per month and what redeeming costs.</p>
            </div>
          ) : (
            <div className="grid gap-4" data-testid="pawn-summary">
              <dl className="grid grid-cols-2 gap-3">
                <SummaryValue emphasis label={chargePeriodLabel(terms)} value={formatMoneyCents(quote.perPeriodCents)} testId="pawn-charge-per-period" />
                <SummaryValue wide label="Amount borrowed" value={formatMoneyCents(cents ?? 0)} testId="pawn-principal" />
              </dl>
              <p className="text-sm font-medium" aria-hidden="true">
                What redeeming costs
              </p>
              <DataTable
                look="report"
                label="What redeeming costs"
                caption="What redeeming costs at the end of months 1, 2 and 3"
                regionTestId="pawn-redemption-table"
                tableClassName="min-w-0"
                columns={REDEMPTION_COLUMNS}
                rows={quote.months}
                rowKey={(row) => row.month}
                rowProps={(row) => ({ 'data-testid': `pawn-redeem-month-${row.month}` })}
              />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
