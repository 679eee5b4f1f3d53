import { useEffect, useRef, useState } from 'react';

/**
 * The content width of an element, kept current. The charts draw in real pixels at this width, so
 * their text stays 11 to 12 px on a phone instead of shrinking with a scaled viewBox.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer reports the first size as soon as it starts observing.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
