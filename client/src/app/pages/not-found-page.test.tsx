// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render-ui';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('tells a visitor the page is not there and the way home, with no developer hint', async () => {
    const { user, currentPath, container } = renderUi(<NotFoundPage />, { path: '/some/unknown/path' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByText(/We could not find that page/)).toBeTruthy();
    expect(container.textContent).not.toMatch(/router|forget/i);
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(currentPath()).toBe('/');
  });
});
