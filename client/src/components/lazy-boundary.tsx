import { Component, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { LazyImportError, reloadIfServerAnswers, retryFailedImports } from '@/lib/lazy-retry';

type TProps = {
  children: ReactNode;
  /** A small line (the nav bar's menu, a calendar button) rather than a page-wide panel. */
  compact?: boolean;
  className?: string;
};
type TState = { error: unknown; retried: boolean };

export const LAZY_IMPORT_FAILED = "You're offline or the app was updated";

/**
 * Around every lazy part (lazyRetry): when its file cannot be downloaded it says so in place, with
 * Retry, and the rest of the screen (a half-typed form) stays as it was. Other errors go on up.
 * Everything it shows is in this file, so it works with the server gone.
 */
export class LazyBoundary extends Component<TProps, TState> {
  override state: TState = { error: null, retried: false };

  constructor(props: TProps) {
    super(props);
    // A new boundary (another page, the dialog opened again) starts failed downloads afresh, so
    // coming back to a page that failed offline tries it again rather than showing the old failure.
    retryFailedImports();
  }

  static getDerivedStateFromError(error: unknown): Partial<TState> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof LazyImportError && this.state.retried) void reloadIfServerAnswers();
  }

  private readonly retry = () => {
    retryFailedImports();
    this.setState({ error: null, retried: true });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not a download failure: the route's own boundary (or the page) deals with it.
    if (!(error instanceof LazyImportError)) throw error;
    const { compact = false, className } = this.props;
    return (
      <p
        role="alert"
        className={cn(
          'flex flex-wrap items-center gap-x-2 gap-y-1',
          compact ? 'text-xs' : 'mx-auto max-w-lg justify-center px-4 py-16 text-center text-base',
          className,
        )}
        data-testid="lazy-import-failed"
      >
        <span>{LAZY_IMPORT_FAILED} —</span>{' '}
        <button
          type="button"
          onClick={this.retry}
          className={cn(
            'inline-flex items-center rounded-md border border-input bg-card font-semibold text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
            compact ? 'h-8 px-2 text-xs' : 'h-10 px-4 text-sm',
          )}
          data-testid="lazy-import-retry"
        >
          Retry
        </button>
      </p>
    );
  }
}
