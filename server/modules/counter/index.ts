// The counter module's public surface (issue 43): the walk-in pawned at the counter on pawn terms,
// in one transaction. It builds on applications (the loan's row), borrowers (the pawner), pledges
// (the items and the ticket), loans (the status change and its pay-out), cash-drawer (the clerk's
// open drawer), objects (the photos and signature) and audit; nothing builds on it.
export { registerCounterRoutes } from './counter.routes';
