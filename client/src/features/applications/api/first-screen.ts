import type { TPawnLoanListQuery } from '@common/contracts/pawn-loans-list';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';

// The addresses of the dashboard's first screen (the summary cards and the first page of Loan
// Applications), apart from the queries so that the early script can ask for them before React has
// arrived (early.ts, lib/early-get.ts) without loading TanStack Query. No React here.

export const PAWN_LOANS_PATH = '/api/pawn-loans';
export const ADMIN_SUMMARY_PATH = '/api/admin/summary';

/** The cards a page of Loan Applications shows: two or three a row at most, a multiple of both keeps every page's rows full. */
export const LOAN_MANAGEMENT_PAGE_SIZE = 12;

/** Only the values that differ from the server's defaults go into the address, so equal queries share a cache entry. */
export function pawnLoansPath(query: TPawnLoanListQuery): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.page !== undefined && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return `${PAWN_LOANS_PATH}${text ? `?${text}` : ''}`;
}

/** The query of Loan Applications' first screen: every status, no search, the first page. */
export const FIRST_LOAN_LIST_QUERY = { status: 'all', search: '', page: 1, pageSize: LOAN_MANAGEMENT_PAGE_SIZE } as const satisfies TPawnLoanListQuery;

/**
 * What Loan Applications, opened on /admin, asks for first for this role: the summary cards (when
 * the role sees them) and the first page of all applications, as the tab's queries ask for them.
 */
export function loanTabFirstRequests(role: TRole | null | undefined): string[] {
  if (!role || !can(role, 'applications.read')) return [];
  const paths = [pawnLoansPath(FIRST_LOAN_LIST_QUERY)];
  return can(role, 'dashboard.summary') ? [ADMIN_SUMMARY_PATH, ...paths] : paths;
}
