// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render-ui';
import { QueryList } from './query-list';

type TQuery = Parameters<typeof QueryList>[0]['query'];
const settled: TQuery = { isPending: false, isError: false, isPlaceholderData: false, data: { items: [1] }, refetch: () => Promise.resolve() };

function renderList(query: TQuery, isEmpty = false) {
  return renderUi(
    <QueryList
      query={query}
      isEmpty={isEmpty}
      loading={<p>Loading rows...</p>}
      loadErrorMessage="We could not load the rows."
      loadErrorTestId="rows-error"
      staleMessage="We could not refresh the rows; this is what was loaded last."
      empty={<p>No rows</p>}
      pager={<nav aria-label="Row pages" />}
    >
      <ul aria-label="Rows" />
    </QueryList>,
  );
}

describe('QueryList', () => {
  it('shows only the loading state until the first answer', () => {
    renderList({ ...settled, isPending: true, data: undefined });
    expect(screen.getByText('Loading rows...')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Rows' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Row pages' })).toBeNull();
  });

  it('offers Try again when the first load fails', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    const { user } = renderList({ ...settled, isError: true, data: undefined, refetch });
    expect(screen.getByTestId('rows-error').textContent).toContain('We could not load the rows.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the last answer after a failed refresh and says so', () => {
    renderList({ ...settled, isError: true });
    expect(screen.getByRole('alert').textContent).toBe('We could not refresh the rows; this is what was loaded last.');
    expect(screen.getByRole('list', { name: 'Rows' })).toBeTruthy();
  });

  it('shows the empty text without items or pager', () => {
    renderList(settled, true);
    expect(screen.getByText('No rows')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Rows' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Row pages' })).toBeNull();
  });

  it('fades the items and marks them busy while the next page loads, with the pager under them', () => {
    renderList({ ...settled, isPlaceholderData: true });
    const items = screen.getByRole('list', { name: 'Rows' }).parentElement;
    expect(items?.getAttribute('aria-busy')).toBe('true');
    expect(items?.className).toContain('opacity-60');
    expect(screen.getByRole('navigation', { name: 'Row pages' })).toBeTruthy();
  });
});
