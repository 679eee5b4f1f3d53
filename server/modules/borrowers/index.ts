// The borrowers module's public surface: one record per person (normalised e-mail + ID number),
// linked to a user account by id. Applications create records and propose changes to existing ones
// (staff accept or ignore each at review); the staff Borrowers tab reads and edits them here. It
// builds on audit alone: the super admin check its delete needs comes from the wiring (auth builds
// on borrowers).
export { linkBorrowersToUser, type TNewBorrower } from './borrowers.repository';
export { findOrCreateBorrower, type TBorrowerIntake } from './borrower-intake.repository';
export { findBorrowerRecord, findOrAddCounterPawner, type TCounterPawnerRecord } from './counter-pawner.repository';
export {
  acceptBorrowerChange,
  isProposedChange,
  readBorrowerForProposals,
  type TBorrowerFieldValues,
  type TBorrowerForProposals,
} from './borrower-proposals.service';
export { registerBorrowerRoutes, type TSuperAdminCheck } from './borrowers.routes';
export type { TConfirmSuperAdmin } from './borrower-delete.service';
export { findCurrentDocumentUrl, recordDocumentCheck, type TCheckedDocument } from './document-checks.repository';
