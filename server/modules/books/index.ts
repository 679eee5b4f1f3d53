// The books module's public surface (issue 41): the one double-entry journal. Every module that
// moves money books its event here, in its own transaction (the loan-postings and drawer-postings
// functions); every report reads its figures from here. It builds on audit alone, so every other
// module may use it.
export { registerBooksRoutes } from './books.routes';
export { readAccountBalances } from './books.service';
export { postDrawerCount, postDrawerFloat, sumDrawerCash } from './drawer-postings.service';
export {
  listDayMovements,
  listMoneyLines,
  sumMovementsByMonth,
  sumReceivablesThrough,
  type TDayMovementRow,
  type TMoneyLineRow,
  type TMonthMovement,
} from './journal.repository';
export {
  ensureLoanOpened,
  postLoanPaidOut,
  postPayment,
  postPaymentDeleted,
  postPledgeSale,
  postRenewal,
  postSurplusExpired,
  postSurplusPaid,
  postWriteOff,
  syncLateFees,
  syncPawnCharges,
  type TBookLoan,
  type TPaymentPosting,
  type TSalePosting,
} from './loan-postings.service';
export { postEntry, SYSTEM_BOOKER, type TBookActor } from './posting.service';
