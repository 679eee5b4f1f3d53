import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The width the server guessed for a server-rendered first screen (from the request's client hints
 * or user agent): the first render in the browser (hydration) must answer media queries as the
 * server did, so both use it; without one, each hook's own serverValue.
 */
export type TViewportGuess = 'phone' | 'desktop';
export const ViewportGuessContext = createContext<TViewportGuess | null>(null);

// Widths the guess stands for: a phone held upright, a laptop.
const GUESSED_WIDTH: Record<TViewportGuess, number> = { phone: 390, desktop: 1366 };
const MIN_WIDTH = /^\(min-width:\s*(\d+)px\)$/;

/** What `query` answers on the guessed screen, when it is one this app asks (min-width, a coarse pointer), else null. */
export function guessMediaQuery(query: string, guess: TViewportGuess): boolean | null {
  const minWidth = MIN_WIDTH.exec(query.trim());
  if (minWidth) return GUESSED_WIDTH[guess] >= Number(minWidth[1]);
  if (query.trim() === '(pointer: coarse)') return guess === 'phone';
  return null;
}

/**
 * Whether a CSS media query matches now, re-rendering when that changes. Lists use it to render one
 * layout (a table when wide, cards on a phone) rather than both hidden by CSS, so each row and its
 * test id appear once on the page. serverValue is the answer where there is no window (and when
 * hydrating a server-rendered screen, the server's guess of the width if it made one).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const guess = useContext(ViewportGuessContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const serverAnswer = (guess && guessMediaQuery(query, guess)) ?? serverValue;
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => serverAnswer);
}
