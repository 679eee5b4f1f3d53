import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { dismissToast, getToastSnapshot, removeToast } from '@/lib/toast';
import { installBrowserStubs } from './browser-stubs';

// Every component test renders through here: a fresh query cache, the app's one Toaster, and an
// in-memory address bar. Nothing is left on the page, in the toast store or in the globals after a test.

// findBy* and waitFor give up after 1 s by default: a lazy chunk (the calendar) or a query's answer
// can take longer on a loaded 2-core machine. A passing test does not wait any longer for this.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => installBrowserStubs());

afterEach(() => {
  cleanup();
  // Forms keep drafts in the tab (use-session-draft.ts): each test starts with none.
  window.sessionStorage.clear();
  const toast = getToastSnapshot();
  if (toast) {
    dismissToast(toast.id);
    removeToast(toast.id);
  }
  vi.unstubAllGlobals();
});

export type TRendered = RenderResult & {
  user: UserEvent;
  /** The path the app is at now (after any navigate()). */
  currentPath: () => string;
};

export function renderUi(ui: ReactElement, { path = '/' }: { path?: string } = {}): TRendered {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  // No pause between keystrokes: nothing here depends on typing speed.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, currentPath: () => location.history.at(-1) ?? path };
}
