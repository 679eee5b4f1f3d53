// The loans module's public surface: a loan's row, its status changes and its ledger (schedule,
// what is paid, what is overdue). Applications, payments and collections all build on it; it
// builds on audit and books (the pay-out and write-off its status change books). The status change
// and the overdue rule live here and nowhere else. What a move to active makes beyond the loan (the
// pledges module's pawn ticket) is handed in through onLoanActivated, as pledges builds on loans.
export {
  APPLICATION_ENTITY,
  APPLICATION_NOT_FOUND,
  applicationIdOf,
  CHANGED_ELSEWHERE,
  changeLoanStatus,
  lockExistingApplication,
  onLoanActivated,
  transitionRefusal,
  type TLoanActivated,
  type TLoanActor,
  type TStatusMove,
} from './loan-status.service';
export {
  applyPayments,
  centsOf,
  ensureAllSchedules,
  ensureSchedules,
  loanStartDayOf,
  readLoanStandings,
  readLockedStanding,
  syncPawnChargesLocked,
  rebuildSchedule,
  SCHEDULED_STATUSES,
  settleLoanBySale,
  totalsOf,
  type TLoanStanding,
} from './loan-ledger.service';
export {
  listPaymentsForAllocation,
  listSchedule,
  listSchedules,
  OVERDUE_CANDIDATE_STATUSES,
  overdueLoanCountQuery,
  overdueLoansQuery,
  readPaidSums,
  REPAYABLE,
  SETTLED_BY_SALE,
  type TLoanPaidSums,
  type TScheduleRowRecord,
} from './loan-ledger.repository';
export { bookLoanOf, interestEarnedAfter, interestEarnedOn } from './loan-books.service';
export { pawnLoanTermsRow, pawnTermsOf, readPawnLedger } from './pawn-terms.service';
export { disclosureOfLoan } from './loan-disclosure.service';
export {
  findApplicationById,
  findRenewalOf,
  listStatusHistory,
  loanSearchCondition,
  ownedByUser,
  lockApplication,
  type TPawnLoanRow,
  type TStatusHistoryRow,
} from './loans.repository';
