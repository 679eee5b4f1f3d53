// The accounting module's public surface: the Accounting tab's figures and the /admin summary cards.
export { registerAccountingRoutes } from './accounting.routes';
