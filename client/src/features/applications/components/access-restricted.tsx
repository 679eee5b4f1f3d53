import { Link } from 'wouter';
import { Calculator, FilePlus2, Lock, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const WAYS_IN = [
  { href: '/login', icon: LogIn, label: 'Staff Login', variant: 'default' },
  { href: '/calculator', icon: Calculator, label: 'Loan Calculator', variant: 'outline' },
  { href: '/loan-form', icon: FilePlus2, label: 'New Application', variant: 'secondary' },
] as const;

export function AccessRestricted() {
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="access-restricted">
      <CardHeader className="items-center">
        <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-xl">Access Restricted</CardTitle>
        <CardDescription>Viewing applications is restricted to administrators only.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        {WAYS_IN.map(({ href, icon: Icon, label, variant }) => (
          <Button key={href} asChild variant={variant}>
            <Link href={href}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
