// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import changelog from '../../../../../CHANGELOG.md?raw';
import { renderUi } from '@/test/render-ui';
import { WhatsNewDialog } from './whats-new-dialog';

const latest = /^## (\d+\.\d+\.\d+) - /m.exec(changelog)?.[1];

describe("What's New", () => {
  it('loads the changelog when opened and shows the releases and the running version', async () => {
    vi.stubGlobal('__APP_VERSION__', '9.9.9');
    const { user } = renderUi(<WhatsNewDialog />);
    expect(screen.queryByTestId('whats-new-dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: "What's New" }));
    const dialog = await screen.findByRole('dialog', { name: "What's New in Pawnbook" });
    expect(dialog.textContent).toContain("You're up to date with version 9.9.9.");
    const releases = await screen.findAllByTestId('whats-new-release');
    expect(releases[0]?.textContent).toContain(`Version ${latest}`);
    expect(releases[0]?.textContent).toContain('Latest');
  });
});
