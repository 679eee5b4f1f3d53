// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import { ZCreatedBackupResponse, ZRestoreResponse } from '@common/contracts/system';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, type TApiAnswer } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { SystemActionsCard } from './system-actions-card';

function serve(role: TRole, restoreAnswer: TApiAnswer = reply(ZRestoreResponse, { message: 'System has been restored from backup.', restoredRows: 12, preRestoreBackup: 'pawnbook-backup-2026-03-10-0900.json', filesIncluded: true, restoredFiles: 0, missingFiles: [], missingFileCount: 0, smtpPasswordNeedsReentry: false })) {
  const api = installFakeApi();
  api.on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(role))).on('POST', '/api/system/restore', () => restoreAnswer);
  return api;
}

const backupFile = () => new File(['{"format":"pawnbook-backup"}'], 'pawnbook-backup-2026-03-10-0900.json', { type: 'application/json' });

describe('Restore from Backup', () => {
  it('asks for a file and the typed word RESTORE, then restores and reloads', async () => {
    const api = serve('super_admin');
    const onRestored = vi.fn();
    const { user } = renderUi(<SystemActionsCard onRestored={onRestored} />);
    await user.click(await screen.findByTestId('open-restore'));
    const dialog = await screen.findByTestId('restore-dialog');
    const submit = within(dialog).getByTestId('restore-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.upload(within(dialog).getByTestId('restore-file'), backupFile());
    expect(submit.disabled).toBe(true);
    await user.type(within(dialog).getByTestId('restore-confirm'), 'restore');
    expect(submit.disabled).toBe(true);
    await user.clear(within(dialog).getByTestId('restore-confirm'));
    await user.type(within(dialog).getByTestId('restore-confirm'), 'RESTORE');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Restore Complete')).toBeTruthy();
    expect(screen.getByText('System has been restored from backup.')).toBeTruthy();
    const [call] = api.calls('POST', '/api/system/restore');
    expect(call?.body).toBeInstanceOf(FormData);
    expect(((call?.body as FormData).get('backup') as File).name).toBe('pawnbook-backup-2026-03-10-0900.json');
  });

  it('shows what the restore asks of the administrator before it reloads', async () => {
    const asks = 'The SMTP password in Email Settings was saved on another machine (or under another APP_SECRET) and cannot be read here: enter it again in Email Settings before e-mail can be sent.';
    serve(
      'super_admin',
      reply(ZRestoreResponse, {
        message: `System has been restored from backup. ${asks}`,
        restoredRows: 12,
        preRestoreBackup: 'pawnbook-backup-2026-03-10-0900.json',
        filesIncluded: true,
        restoredFiles: 5,
        missingFiles: [],
        missingFileCount: 0,
        smtpPasswordNeedsReentry: true,
      }),
    );
    const onRestored = vi.fn();
    const { user } = renderUi(<SystemActionsCard onRestored={onRestored} />);
    await user.click(await screen.findByTestId('open-restore'));
    const dialog = await screen.findByTestId('restore-dialog');
    await user.upload(within(dialog).getByTestId('restore-file'), backupFile());
    await user.type(within(dialog).getByTestId('restore-confirm'), 'RESTORE');
    await user.click(within(dialog).getByTestId('restore-submit'));
    expect((await within(dialog).findByTestId('restore-notes')).textContent).toContain(asks);
    expect(onRestored).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('restore-reload'));
    expect(onRestored).toHaveBeenCalledTimes(1);
  });

  it('shows the server\'s reason and does not reload when the restore is refused', async () => {
    serve('super_admin', refuse(400, 'The backup has no table payments; it is incomplete. Nothing was changed.'));
    const onRestored = vi.fn();
    const { user } = renderUi(<SystemActionsCard onRestored={onRestored} />);
    await user.click(await screen.findByTestId('open-restore'));
    const dialog = await screen.findByTestId('restore-dialog');
    await user.upload(within(dialog).getByTestId('restore-file'), backupFile());
    await user.type(within(dialog).getByTestId('restore-confirm'), 'RESTORE');
    await user.click(within(dialog).getByTestId('restore-submit'));
    expect((await within(dialog).findByTestId('restore-error')).textContent).toMatch(/no table payments/);
    expect(screen.getByText('Restore Failed')).toBeTruthy();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('offers it the backup but not the restore, and it gets no file', async () => {
    const api = serve('it');
    api.on('POST', '/api/system/backup', () =>
      reply(ZCreatedBackupResponse, {
        backup: { id: 3, filename: 'pawnbook-backup-2026-03-10-0900.json', fileSize: 2048, backupType: 'manual', createdBy: 'ian@pawnbook.test', createdAt: '2026-03-10T14:00:00.000Z', status: 'completed', recordCount: 40, fileExists: true, actualFileSize: 2048 },
      }, 201),
    );
    const { user } = renderUi(<SystemActionsCard onRestored={() => undefined} />);
    await user.click(await screen.findByTestId('create-backup'));
    expect(await screen.findByText('System backup has been created and stored.')).toBeTruthy();
    expect(screen.queryByTestId('open-restore')).toBeNull();
  });
});
