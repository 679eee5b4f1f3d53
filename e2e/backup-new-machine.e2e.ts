import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { submitApplication } from './support/applications';
import { DESKTOP, useBrowser } from './support/browser';
import { expectVisible } from './support/expect-page';

const browser = useBrowser();
const superAdmin = inject('e2eAdmin');
const DOWNLOADS_DIR = path.resolve('.tmp/e2e-downloads');
/** The new machine's own first super admin, made from ADMIN_EMAIL/ADMIN_PASSWORD on its empty database. */
const NEW_ADMIN = { email: 'owner@new-machine.test', password: 'new-machine-Password-1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A second Pawnbook, built like the first, with an empty DATA_DIR (its own database, files and key file). */
async function startNewMachine(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-e2e-new-machine-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: url,
    ADMIN_EMAIL: NEW_ADMIN.email,
    ADMIN_PASSWORD: NEW_ADMIN.password,
    ADMIN_NAME: 'New Owner',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    APP_SECRET: '',
  };
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the new machine's server exited:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then((res) => res.ok).catch(() => false);
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the new machine's server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs a browser context in on the given machine through the API, as the sign-in form does. */
async function signInOn(context: BrowserContext, url: string, user: { email: string; password: string }): Promise<void> {
  const res = await context.request.post(`${url}/api/auth/local-login`, { data: user, headers: { Origin: url } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The picture of a document section has arrived and has a size (not "Photo not found"). */
async function expectPictureShown(page: Page, type: string): Promise<void> {
  await expectVisible(page.getByTestId(`document-${type}`).getByTestId('document-image'));
  await page.waitForFunction((t) => {
    const img = document.querySelector<HTMLImageElement>(`[data-testid="document-${t}"] [data-testid="document-image"]`);
    return !!img && img.complete && img.naturalWidth > 0;
  }, type);
  expect(await page.getByTestId(`document-${type}`).getByTestId('document-missing').count()).toBe(0);
}

describe('moving to a new machine', () => {
  let newMachine: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    newMachine = await startNewMachine();
  });
  afterAll(async () => {
    await newMachine?.stop();
  });

  it('a backup taken on one machine and restored on a fresh one shows the borrower\'s photos there', { timeout: 180_000 }, async () => {
    const name = 'Moving Photos';
    const email = `moving.photos.${Date.now()}@example.com`;
    const guest = await browser.openPage({ viewport: DESKTOP });
    await submitApplication(guest.context.request, { name, email, phone: '876-555-0123' });

    // The old machine: Create System Backup downloads the file.
    const old = await browser.openPage({ viewport: DESKTOP, path: '/admin?tab=system-admin', signedInAs: superAdmin });
    await expectVisible(old.page.getByTestId('system-admin-tab'));
    const [download] = await Promise.all([old.page.waitForEvent('download'), old.page.getByTestId('create-backup').click()]);
    await mkdir(DOWNLOADS_DIR, { recursive: true });
    const file = path.join(DOWNLOADS_DIR, `moving-${download.suggestedFilename()}`);
    await download.saveAs(file);

    // The new machine: its own owner restores the file.
    const fresh = await browser.openPage({ viewport: DESKTOP });
    await signInOn(fresh.context, newMachine.url, NEW_ADMIN);
    await fresh.page.goto(`${newMachine.url}/admin?tab=system-admin`);
    await expectVisible(fresh.page.getByTestId('system-admin-tab'));
    await fresh.page.getByTestId('open-restore').click();
    await fresh.page.getByTestId('restore-file').setInputFiles(file);
    await fresh.page.getByTestId('restore-confirm').fill('RESTORE');
    await fresh.page.getByTestId('restore-submit').click();
    // Restored; the dialog may first say what still needs doing (an SMTP password sealed on the old machine).
    await fresh.page.waitForFunction(() => !document.querySelector('[data-testid="restore-progress"]'), undefined, { timeout: 120_000 });
    const notes = fresh.page.getByTestId('restore-notes');
    if ((await notes.count()) > 0) expect(await notes.textContent()).not.toMatch(/missing from file storage/);

    // The old machine's people sign in on the new one and see the borrower's documents.
    const staff = await browser.openPage({ viewport: DESKTOP });
    await signInOn(staff.context, newMachine.url, superAdmin);
    await staff.page.goto(`${newMachine.url}/admin?tab=borrowers`);
    await expectVisible(staff.page.getByTestId('borrowers-tab'));
    await staff.page.getByTestId('borrowers-search').fill(name);
    const row = staff.page.locator(`[data-testid="borrower-row"][data-email="${email}"]`);
    await expectVisible(row);
    await row.getByTestId('borrower-view').click();
    await staff.page.getByRole('tab', { name: 'Documents and Guarantor' }).click();
    for (const type of ['photo', 'trn', 'signature']) await expectPictureShown(staff.page, type);
    const idDocument = await staff.page.getByTestId('document-idDocument').getByRole('link', { name: 'Open ID document' }).getAttribute('href');
    const pdf = await staff.context.request.get(new URL(idDocument ?? '', newMachine.url).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  });
});
