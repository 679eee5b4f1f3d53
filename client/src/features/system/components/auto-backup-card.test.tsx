// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZAutoBackupSettings, type TAutoBackupSettings, type TAutoBackupSettingsRequest } from '@common/contracts/system';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { AutoBackupCard } from './auto-backup-card';

const DEFAULTS: TAutoBackupSettings = { isEnabled: false, frequency: 'daily', time: '02:00', retentionDays: 30, maxBackups: 10, lastRun: null, nextRun: null, status: 'active', errorMessage: null };

function serveSettings(saveAnswer?: ReturnType<typeof refuse>) {
  const api = installFakeApi();
  let current = { ...DEFAULTS };
  api
    .on('GET', '/api/system/auto-backup-settings', () => reply(ZAutoBackupSettings, current))
    .on('POST', '/api/system/auto-backup-settings', (request) => {
      if (saveAnswer) return saveAnswer;
      current = { ...current, ...(request.body as TAutoBackupSettingsRequest), nextRun: '2026-03-11T07:00:00.000Z' };
      return reply(ZAutoBackupSettings, current);
    });
  return api;
}

describe('Auto-Backup Configuration', () => {
  it('saves the Configure dialog and shows the new schedule', async () => {
    const api = serveSettings();
    const { user } = renderUi(<AutoBackupCard />);
    expect(await screen.findByText('Disabled')).toBeTruthy();
    await user.click(screen.getByTestId('auto-backup-configure'));
    const dialog = await screen.findByTestId('auto-backup-dialog');
    await user.click(within(dialog).getByTestId('auto-backup-enabled'));
    await user.selectOptions(within(dialog).getByTestId('auto-backup-frequency'), 'weekly');
    await user.clear(within(dialog).getByTestId('auto-backup-time'));
    await user.type(within(dialog).getByTestId('auto-backup-time'), '03:30');
    await user.clear(within(dialog).getByTestId('auto-backup-retention'));
    await user.type(within(dialog).getByTestId('auto-backup-retention'), '14');
    await user.clear(within(dialog).getByTestId('auto-backup-max'));
    await user.type(within(dialog).getByTestId('auto-backup-max'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByTestId('auto-backup-dialog')).toBeNull());
    expect(api.calls('POST', '/api/system/auto-backup-settings')[0]?.body).toEqual({ isEnabled: true, frequency: 'weekly', time: '03:30', retentionDays: 14, maxBackups: 5 });
    const summary = screen.getByTestId('auto-backup-summary');
    expect(within(summary).getByText('Enabled')).toBeTruthy();
    expect(within(summary).getByText('Weekly at 03:30')).toBeTruthy();
    expect(within(summary).getByText('14 days, at most 5 backups')).toBeTruthy();
    expect(api.unhandled).toEqual([]);
  });

  it('falls back to the spec defaults for out-of-range numbers', async () => {
    const api = serveSettings();
    const { user } = renderUi(<AutoBackupCard />);
    await screen.findByTestId('auto-backup-summary');
    await user.click(screen.getByTestId('auto-backup-configure'));
    const dialog = await screen.findByTestId('auto-backup-dialog');
    await user.clear(within(dialog).getByTestId('auto-backup-retention'));
    await user.type(within(dialog).getByTestId('auto-backup-retention'), '400');
    await user.clear(within(dialog).getByTestId('auto-backup-max'));
    await user.type(within(dialog).getByTestId('auto-backup-max'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(api.calls('POST', '/api/system/auto-backup-settings')).toHaveLength(1));
    expect(api.calls('POST', '/api/system/auto-backup-settings')[0]?.body).toMatchObject({ retentionDays: 30, maxBackups: 10 });
  });

  it('keeps the dialog open and says so when saving fails', async () => {
    serveSettings(refuse(500, 'boom'));
    const { user } = renderUi(<AutoBackupCard />);
    await screen.findByTestId('auto-backup-summary');
    await user.click(screen.getByTestId('auto-backup-configure'));
    await user.click(within(await screen.findByTestId('auto-backup-dialog')).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('boom')).toBeTruthy();
    expect(screen.getByTestId('auto-backup-dialog')).toBeTruthy();
  });

  it('shows the last run error', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/system/auto-backup-settings', () =>
      reply(ZAutoBackupSettings, { ...DEFAULTS, isEnabled: true, status: 'error', errorMessage: 'Scheduled backup failed: disk full' }),
    );
    renderUi(<AutoBackupCard />);
    expect((await screen.findByTestId('auto-backup-error')).textContent).toBe('Scheduled backup failed: disk full');
  });
});
