import { Suspense } from 'react';
import { Sparkles } from 'lucide-react';
import { LazyBoundary } from '@/components/lazy-boundary';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { lazyRetry } from '@/lib/lazy-retry';

const WhatsNewContent = lazyRetry(() => import('./whats-new-content').then((m) => ({ default: m.WhatsNewContent })));

const preloadContent = () => {
  import('./whats-new-content').catch(() => undefined); // offline: the dialog's Retry tries again
};

/** What's New (the footer names the version that is running); the changelog loads when it opens. */
export function WhatsNewDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="whats-new-open" onPointerEnter={preloadContent} onFocus={preloadContent}>
          <Sparkles aria-hidden="true" />
          What&apos;s New
        </Button>
      </DialogTrigger>
      <DialogContent size="md" data-testid="whats-new-dialog">
        <DialogHeader>
          <DialogTitle>What&apos;s New in Pawnbook</DialogTitle>
          <DialogDescription>Recent changes to the lending desk, and how to use them.</DialogDescription>
        </DialogHeader>
        <LazyBoundary compact>
          <Suspense fallback={<StatusMessage className="min-h-[30dvh]">Loading...</StatusMessage>}>
            <WhatsNewContent />
          </Suspense>
        </LazyBoundary>
        <p className="border-t border-border pt-3 text-sm text-muted-foreground" data-testid="whats-new-version-footer">
          You&apos;re up to date with version {__APP_VERSION__}.
        </p>
      </DialogContent>
    </Dialog>
  );
}
