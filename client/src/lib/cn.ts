import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

// tailwind-merge builds its table of Tailwind's classes on its first merge: about 10 ms on a
// laptop, four times that on a phone, in one piece. A page the server drew (entry-server.tsx)
// comes with the merges its drawing made (`known`), so taking it over needs no table: it is built
// on the first merge the drawing did not make (a dialog opening), not while the page starts.
const known = new Map<string, string>();
/** Told of every merge (the server's drawing collects what it made). */
let watcher: ((classes: string, merged: string) => void) | null = null;

/** Joins class names and lets a later Tailwind class override an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  const merged = known.get(classes) ?? twMerge(classes);
  watcher?.(classes, merged);
  return merged;
}

/** Merges made elsewhere (the server's drawing of this page): cn answers these without tailwind-merge. */
export function knowMerges(merges: ReadonlyArray<readonly [string, string]>): void {
  for (const [classes, merged] of merges) known.set(classes, merged);
}

/** Tells `watch` of every merge from now on (one watcher; null stops). */
export function watchMerges(watch: ((classes: string, merged: string) => void) | null): void {
  watcher = watch;
}
