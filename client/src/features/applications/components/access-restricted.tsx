import { Link } from 'wouter';
import { Calculator, FilePlus2, Lock, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function AccessRestricted() {
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="access-restricted">
      <CardHeader className="items-center">
        <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-xl">Access Restricted</CardTitle>
        <CardDescription>Viewing applications is restricted to administrators only.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild>
          <Link href="/login">
            <LogIn aria-hidden="true" />
            Staff Login
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/calculator">
            <Calculator aria-hidden="true" />
            Loan Calculator
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/loan-form">
            <FilePlus2 aria-hidden="true" />
            New Application
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
