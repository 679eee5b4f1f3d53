import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectText, expectVisible } from './support/expect-page';
import { PNG_BYTES } from './support/loan-form';

const browser = useBrowser();
const admin = inject('e2eAdmin');
const borrower = inject('e2eBorrower');
const SCREENS_DIR = path.resolve('.tmp/screens');

// One tag per run: the server's database is shared by every journey, so this one finds only its own rows.
const TAG = `Zq${randomBytes(3).toString('hex')}`;
const COUNT = 21; // one more than a page
const DAY = 86_400_000;

// Real files: the upload route decides the type from the magic bytes and decodes images.
const PNG = () => PNG_BYTES;
const PDF = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n%%EOF\n`, 'latin1');

async function uploadFile(request: APIRequestContext, file: Buffer): Promise<string> {
  const issued = await request.post('/api/objects/upload', { headers: { Origin: baseUrl() } });
  expect(issued.status(), await issued.text()).toBe(200);
  const { uploadURL, objectPath } = (await issued.json()) as { uploadURL: string; objectPath: string };
  // A browser's PUT carries its Origin; the server refuses mutating requests without one.
  const put = await request.put(uploadURL, { data: file, headers: { 'content-type': 'application/octet-stream', Origin: baseUrl() } });
  expect(put.status(), await put.text()).toBe(200);
  return objectPath;
}

/** Submits an application through the public API as the guest whose cookies this request context holds. */
async function submitApplication(request: APIRequestContext, index: number): Promise<string> {
  const [photo, trn, signature, idDocument] = [
    await uploadFile(request, PNG()),
    await uploadFile(request, PNG()),
    await uploadFile(request, PNG()),
    await uploadFile(request, PDF()),
  ];
  const now = Date.now();
  const res = await request.post('/api/pawn-loans', {
    headers: { Origin: baseUrl() },
    data: {
      borrowerName: `${TAG} Borrower ${index}`,
      borrowerEmail: `${TAG.toLowerCase()}.${index}@example.com`,
      borrowerAddress: '4 Duke Street, Kingston',
      borrowerPhone: `876-555-${String(1000 + index)}`,
      borrowerID: `ID-${TAG}-${index}`,
      loanAmount: 10000 + index * 100,
      interestRate: 20,
      termWeeks: 4,
      // Required as the form sends them; the server recomputes the figures it stores.
      weeklyInstalment: 1,
      totalAmount: 1,
      totalRepayment: 1,
      lateFine: '500.00',
      collateralProperty: 'Gold chain',
      agreementDate: new Date(now).toISOString(),
      validFrom: new Date(now).toISOString(),
      endingOn: new Date(now + 28 * DAY).toISOString(),
      idDocumentType: 'passport',
      idDocumentNumber: `P${index}`,
      idExpiryDate: '2031-01-31',
      borrowerPhotoUrl: photo,
      borrowerTrnPhotoUrl: trn,
      borrowerSignatureUrl: signature,
      idDocumentUrl: idDocument,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { applicationNumber: string }).applicationNumber;
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByTestId('applications-search').fill(text);
}

async function expectRows(page: Page, count: number): Promise<void> {
  await expect.poll(() => page.getByTestId('application-row').count(), { timeout: 10_000 }).toBe(count);
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
  // A full phone page is too tall to judge at a glance: its first and last screens as well.
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-top.png`) });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-bottom.png`) });
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `horizontal overflow in ${name}`).toBeLessThanOrEqual(widths.innerWidth);
}

describe('application list (/applications)', () => {
  const numbers: string[] = [];

  beforeAll(async () => {
    // Two guests, so neither reaches the per-visitor submission limit.
    const guests = [await browser.openPage(), await browser.openPage()];
    const made = await Promise.all(
      guests.map(async ({ context }, g) => {
        const mine: [number, string][] = [];
        for (let i = g; i < COUNT; i += guests.length) mine.push([i, await submitApplication(context.request, i)]);
        return mine;
      }),
    );
    for (const [i, n] of made.flat()) numbers[i] = n;
  });

  it('lets an administrator search, filter and page through applications', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, signedInAs: admin, path: '/applications' });
    await expectVisible(page.getByTestId('applications-list'));
    await expectVisible(page.getByTestId('application-row'));
    await expectText(page.getByTestId('applications-page-info'), /^Page 1 of \d+$/);

    await search(page, TAG);
    await expectText(page.getByTestId('applications-count-all'), String(COUNT));
    await expectText(page.getByTestId('applications-count-submitted'), String(COUNT));
    await expectText(page.getByTestId('applications-count-approved'), '0');
    await expectText(page.getByTestId('applications-page-info'), 'Page 1 of 2');
    await expectRows(page, 20);
    // Newest first: the last one submitted by either guest heads the list.
    const firstRow = page.getByTestId('application-row').first();
    await expectText(firstRow, new RegExp(`${TAG} Borrower (${COUNT - 1}|${COUNT - 2})`));
    await expectText(firstRow, /J\$1\d,\d00\.00/);
    await screenshot(page, 'applications-list-1366');

    await page.getByTestId('applications-next').click();
    await expectText(page.getByTestId('applications-page-info'), 'Page 2 of 2');
    await expectRows(page, 1);
    expect(await page.getByTestId('applications-next').isDisabled()).toBe(true);
    await page.getByTestId('applications-prev').click();
    await expectText(page.getByTestId('applications-page-info'), 'Page 1 of 2');

    // By application number: exactly that one, with its amount, weekly payment, rate and term.
    const target = numbers[7] ?? '';
    await search(page, target);
    await expectRows(page, 1);
    const row = page.getByTestId('application-row');
    await expectText(row, new RegExp(target));
    await expectText(row, /J\$10,700\.00 J\$3,210\.00 20% 4 weeks Submitted/);
    await expectText(page.getByTestId('applications-page-info'), 'Page 1 of 1');

    // By status: none of them is approved yet, all are submitted.
    await page.getByTestId('applications-status-approved').click();
    await expectVisible(page.getByTestId('applications-empty'));
    await expectText(page.getByTestId('applications-empty'), 'No applications found');
    await page.getByTestId('applications-status-submitted').click();
    await expectRows(page, 1);

    // By amount typed the way people write it.
    await page.getByTestId('applications-status-all').click();
    await search(page, `${TAG}`);
    await expectRows(page, 20);
    await search(page, '12,000');
    await expect.poll(async () => (await page.getByTestId('application-row').allInnerTexts()).some((t) => t.includes(`${TAG} Borrower 20`))).toBe(true);
  });

  it('polls every 10 s and the browser revalidates with the ETag (304)', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, signedInAs: admin });
    // What the network answered, before the browser cache turns a 304 into the stored 200 for the page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const listRequests = new Set<string>();
    const statuses: number[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname === '/api/pawn-loans') listRequests.add(event.requestId);
    });
    // The raw answer off the wire; the ordinary response events already show the cached 200.
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      if (listRequests.has(event.requestId)) statuses.push(event.statusCode);
    });
    const polled = page.waitForRequest(
      async (req) => new URL(req.url()).pathname === '/api/pawn-loans' && !!(await req.allHeaders())['if-none-match'],
      { timeout: 25_000 },
    );
    await page.goto('/applications');
    await expectVisible(page.getByTestId('application-row'));
    const poll = await polled;
    expect(await poll.headerValue('if-none-match')).toMatch(/^"[\w-]+"$/);
    await poll.response();
    await expect.poll(() => statuses).toContain(304);
    // The page still shows the list it had.
    await expectVisible(page.getByTestId('application-row'));
  });

  it('shows cards on a phone', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, signedInAs: admin, path: '/applications' });
    await search(page, TAG);
    await expectText(page.getByTestId('applications-page-info'), 'Page 1 of 2');
    await expectRows(page, 20);
    await expect.poll(() => page.locator('table').count()).toBe(0);
    await screenshot(page, 'applications-list-390');
  });

  it('keeps the list from a borrower: Access Restricted', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, signedInAs: borrower, path: '/applications' });
    await expectVisible(page.getByTestId('access-restricted'));
    expect(await page.getByTestId('applications-list').count()).toBe(0);
    const res = await page.context().request.get('/api/pawn-loans');
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'You do not have permission to do this.' });
  });
});
