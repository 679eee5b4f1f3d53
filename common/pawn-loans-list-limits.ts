// The staff list's statuses and limits, apart from its contract (contracts/pawn-loans-list.ts, which
// re-exports them) so that the dashboard's first screen can read them without loading zod.

/** The statuses the list filters by; "all" also counts any other stored status. */
export const PAWN_LOAN_LIST_STATUSES = ['all', 'submitted', 'reviewed', 'approved', 'rejected', 'active', 'completed', 'defaulted'] as const;
export type TPawnLoanListStatus = (typeof PAWN_LOAN_LIST_STATUSES)[number];

export const PAWN_LOAN_LIST_DEFAULT_PAGE_SIZE = 20;
export const PAWN_LOAN_LIST_MAX_PAGE_SIZE = 100;
export const PAWN_LOAN_LIST_MAX_SEARCH = 100;
