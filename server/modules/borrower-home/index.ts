// The borrower-home module's public surface: a signed-in borrower's own loans, payments, receipts
// and balances (the client's features/borrower-home). Ownership is by id: user -> borrower -> loans.
export { getBorrowerDashboardStats } from './borrower-payments.service';
export { registerBorrowerHomeRoutes } from './borrower-home.routes';
