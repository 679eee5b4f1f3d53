// The guarantees module's public surface (issue 33, DESIGN decision 18): a guarantor agrees to a
// loan through their own link (or staff record a signed paper consent), and the Borrowers tab
// reads which loans a person guarantees. It builds on loans (the application, its ledger),
// applications (how staff answers show an application), objects (uploads) and audit. The approval
// gate itself is the review service's, on common/contracts/guarantees.ts's rule.
export { registerGuaranteeRoutes } from './guarantees.routes';
