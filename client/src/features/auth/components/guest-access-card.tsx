import { Link } from 'wouter';
import { Calculator } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function GuestAccessCard() {
  return (
    <Card data-testid="guest-access-card">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Calculator className="size-5 text-primary" aria-hidden="true" />
            Guest Access
          </CardTitle>
          <Badge variant="outline">Public</Badge>
        </div>
        <CardDescription>Use the loan calculator and submit applications</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          No account is needed to work out your weekly payments or to apply for a loan.
        </p>
        <Button asChild variant="outline" className="w-full" data-testid="continue-as-guest">
          <Link href="/calculator">Continue as Guest</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
