import { formatCount } from './format';

/**
 * Pages of a list and the line above it: "Showing 26–50 of 61", or emptyText when there is nothing.
 * A capped total (a search that stopped counting) reads "of 1,000+".
 */
export function pageSummary(page: number, pageSize: number, total: number, emptyText: string, totalCapped = false): { text: string; pages: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { text: emptyText, pages };
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return { text: `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}${totalCapped ? '+' : ''}`, pages };
}
