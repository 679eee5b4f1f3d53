import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { CHROMIUM_PATH } from './chromium';
import type { TE2eUser } from './users';

// Without the networking flags Chromium tries to reach hosts this machine cannot reach (DESIGN section 11).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type TViewport = { width: number; height: number };
export const PHONE: TViewport = { width: 390, height: 844 };
export const DESKTOP: TViewport = { width: 1366, height: 900 };

export const FAILURE_SHOTS_DIR = path.resolve('.tmp/e2e-shots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A page plus what the browser reported while it was open. */
export type TOpenedPage = {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors, in order. */
  consoleErrors: string[];
  /** Console errors this journey provokes on purpose (a refused upload, say). */
  allowedConsoleErrors: RegExp[];
  /** Whether the context is the file's shared one (then only the page closes after the test). */
  shared?: boolean;
};

export type TOpenPageOptions = {
  viewport?: TViewport;
  /** Path to open once the page exists (and after signing in, when asked). */
  path?: string;
  /** Sign in through the API first, so the page opens with a session cookie. */
  signedInAs?: TE2eUser;
  /** Console errors the journey provokes on purpose; any other still fails the test. */
  allowConsoleErrors?: RegExp[];
  /**
   * Open the page in the file's one context for this person and width, kept until the file ends,
   * instead of a fresh one: the way a person's browser goes from page to page (its session, its
   * HTTP cache and compiled scripts, its service worker). The page itself closes after the test.
   * For the screen sweep, where each test is one more page of the same visit.
   */
  sharedContext?: boolean;
};

export function baseUrl(): string {
  return inject('e2eBaseUrl');
}

/** Starts a session in this browser context the way the login form does (same-origin POST). */
export async function signInThroughApi(context: BrowserContext, user: TE2eUser): Promise<void> {
  const res = await context.request.post(`${baseUrl()}/api/auth/local-login`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseUrl() },
  });
  if (!res.ok()) throw new Error(`sign-in of ${user.email} failed: ${res.status()} ${await res.text()}`);
}

/**
 * Console errors that point at a real problem. A signed-out page asks GET /api/auth/user and gets
 * 401 (and a wrong password gets 401 from the login call); Chromium logs each such failed load as a
 * console error, so messages mentioning 401 are expected.
 */
export function unexpectedConsoleErrors(errors: string[]): string[] {
  return errors.filter((message) => !(message.startsWith('console: Failed to load resource') && message.includes('401')));
}

function safeName(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80) || 'test';
}

/**
 * One Chromium per test file, one fresh context (cookies, storage, service worker) per page unless
 * the page asks for the shared one (sharedContext).
 * Pages still open when a test fails are saved as full-page screenshots in .tmp/e2e-shots/, and a
 * test fails when a page logged an unexpected console error or threw.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let opened: TOpenedPage[] = [];
  /** The shared contexts, by width and person ('' for a visitor), signed in once. */
  const shared = new Map<string, Promise<BrowserContext>>();

  async function newContext(viewport: TViewport): Promise<BrowserContext> {
    if (!browser) throw new Error('the browser is not running (useBrowser() must be called in the file body)');
    const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'en-JM', timezoneId: 'America/Jamaica' });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(20_000);
    return context;
  }

  function sharedContext(viewport: TViewport, signedInAs: TE2eUser | undefined): Promise<BrowserContext> {
    const key = `${viewport.width}x${viewport.height} ${signedInAs?.email ?? ''}`;
    let context = shared.get(key);
    if (!context) {
      context = newContext(viewport).then(async (made) => {
        if (signedInAs) await signInThroughApi(made, signedInAs);
        return made;
      });
      shared.set(key, context);
    }
    return context;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (ctx: TestContext) => {
    const pages = opened;
    opened = [];
    if (ctx.task.result?.state === 'fail') {
      await mkdir(FAILURE_SHOTS_DIR, { recursive: true });
      const prefix = `${safeName(path.basename(ctx.task.file.name))}--${safeName(ctx.task.name)}`;
      for (const [index, { page }] of pages.entries()) {
        if (page.isClosed()) continue;
        const file = path.join(FAILURE_SHOTS_DIR, `${prefix}-${index + 1}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        console.error(`[e2e] failure screenshot: ${path.relative(process.cwd(), file)} (at ${page.url()})`);
      }
    }
    await Promise.all(pages.map(({ page, context, shared: kept }) => (kept ? page.close() : context.close()).catch(() => undefined)));
    // A journey that passed still fails when the app logged an error on the way.
    if (ctx.task.result?.state !== 'fail') {
      const unexpected = pages.flatMap(({ consoleErrors, allowedConsoleErrors }) =>
        unexpectedConsoleErrors(consoleErrors).filter((message) => !allowedConsoleErrors.some((allowed) => allowed.test(message))),
      );
      if (unexpected.length > 0) throw new Error(`the page logged errors:\n${unexpected.join('\n')}`);
    }
  });

  afterAll(async () => {
    await Promise.all([...shared.values()].map(async (context) => (await context).close().catch(() => undefined)));
    await browser?.close();
  });

  return {
    async openPage({ viewport = DESKTOP, path: target, signedInAs, allowConsoleErrors = [], sharedContext: share = false }: TOpenPageOptions = {}): Promise<TOpenedPage> {
      const context = share ? await sharedContext(viewport, signedInAs) : await newContext(viewport);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
      const entry = { page, context, consoleErrors, allowedConsoleErrors: allowConsoleErrors, shared: share };
      opened.push(entry);
      if (signedInAs && !share) await signInThroughApi(context, signedInAs);
      if (target) await page.goto(target);
      return entry;
    },
  };
}
