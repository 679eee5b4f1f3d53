/**
 * A module download that starts once, whoever asks first, and remembers its result.
 *
 * No React here on purpose: the entry script uses it to start a page's download before React has
 * arrived, and the component that shows the page (lazy-component.tsx) renders it without
 * suspending when the download already finished.
 */
export type TPreloadable<T> = {
  /** Starts the download (only the first call does) and answers the one shared promise. */
  load: () => Promise<T>;
  /** The result once the download has finished, else undefined. */
  loaded: () => T | undefined;
};

export function preloadable<T>(download: () => Promise<T>): TPreloadable<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (promise ??= download().then((result) => {
        value = result;
        return result;
      })),
    loaded: () => value,
  };
}
