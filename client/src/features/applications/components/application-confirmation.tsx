import { Link } from 'wouter';
import { CheckCircle2, Clock, Download, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SHOP_FALLBACK, useShopSettings } from '@/lib/use-shop-settings';
import { agreementPdfHref } from '../utils/agreement-link';

const NEXT_STEPS = [
  'We review your application and documents, usually within one business day.',
  'We contact you by phone or e-mail with our decision.',
  'When your loan is approved, we confirm the date it starts: your weekly payments fall due from that date.',
];

/** What an applicant keeps after submitting: the number, what happens next, our contact details and the agreement PDF. */
export function ApplicationConfirmation({ applicationNumber }: { applicationNumber: string }) {
  const shop = useShopSettings().data ?? SHOP_FALLBACK;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <CheckCircle2 className="size-6 shrink-0 text-primary" aria-hidden="true" />
            Thank you. We have your application.
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div>
            <p className="text-sm text-muted-foreground">Your application number</p>
            <p className="font-mono text-2xl font-bold break-all" data-testid="confirmation-number">
              {applicationNumber}
            </p>
            <p className="text-sm text-muted-foreground">Please quote it in any message about your loan. A confirmation e-mail with your agreement is on its way.</p>
          </div>
          <Button asChild size="lg" className="h-auto min-h-11 w-full whitespace-normal sm:w-fit">
            <a href={agreementPdfHref(applicationNumber)} download data-testid="download-agreement">
              <Download aria-hidden="true" />
              Download your agreement (PDF)
            </a>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">What happens next</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid list-decimal gap-2 pl-5 text-sm" data-testid="confirmation-next-steps">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Contact us</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm" data-testid="confirmation-contact">
          <p className="flex items-center gap-2">
            <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>Opening hours: {shop.supportHours}</span>
          </p>
          <p className="flex items-center gap-2">
            <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>Reply to your confirmation e-mail, or visit the shop, quoting your application number.</span>
          </p>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/calculator">Loan Calculator</Link>
        </Button>
      </div>
    </div>
  );
}
