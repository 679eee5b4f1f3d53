import { Link } from 'wouter';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/lib/use-auth';
import { accountFeaturesFor } from '../utils/account-features';
import { ProfileCard } from './profile-card';

/** The dashboard's Profile tab: who is signed in, and what their role lets them do. */
export function ProfileTab() {
  const { user } = useAuth();
  if (!user) return null;
  const features = accountFeaturesFor(user.role);

  return (
    <div className="grid gap-4" data-testid="profile-tab">
      <ProfileCard user={user} title="Your Account" />
      <Card>
        <CardHeader>
          <h3 className="text-lg leading-tight font-semibold tracking-tight">Account Features</h3>
          <CardDescription>What your role gives you access to.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="profile-features">
            {features.map((feature) => (
              <li key={feature.name} className="flex gap-3 rounded-md border border-border p-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                <div>
                  <p className="font-medium">{feature.name}</p>
                  <p className="text-sm text-muted-foreground">{feature.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Button asChild variant="outline" className="w-fit">
        <Link href="/profile">
          Open your full profile
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
