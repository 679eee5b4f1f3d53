import { Link } from 'wouter';
import { Calculator } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AccessCard } from './access-card';

export function GuestAccessCard() {
  return (
    <AccessCard icon={Calculator} title="Guest Access" badge={{ label: 'Public', variant: 'outline' }} description="Use the loan calculator and submit applications" testId="guest-access-card">
      <p className="text-sm text-muted-foreground">No account is needed to work out your weekly payments or to apply for a loan.</p>
      <Button asChild variant="outline" className="w-full" data-testid="continue-as-guest">
        <Link href="/calculator">Continue as Guest</Link>
      </Button>
    </AccessCard>
  );
}
