import { useState, useSyncExternalStore } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { getToastSnapshot, subscribeToToasts } from '@/lib/toast';

/**
 * Mounts the Toaster with the first toast. Its code is in the page's own files, not a lazy one: the
 * toast that says the server cannot be reached must not need the server (issue 30 item 1).
 */
export function DeferredToaster() {
  const current = useSyncExternalStore(subscribeToToasts, getToastSnapshot, getToastSnapshot);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  if (!needed) return null;
  return <Toaster />;
}
