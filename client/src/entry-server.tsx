import { PassThrough } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import type { TPublicUser } from '@common/contracts/auth';
import type { TRole } from '@common/roles';
import { App } from './app/app';
import { sectionsFor } from './app/pages/admin/admin-sections';
import { adminSummaryQueryOptions } from './features/applications/api/get-admin-summary';
import { pawnLoansQueryOptions } from './features/applications/api/get-pawn-loans';
import { ADMIN_SUMMARY_PATH, FIRST_LOAN_LIST_QUERY, pawnLoansPath } from './features/applications/api/first-screen';
import { can } from '@common/permissions';
import { watchMerges } from './lib/cn';
import { createQueryClient } from './lib/query-client';
import { AUTH_USER_QUERY_KEY } from './lib/use-auth';
import { SHOP_SETTINGS_PATH, shopSettingsQueryOptions } from './lib/use-shop-settings';
import type { TViewportGuess } from './lib/use-media-query';

// The server's render of the dashboard's first screen (issue 17 item 12): /admin on Loan
// Applications, for a role that reads applications, is answered with the page already drawn (the
// heading, the summary cards and the first page of cards) and the answers it was drawn from, which
// the browser's first render takes instead of asking again (main.tsx hydrates). Vite builds this
// file for Node (vite.ssr.config.ts); the server loads it when it is there (server/lib/first-screen.ts)
// and asks its own API for the answers, with the visitor's cookie, so a render never shows what the
// API would not.

/** The API reads one first screen is drawn from: the path asked and the query its answer fills. */
type TFirstScreenRead = { path: string; queryKey: readonly unknown[] };

function readsFor(role: TRole): TFirstScreenRead[] {
  const reads: TFirstScreenRead[] = [
    { path: SHOP_SETTINGS_PATH, queryKey: shopSettingsQueryOptions.queryKey },
    { path: pawnLoansPath(FIRST_LOAN_LIST_QUERY), queryKey: pawnLoansQueryOptions(FIRST_LOAN_LIST_QUERY).queryKey },
  ];
  if (can(role, 'dashboard.summary')) reads.push({ path: ADMIN_SUMMARY_PATH, queryKey: adminSummaryQueryOptions.queryKey });
  return reads;
}

/**
 * The API paths to read for a first screen of `url` for this signed-in user, or null when the
 * server does not draw that page for them (any page but /admin on Loan Applications, a role that
 * does not open on it): the browser then draws it as it does every other page.
 */
export function firstScreenReads(url: string, user: TPublicUser): string[] | null {
  const target = new URL(url, 'http://pawnbook.invalid');
  if (target.pathname.replace(/\/+$/, '') !== '/admin') return null;
  const role = user.role as TRole;
  if (user.mustChangePassword || !user.firstName?.trim() || !can(role, 'applications.read')) return null;
  const sections = sectionsFor(role);
  const tab = target.searchParams.get('tab');
  const opens = sections.find((s) => s.id === tab) ?? sections[0];
  if (opens?.id !== 'loans') return null;
  return readsFor(role).map((read) => read.path);
}

/** `merges`: every class merge made while drawing (lib/cn.ts), for the browser to take over without tailwind-merge's table. */
export type TFirstScreen = { html: string; state: unknown; merges: Array<[string, string]> };

// The merges of each drawing under way. Drawings can overlap (each waits for its lazy parts), and
// then each gets the other's merges too: more than it needs, never less.
const drawings = new Set<Map<string, string>>();
watchMerges((classes, merged) => {
  for (const merges of drawings) merges.set(classes, merged);
});

/**
 * Draws `url` for `user` from the answers of firstScreenReads (by path). `state` is the query cache
 * the browser's first render must start from (JSON).
 */
export async function renderFirstScreen({
  url,
  user,
  answers,
  viewport,
}: {
  url: string;
  user: TPublicUser;
  answers: Record<string, unknown>;
  viewport: TViewportGuess;
}): Promise<TFirstScreen> {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, user);
  for (const read of readsFor(user.role as TRole)) {
    if (read.path in answers) client.setQueryData(read.queryKey, answers[read.path]);
  }
  const merges = new Map<string, string>();
  drawings.add(merges);
  try {
    const html = await draw(<App client={client} at={url} viewport={viewport} />);
    return { html, state: dehydrate(client), merges: [...merges] };
  } finally {
    drawings.delete(merges);
    client.clear();
  }
}

/** What React writes for a part it sends apart, for an inline script to swap in later. */
const SENT_APART = '<template id="B:';

/** The page as one piece of HTML, or an error: a prerender waits for every lazy part. */
async function draw(app: ReactElement): Promise<string> {
  // A part that throws is sent empty for the browser to draw (and the first screen is then not
  // what the server means to show): any error means no drawing, and the page goes out as built.
  const errors: unknown[] = [];
  // Without a chunk size React sends a large part (the tab's cards) apart, swapped in by an inline
  // script, which the page's security policy does not run.
  const { prelude } = await prerenderToNodeStream(<StrictMode>{app}</StrictMode>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  if (errors.length > 0) {
    throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  }
  let html = '';
  const text = prelude.pipe(new PassThrough());
  text.setEncoding('utf8');
  for await (const chunk of text) html += chunk as string;
  if (html.includes(SENT_APART)) throw new Error('a part of the first screen was sent apart from the page');
  return html;
}
