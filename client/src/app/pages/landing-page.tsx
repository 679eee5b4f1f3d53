import { Link } from 'wouter';
import { ratesInWords } from '@common/calculator';
import {
  ArrowRight,
  Calculator,
  ClipboardList,
  FileCheck2,
  Gem,
  ReceiptText,
  ShieldCheck,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExampleQuoteCard } from '@/features/calculator/components/example-quote-card';
import { PawnExampleCard } from '@/features/calculator/components/pawn-example-card';
import { pawnChargeRule, pawnTermsSentence } from '@/features/calculator/utils/pawn-terms-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { useShopName, useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { PAGE_FRAME } from '../layout/page-frame';

type TFeature = { title: string; description: string; icon: LucideIcon };

const FEATURES: TFeature[] = [
  {
    title: 'Loan Calculator',
    description: 'See your weekly payment, total interest and full repayment schedule in J$ before you commit.',
    icon: Calculator,
  },
  {
    title: 'Digital Applications',
    description: 'Complete your loan agreement online with guided fields, photo uploads and your signature.',
    icon: ClipboardList,
  },
  {
    title: 'Secure Document Management',
    description: 'ID documents, TRN photos and signatures are stored privately and shown only to our staff.',
    icon: ShieldCheck,
  },
  {
    title: 'Multi-Role System',
    description: 'Borrowers, loan officers, administrators and IT each see only what their role allows.',
    icon: Users,
  },
  {
    title: 'Payment Tracking',
    description: 'Every payment is recorded against your loan, and a receipt is sent to you by e-mail.',
    icon: ReceiptText,
  },
  {
    title: 'Credit Assessment',
    description: 'Your repayment history builds your credit status with us, so good borrowers can borrow again.',
    icon: TrendingUp,
  },
];

export function LandingPage() {
  useDocumentTitle('');
  const shopName = useShopName();
  const { interestRates, pawnTerms, redemptionPeriodDays } = useShopSettingsOrDefaults();
  const rates = ratesInWords(interestRates.map((r) => `${r}%`));
  // Tailwind's lg: the example quote sits beside the headline; a phone shows the headline alone and
  // does not build the card at all (its J$ amounts would be a phone's first Intl formatter).
  const wide = useMediaQuery('(min-width: 1024px)');
  return (
    <>
      <section className="bg-primary text-primary-foreground" aria-labelledby="hero-title">
        <div className={`${PAGE_FRAME} grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[3fr_2fr] grid-cols-1`}>
          <div className="grid gap-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
              <FileCheck2 className="size-4" aria-hidden="true" />
              Loans and pawn lending in Jamaica
            </p>
            <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
              Short-term loans in J$, with the numbers up front
            </h1>
            <p className="max-w-2xl text-lg text-primary-foreground/90">
              Work out your weekly payment, total interest and repayment schedule in seconds, then apply when you are
              ready. Simple interest at {rates}, repaid weekly.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg" variant="accent" data-testid="hero-calculate">
                <Link href="/calculator">
                  <Calculator aria-hidden="true" />
                  Calculate Your Loan
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary" data-testid="hero-pawn">
                <Link href="/calculator?product=pawn">
                  <Gem aria-hidden="true" />
                  Pawn Calculator
                </Link>
              </Button>
            </div>
          </div>
          {wide && <ExampleQuoteCard ratePercent={interestRates[0] ?? 20} />}
        </div>
      </section>

      <section className={`${PAGE_FRAME} grid items-center gap-8 pt-14 lg:grid-cols-[3fr_2fr]`} aria-labelledby="pawn-title" data-testid="landing-pawn">
        <div className="grid gap-3">
          <h2 id="pawn-title" className="text-2xl font-bold tracking-tight md:text-3xl">
            Or pawn: cash today against your goods
          </h2>
          <p className="max-w-2xl text-muted-foreground">
            Bring gold, jewellery, electronics or tools to the counter and leave with cash in minutes. The charge is{' '}
            {pawnChargeRule(pawnTerms)}. {pawnTermsSentence(pawnTerms, redemptionPeriodDays)}
          </p>
          <div>
            <Button asChild variant="outline" data-testid="landing-pawn-calculator">
              <Link href="/calculator?product=pawn">
                See what a pawn costs
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        {wide && <PawnExampleCard terms={pawnTerms} />}
      </section>

      <section className={`${PAGE_FRAME} py-14`} aria-labelledby="features-title">
        <h2 id="features-title" className="text-2xl font-bold tracking-tight md:text-3xl">
          Everything a loan needs, in one place
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          From the first calculation to the last receipt, {shopName} keeps borrowers and our staff on the same page.
        </p>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <span className="grid size-11 place-items-center rounded-md bg-secondary text-secondary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${PAGE_FRAME} pb-16`} aria-labelledby="cta-title">
        <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-secondary p-6 md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-secondary-foreground">
              Ready to see your numbers?
            </h2>
            <p className="mt-1 text-secondary-foreground">
              First-time borrowers can get up to J$20,000.00. It takes less than a minute.
            </p>
          </div>
          <Button asChild size="lg" data-testid="cta-calculator">
            <Link href="/calculator">
              Open the Loan Calculator
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
