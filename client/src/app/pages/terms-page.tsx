import { Link } from 'wouter';
import { useMemo } from 'react';
import { FIRST_TIME_BORROWER_CAP_CENTS, MAX_TERM_WEEKS, MIN_LOAN_CENTS, MIN_TERM_WEEKS, quoteLoan, ratesInWords } from '@common/calculator';
import { discloseCostOfCredit, formatApr } from '@common/cost-of-credit';
import { percentLateFeeRule } from '@common/late-fee';
import { formatMoneyCents } from '@/lib/format';
import { shopNameOf, useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { LegalPage } from './legal/legal-page';
import { LegalSection } from './legal/legal-section';

const LINK = 'font-medium text-primary underline underline-offset-4';
const TERMS_UPDATED = '27 November 2026';

// The worked example is computed by the calculator's and the agreement's own rules at the shop's
// own rates and late fee, so the terms can never disagree with what a borrower is quoted and signs.
function workedExample(ratePercent: number, lateFeePercent: number) {
  return discloseCostOfCredit({
    quote: quoteLoan({ principalCents: 10_000_00, ratePercent, weeks: 4 }),
    ratePercent,
    startDay: '2026-01-05',
    lateFeeRule: percentLateFeeRule(lateFeePercent),
  });
}

/** /terms: the shop's lending terms in plain words, consistent with the calculator and the agreement. Public. */
export function TermsPage() {
  const shop = useShopSettingsOrDefaults();
  const name = shopNameOf(shop);
  const { interestRates, lateFeePercent } = shop;
  const rates = ratesInWords(interestRates.map((r) => `${r}%`));
  const EXAMPLE = useMemo(() => workedExample(interestRates[0] ?? 20, lateFeePercent), [interestRates, lateFeePercent]);
  return (
    <LegalPage
      title="Terms of Service"
      lead={<p>The terms on which {name} lends, in plain words. Your signed loan agreement states the figures of your own loan.</p>}
      updated={TERMS_UPDATED}
      testId="terms-page"
    >
      <LegalSection title="1. Our loans">
        <ul>
          <li>
            Loans start at {formatMoneyCents(MIN_LOAN_CENTS)}. First-time borrowers can borrow up to {formatMoneyCents(FIRST_TIME_BORROWER_CAP_CENTS)}.
          </li>
          <li>
            Interest is simple interest of {rates} of the amount lent, charged once for the whole loan. It does not grow week by week and it is
            not charged on interest.
          </li>
          <li>
            You repay over {MIN_TERM_WEEKS} to {MAX_TERM_WEEKS} weeks, in equal instalments (the last one may differ by a few cents so the total
            is exact). Instalments are weekly, every two weeks or monthly, as agreed with us.
          </li>
          <li>Every loan is secured by an item you pledge with us, described in your agreement.</li>
        </ul>
      </LegalSection>

      <LegalSection title="2. A worked example">
        <p data-testid="terms-example">
          Borrow {formatMoneyCents(EXAMPLE.principalCents)} at {EXAMPLE.ratePercent}% over {EXAMPLE.termWeeks} weeks: the interest is{' '}
          {formatMoneyCents(EXAMPLE.totalInterestCents)}, you repay {formatMoneyCents(EXAMPLE.totalRepayableCents)} in{' '}
          {EXAMPLE.instalments.length} weekly instalments of {formatMoneyCents(EXAMPLE.instalments[0]?.amountCents ?? 0)}, and the annual
          percentage rate (APR) is {formatApr(EXAMPLE.aprPercent)}. A late fee would be {EXAMPLE.lateFee}.
        </p>
        <p>
          The{' '}
          <Link href="/calculator" className={LINK}>
            Loan Calculator
          </Link>{' '}
          shows the same figures for any amount and term, with every due date, before you apply.
        </p>
      </LegalSection>

      <LegalSection title="3. Applying and signing">
        <ul>
          <li>Give true and complete details. We check your identity, TRN and documents before we lend.</li>
          <li>A quote or an application is not yet a loan: we may approve or decline it, and we tell you which.</li>
          <li>
            The dates on your application are a proposal. Your repayment schedule starts on the start date we confirm when we approve the
            loan, and the loan ends on the due date of its last instalment.
          </li>
          <li>Before you sign you see the cost of credit: total interest, total to repay, each instalment and its due date, the late fee and the APR.</li>
          <li>If you name a guarantor, they must agree to guarantee your loan.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Paying">
        <ul>
          <li>Pay each instalment by its due date, at the shop or by the methods we accept. Every payment gets a numbered receipt: keep it.</li>
          <li>You may pay more than one instalment, or the whole balance, early. The interest is fixed when you sign, so paying early does not change it.</li>
          <li>When the whole amount is repaid, the loan is complete and your pledged item is returned to you.</li>
        </ul>
      </LegalSection>

      <LegalSection title="5. If a payment is late">
        <ul>
          <li>
            For each payment not made in full by its due date, a late fee of {lateFeePercent}% of one payment is added (for a weekly
            instalment of {formatMoneyCents(EXAMPLE.instalments[0]?.amountCents ?? 0)}, that is {formatMoneyCents(EXAMPLE.lateFeeCents)}).
          </li>
          {EXAMPLE.latePaymentExplained.slice(1).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title="6. Your data and questions">
        <p>
          How we use your personal data is explained in our{' '}
          <Link href="/privacy" className={LINK}>
            Privacy Policy
          </Link>
          . For questions or complaints about your loan, see{' '}
          <Link href="/contact" className={LINK}>
            Contact Us
          </Link>
          ; please quote your application number. These terms are governed by the laws of Jamaica.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
