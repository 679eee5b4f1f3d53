// The reports module's public surface (issue 34): the cash book of a day, income by month and the
// loan book on a day, each as JSON, CSV and PDF, built on the cash-drawer module's movements and
// the loans module's ledger.
export { registerReportRoutes } from './reports.routes';
