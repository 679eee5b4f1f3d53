import { useSyncExternalStore } from 'react';

// Tailwind's md: from here the seven columns fit (scrolling sideways if they must); below it each payment is a card.
const WIDE = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Only one layout is rendered (not both hidden by CSS), so each payment and its test id appear once. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches, () => true);
}
