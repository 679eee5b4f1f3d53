import { use, type ComponentType } from 'react';
import type { TPreloadable } from './preloadable';

/**
 * Like React.lazy, but a component whose download was started earlier (by the entry script, or a
 * preload) and has finished renders at once: React.lazy suspends on its first render even then,
 * which would paint the loading line for a frame. Until the download ends it suspends, and a
 * failed download throws to the nearest error boundary, as React.lazy does.
 */
export function lazyComponent<P extends object>(source: TPreloadable<ComponentType<P>>): ComponentType<P> {
  function LazyComponent(props: P) {
    const Component = source.loaded() ?? use(source.load());
    return <Component {...props} />;
  }
  return LazyComponent;
}
