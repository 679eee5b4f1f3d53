// @vitest-environment jsdom
import { Component, Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';
import { preloadable } from './preloadable';

afterEach(() => cleanup());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyComponent', () => {
  it('renders a component whose download already finished without showing the fallback', async () => {
    let downloads = 0;
    const source = preloadable(async () => {
      downloads += 1;
      return Greeting;
    });
    await source.load();
    const Lazy = lazyComponent(source);
    const seen: string[] = [];
    function Fallback() {
      seen.push('fallback');
      return <p>Loading...</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy name="Keisha" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Keisha')).toBeTruthy();
    expect(seen).toEqual([]);
    expect(downloads).toBe(1);
  });

  it('shows the fallback until the download ends, and downloads once for every caller', async () => {
    const download = deferred<typeof Greeting>();
    let downloads = 0;
    const source = preloadable(() => {
      downloads += 1;
      return download.promise;
    });
    const Lazy = lazyComponent(source);
    // Suspending renders go through act (Testing Library's act environment queues their retries).
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading...</p>}>
          <Lazy name="Lena" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(async () => {
      download.resolve(Greeting);
      await source.load();
    });
    expect(screen.getByText('Hello Lena')).toBeTruthy();
    expect(downloads).toBe(1);
  });

  it('hands a failed download to the error boundary', async () => {
    const download = deferred<typeof Greeting>();
    const source = preloadable(() => download.promise);
    const Lazy = lazyComponent(source);
    // React reports the caught error on the console; that is expected here.
    const originalError = console.error;
    console.error = () => undefined;
    try {
      await act(async () => {
        render(
          <Boundary>
            <Suspense fallback={<p>Loading...</p>}>
              <Lazy name="Marlon" />
            </Suspense>
          </Boundary>,
        );
      });
      await act(async () => {
        download.reject(new Error('chunk missing'));
        await source.load().catch(() => undefined);
      });
      expect(screen.getByText('failed: chunk missing')).toBeTruthy();
    } finally {
      console.error = originalError;
    }
  });
});
