import { MAX_PAWN_DAYS, MIN_PAWN_DAYS, PAWN_SETTING_LABELS, type TShopSettings } from '@common/contracts/shop-settings';
import { toCents } from '@common/money';
import { chargePerPeriodCents, redemptionByMonth } from '@common/pawn-terms';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatMoneyCents } from '@/lib/format';

// The counter pawn's settings in Shop Settings (issue 43): the pawn terms, the clerk's approval
// limit and the loan-to-value, typed as text and checked by the same contract as the server.

export type TPawnField = keyof typeof PAWN_SETTING_LABELS;
export type TPawnValues = Record<TPawnField, string>;
export type TPawnErrors = Partial<Record<TPawnField, string>>;

const PAWN_FIELDS: { field: TPawnField; label: string; hint: string; inputMode: 'numeric' | 'decimal' }[] = [
  {
    field: 'monthlyChargePercent',
    label: PAWN_SETTING_LABELS.monthlyChargePercent,
    hint: 'Charged on the amount lent for every started period, the first in full on the day of the pawn. From 1 to 50, with up to two decimals (12.5).',
    inputMode: 'decimal',
  },
  {
    field: 'periodDays',
    label: PAWN_SETTING_LABELS.periodDays,
    hint: `One period's length, ${MIN_PAWN_DAYS} to ${MAX_PAWN_DAYS} days. With 30, days 0 to 30 are one period and days 31 to 60 two.`,
    inputMode: 'numeric',
  },
  {
    field: 'termDays',
    label: PAWN_SETTING_LABELS.termDays,
    hint: `The ticket's due date is the pawn's date plus these days (${MIN_PAWN_DAYS} to ${MAX_PAWN_DAYS}). It stays redeemable for the redemption period.`,
    inputMode: 'numeric',
  },
  {
    field: 'counterApprovalLimit',
    label: `${PAWN_SETTING_LABELS.counterApprovalLimit} (J$)`,
    hint: 'A loan officer pays out a pawn up to this amount at the counter; above it an admin approves first. Admins have no limit.',
    inputMode: 'decimal',
  },
  {
    field: 'maxLoanToValuePercent',
    label: PAWN_SETTING_LABELS.maxLoanToValuePercent,
    hint: 'The most that may be lent against goods, as a percent of their appraised value (1 to 100).',
    inputMode: 'numeric',
  },
];

export const pawnValuesOf = (s: TShopSettings): TPawnValues => ({
  monthlyChargePercent: String(s.pawnTerms.monthlyChargePercent),
  periodDays: String(s.pawnTerms.periodDays),
  termDays: String(s.pawnTerms.termDays),
  counterApprovalLimit: s.counterApprovalLimit,
  maxLoanToValuePercent: String(s.maxLoanToValuePercent),
});

/** The part of the PUT body these fields make, as typed: the contract reads the text, as the server does. */
export const pawnBodyOf = (v: TPawnValues) => ({
  pawnTerms: { monthlyChargePercent: v.monthlyChargePercent.trim(), periodDays: v.periodDays.trim(), termDays: v.termDays.trim() },
  counterApprovalLimit: v.counterApprovalLimit.trim(),
  maxLoanToValuePercent: v.maxLoanToValuePercent.trim(),
});

/** Which of these fields an issue's path names (["pawnTerms", "periodDays"] -> periodDays), if any. */
export function pawnFieldOfPath(path: readonly PropertyKey[]): TPawnField | null {
  const key = String(path[0] === 'pawnTerms' ? path[1] : path[0]);
  return key in PAWN_SETTING_LABELS ? (key as TPawnField) : null;
}

/** The field a server refusal names: its message starts with the field's label, as the contract words it. */
export function pawnFieldOfMessage(message: string): TPawnField | null {
  const hit = (Object.entries(PAWN_SETTING_LABELS) as [TPawnField, string][]).find(([, label]) => message.startsWith(`${label} `));
  return hit ? hit[0] : null;
}

/** J$10,000.00 at the typed terms, when they read as terms; what the owner sees the pawner pay. */
function exampleOf(v: TPawnValues): string | null {
  const percent = Number(v.monthlyChargePercent);
  const periodDays = Number(v.periodDays);
  if (!(percent >= 1 && percent <= 50) || !Number.isInteger(periodDays) || periodDays < 1 || periodDays > MAX_PAWN_DAYS) return null;
  try {
    const principalCents = 10_000_00;
    const terms = { principalCents, monthlyChargePercent: percent, periodDays };
    const months = redemptionByMonth(terms).map((row) => formatMoneyCents(row.totalCents));
    return `A pawn of ${formatMoneyCents(principalCents)} is charged ${formatMoneyCents(chargePerPeriodCents(principalCents, percent))} a period; redeeming it at the end of month 1, 2 or 3 costs ${months.join(', ')}.`;
  } catch {
    return null;
  }
}

type TProps = { idPrefix: string; values: TPawnValues; errors: TPawnErrors; onChange: (field: TPawnField, value: string) => void };

export function PawnSettingsFieldset({ idPrefix, values, errors, onChange }: TProps) {
  const example = exampleOf(values);
  const limitCents = toCents(values.counterApprovalLimit.trim());
  return (
    <fieldset className="grid gap-4 md:grid-cols-2" data-testid="shop-pawn-settings">
      <legend className="mb-2 text-base font-semibold">Counter pawns</legend>
      {PAWN_FIELDS.map(({ field, label, hint, inputMode }) => {
        const fieldId = `${idPrefix}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className="grid content-start gap-2">
            <Label htmlFor={fieldId}>{label} *</Label>
            <Input
              id={fieldId}
              inputMode={inputMode}
              autoComplete="off"
              value={values[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${fieldId}-hint`, error ? `${fieldId}-error` : null].filter(Boolean).join(' ')}
              data-testid={`shop-${field}`}
              onChange={(e) => onChange(field, e.target.value)}
            />
            {error && (
              <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive" data-testid={`shop-${field}-error`}>
                {error}
              </p>
            )}
            <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
              {hint}
              {field === 'counterApprovalLimit' && limitCents !== null && limitCents >= 0 ? ` Now: ${formatMoneyCents(limitCents)}.` : ''}
            </p>
          </div>
        );
      })}
      {example && (
        <p className="text-sm text-muted-foreground md:col-span-2" data-testid="shop-pawn-example">
          {example}
        </p>
      )}
    </fieldset>
  );
}
