import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { getToastSnapshot, removeToast, subscribeToToasts, dismissToast } from '@/lib/toast';

/** Renders the one current toast from lib/toast.ts; mount once, inside the app providers. */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToToasts, getToastSnapshot, getToastSnapshot);
  const destructive = current?.variant === 'destructive';

  return (
    <Toast.Provider swipeDirection="right" label="Notification">
      {current && (
        <Toast.Root
          key={current.id}
          open={current.open}
          duration={current.duration}
          type={destructive ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(current.id);
              // Let the close animation play before the toast leaves the store.
              window.setTimeout(() => removeToast(current.id), 200);
            }
          }}
          data-testid="toast"
          data-variant={current.variant}
          className={cn(
            // Taller text scrolls inside the toast (it takes focus, so a keyboard can scroll it too).
            'within-toast-band pointer-events-auto relative flex w-full items-start gap-3 overflow-y-auto rounded-lg border p-3 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-toast-out',
            destructive
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            {/* The link shares the title's line: longer text scrolls inside the toast, and the link stays in sight. */}
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Toast.Title className="text-sm font-semibold" data-testid="toast-title">
                {current.title}
              </Toast.Title>
              {current.link && (
                <a href={current.link.href} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold underline underline-offset-4" data-testid="toast-link">
                  {current.link.label}
                </a>
              )}
            </div>
            {current.description && (
              <Toast.Description className="text-sm opacity-95" data-testid="toast-description">
                {current.description}
              </Toast.Description>
            )}
            {current.action && (
              <Toast.Action altText={current.action.label} asChild>
                <Link href={current.action.href} className="text-sm font-semibold underline underline-offset-4" data-testid="toast-action">
                  {current.action.label}
                </Link>
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded-sm p-1 opacity-80 hover:opacity-100 focus-visible:outline-3 focus-visible:outline-current"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      {/* The band of the screen that dialogs leave free (styles.css --toast-band): bottom on a phone, top right from 640 px. */}
      <Toast.Viewport className="print:hidden fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-3 outline-none sm:top-0 sm:bottom-auto sm:max-w-sm sm:p-4" />
    </Toast.Provider>
  );
}
