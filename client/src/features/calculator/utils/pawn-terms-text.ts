import type { TPawnTerms } from '@common/pawn-terms';
import { MONTH_DAYS } from '@common/pawn-terms';

// How the pawn's terms read on the public pages (issue 43), from the shop's own settings.

/** "Charge per month" with the default 30-day period, else "Charge per 14 days". */
export const chargePeriodLabel = (terms: Pick<TPawnTerms, 'periodDays'>) =>
  terms.periodDays === MONTH_DAYS ? 'Charge per month' : `Charge per ${terms.periodDays} days`;

/** "10% of the amount lent for every started month of 30 days": the rule in one line, no amounts. */
export function pawnChargeRule(terms: Pick<TPawnTerms, 'monthlyChargePercent' | 'periodDays'>): string {
  const period = terms.periodDays === MONTH_DAYS ? `month of ${MONTH_DAYS} days` : `period of ${terms.periodDays} days`;
  return `${terms.monthlyChargePercent}% of the amount lent for every started ${period}, the first charged in full on the day you pawn`;
}

/** When it falls due, how to extend it, and how long the goods stay redeemable. */
export function pawnTermsSentence(terms: Pick<TPawnTerms, 'termDays'>, redemptionPeriodDays: number): string {
  return `Due ${terms.termDays} days after the pawn, in one payment: no weekly payments and no late fees. Pay the charges to extend it; your goods stay redeemable for ${redemptionPeriodDays} days.`;
}
