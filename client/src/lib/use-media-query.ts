import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, re-rendering when that changes. Lists use it to render one
 * layout (a table when wide, cards on a phone) rather than both hidden by CSS, so each row and its
 * test id appear once on the page. serverValue is the answer where there is no window.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => serverValue);
}
