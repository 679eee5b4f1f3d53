import { Component, type ErrorInfo, type ReactNode } from 'react';

type TProps = { children: ReactNode };
type TState = { failed: boolean };

/**
 * Catches render errors and failed lazy chunks (typically an old tab after a new release) so the
 * person gets a way forward instead of a blank page.
 */
export class RouteErrorBoundary extends Component<TProps, TState> {
  override state: TState = { failed: false };

  static getDerivedStateFromError(): TState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">This page could not be loaded</h1>
        <p className="text-muted-foreground">Check your connection, then reload the page.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Reload
        </button>
      </div>
    );
  }
}
