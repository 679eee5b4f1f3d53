// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import releaseNotes from '../../../../../RELEASE-NOTES.md?raw';
import { renderUi } from '@/test/render-ui';
import { WhatsNewDialog } from './whats-new-dialog';

const latest = /^## (\d+\.\d+\.\d+) - \d{4}-/m.exec(releaseNotes)?.[1];

describe("What's New", () => {
  it('loads the release notes when opened and shows the releases and the running version', async () => {
    vi.stubGlobal('__APP_VERSION__', '9.9.9');
    const { user } = renderUi(<WhatsNewDialog />);
    expect(screen.queryByTestId('whats-new-dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: "What's New" }));
    const dialog = await screen.findByRole('dialog', { name: "What's New in Pawnbook" });
    expect(dialog.textContent).toContain("You're up to date with version 9.9.9.");
    const releases = await screen.findAllByTestId('whats-new-release');
    expect(releases[0]?.textContent).toContain(`Version ${latest}`);
    expect(releases[0]?.textContent).toContain('Latest');
    // Staff read what changed for the shop, not the developers' notes.
    expect(dialog.textContent).not.toMatch(/Lighthouse|tailwind-merge|Radix|issue \d+/);

    // The guide has the latest version's steps.
    await user.click(screen.getByRole('tab', { name: 'Step-by-Step Guide' }));
    expect((screen.getByLabelText('Version') as HTMLSelectElement).value).toBe(latest);
    expect(screen.getByTestId('whats-new-guide').querySelectorAll('li').length).toBeGreaterThan(0);
  });
});
