// The borrowers module's public surface: one record per person (normalised e-mail + ID number),
// linked to a user account by id. Applications create and refresh records; the staff Borrowers tab
// reads and edits them here. It builds on audit alone: the super admin check its delete needs
// comes from the wiring (auth builds on borrowers).
export { linkBorrowersToUser, upsertBorrower, type TBorrowerUpsert } from './borrowers.repository';
export { registerBorrowerRoutes } from './borrowers.routes';
export type { TConfirmSuperAdmin } from './borrower-delete.service';
