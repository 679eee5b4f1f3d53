import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** A lazy file (a page, a dialog, the calendar) could not be downloaded: offline, or a new release replaced it. */
export class LazyImportError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be downloaded', { cause });
    this.name = 'LazyImportError';
  }
}

// React.lazy keeps a failed import for good; each failed one leaves here how to start it afresh.
const failedResets = new Set<() => void>();

/**
 * React.lazy whose failed import can be tried again (retryFailedImports, called by LazyBoundary's
 * Retry) without reloading the page, so what was typed elsewhere on the screen stays.
 */
// The same bound as React.lazy's own signature: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const start = () =>
    load().catch((cause: unknown) => {
      failedResets.add(reset);
      throw new LazyImportError(cause);
    });
  let current = lazy(start);
  function reset() {
    current = lazy(start);
  }
  function Retryable(props: ComponentProps<T>) {
    return createElement(current, props);
  }
  return Retryable;
}

/** Starts every failed lazy import again on its next render. */
export function retryFailedImports(): void {
  for (const reset of failedResets) reset();
  failedResets.clear();
}

/**
 * Still failing after a retry although the server answers: the files were replaced by a new release,
 * and only a reload fetches the new ones.
 */
export async function reloadIfServerAnswers(): Promise<void> {
  try {
    const res = await fetch('/', { method: 'HEAD', cache: 'no-store' });
    if (res.ok) window.location.reload();
  } catch {
    // Still unreachable: the message and its Retry stay.
  }
}
