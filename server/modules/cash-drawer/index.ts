// The cash-drawer module's public surface (issue 34): the one reader of money movements (payments,
// late fees, loans paid out) and each staff member's drawer counted from it. The reports module
// builds its cash book on both.
export { listDrawersOverlapping, type TCashDrawerRow } from './cash-drawer.repository';
export { registerCashDrawerRoutes } from './cash-drawer.routes';
export { cashTotalsOf, figuresOfDrawer, type TDrawerFigures } from './cash-drawer.service';
export { type TMoneyMovementRow } from './money-movements.repository';
export { readMoneyMovements } from './money-movements.service';
