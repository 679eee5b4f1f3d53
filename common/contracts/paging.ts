import { z } from 'zod';
import { wholeNumber } from './fields';

// Deep offsets are a scan; nobody pages a million rows by hand.
export const MAX_PAGE = 100_000;

/**
 * A search's count goes up to here: beyond it the list answers total = SEARCH_COUNT_LIMIT and
 * totalCapped = true, shown as "1,000+". The application list stops reading its matches there
 * (counting a large match exactly read every matching row).
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** true when total is SEARCH_COUNT_LIMIT and more match (a lower bound); absent or false when total is exact. */
export const ZTotalCapped = z.boolean().optional();

/** The page and pageSize query parameters of a paged list (1-based), with the list's own sizes. */
export function pageQuery(defaultPageSize: number, maxPageSize: number) {
  return {
    page: wholeNumber('page', 1, MAX_PAGE).default(1),
    pageSize: wholeNumber('pageSize', 1, maxPageSize).default(defaultPageSize),
  };
}

/** One page of a list: the items, how many there are in all, and which page this is. Extend for extras. */
export function pagedResponse<TItem extends z.ZodType>(item: TItem) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: ZTotalCapped,
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
