// The cash-drawer module's public surface (issue 34): each staff member's drawer, counted from the
// journal's Cash lines they booked while it was open (issue 41). The reports module shows every
// drawer of a day in its cash book.
export { findOpenDrawer, listDrawersOverlapping, type TCashDrawerRow } from './cash-drawer.repository';
export { registerCashDrawerRoutes } from './cash-drawer.routes';
export { figuresOfDrawer, type TDrawerFigures } from './cash-drawer.service';
