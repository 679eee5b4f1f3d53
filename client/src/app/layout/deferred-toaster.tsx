import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToastSnapshot, subscribeToToasts } from '@/lib/toast';

// Most visits never see a toast; the Radix toast code loads with the first one, not with the page.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function DeferredToaster() {
  const current = useSyncExternalStore(subscribeToToasts, getToastSnapshot, getToastSnapshot);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
