import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoanCalculator } from '@/features/calculator/components/loan-calculator';
import { PawnCalculator } from '@/features/calculator/components/pawn-calculator';
import { calculatorValuesFromSearch } from '@/features/calculator/utils/calculator-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { PageContainer } from '../layout/page-container';

/** The two products (issue 43): the weekly instalment loan applied for online, and the pawn made at the counter. */
type TProduct = 'loan' | 'pawn';

export function CalculatorPage() {
  useDocumentTitle('Loan Calculator');
  const searchString = useSearch();
  // Read once: later edits belong to the form, not the address bar.
  const { interestRates } = useShopSettingsOrDefaults();
  const [initialValues] = useState(() => calculatorValuesFromSearch(new URLSearchParams(searchString), interestRates));
  // ?product=pawn (the landing page's Pawn link) opens on the pawn.
  const [product, setProduct] = useState<TProduct>(() => (new URLSearchParams(searchString).get('product') === 'pawn' ? 'pawn' : 'loan'));

  return (
    <PageContainer>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Loan Calculator</h1>
          <p className="mt-1 text-muted-foreground">Weekly payments in J$, simple interest, no obligation.</p>
        </div>
        <Button asChild variant="outline" data-testid="back-to-home">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <Tabs value={product} onValueChange={(value) => setProduct(value as TProduct)} className="gap-6">
        <TabsList aria-label="Product" className="sm:max-w-md">
          <TabsTrigger value="loan" data-testid="calculator-product-loan">
            Instalment loan
          </TabsTrigger>
          <TabsTrigger value="pawn" data-testid="calculator-product-pawn">
            Pawn
          </TabsTrigger>
        </TabsList>
        {/* Kept while the pawn is looked at, so a quote typed here is still there on the way back. */}
        <TabsContent value="loan" forceMount className="data-[state=inactive]:hidden">
          <LoanCalculator initialValues={initialValues} />
        </TabsContent>
        <TabsContent value="pawn">
          <PawnCalculator />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
