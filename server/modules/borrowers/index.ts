// The borrowers module's public surface: one record per person (normalised e-mail + ID number),
// linked to a user account by id. Applications create and refresh records; the staff Borrowers
// tab will read them.
export { linkBorrowersToUser, upsertBorrower, type TBorrowerUpsert } from './borrowers.repository';
