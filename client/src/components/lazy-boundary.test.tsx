// @vitest-environment jsdom
import { Component, Suspense, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRetry } from '@/lib/lazy-retry';
import { renderUi } from '@/test/render-ui';
import { LazyBoundary } from './lazy-boundary';

class Above extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { caught: String(error) };
  }
  override render() {
    return this.state.caught ? <p data-testid="caught-above">{this.state.caught}</p> : this.props.children;
  }
}

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

describe('LazyBoundary with lazyRetry', () => {
  it('says the part could not be downloaded, and Retry downloads it again in place', async () => {
    // Offline for the first download, back for the second.
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/page.js'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyRetry(load);
    const { user } = renderUi(
      <div>
        <label>
          Kept <input defaultValue="typed before" />
        </label>
        <LazyBoundary>
          <Suspense fallback={<p>Loading...</p>}>
            <Lazy title="Loan Calculator" />
          </Suspense>
        </LazyBoundary>
      </div>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.replace(/\s+/g, ' ')).toBe("You're offline or the app was updated — Retry");
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { name: 'Loan Calculator' })).tagName).toBe('H1');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // Only the lazy part was replaced: the rest of the screen kept what was typed.
    expect((screen.getByLabelText('Kept') as HTMLInputElement).value).toBe('typed before');
  });

  it('leaves other errors to the boundary above it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('a bug, not a download');
    }
    renderUi(
      <Above>
        <LazyBoundary>
          <Broken />
        </LazyBoundary>
      </Above>,
    );
    expect((await screen.findByTestId('caught-above')).textContent).toBe('Error: a bug, not a download');
    expect(screen.queryByText(/You're offline/)).toBeNull();
  });
});
