import type { TRole } from './roles';

// The single table of who may do what. The server enforces it through requirePermission();
// the client reads the same table only to decide what to show.

export const PERMISSIONS = {
  'calculator.use': ['guest', 'borrower', 'loan_officer', 'admin', 'super_admin', 'it'],
  'applications.submit': ['guest', 'borrower', 'loan_officer', 'admin', 'super_admin', 'it'],
  'profile.view': ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'],
  // Their own signature and TRN photo (PUT /api/auth/user/profile).
  'profile.edit': ['borrower', 'loan_officer', 'admin', 'super_admin', 'it'],
  // Their own first and last name (PUT /api/auth/user/name); a borrower's is on their loan records.
  'profile.editName': ['loan_officer', 'admin', 'super_admin', 'it'],
  // Their own e-mail address (PUT /api/auth/user/email). Not a borrower's: borrower records are
  // linked to an account by its e-mail at sign-in, so a borrower's address is kept by staff.
  'profile.editEmail': ['loan_officer', 'admin', 'super_admin', 'it'],
  'borrower.ownLoans': ['borrower'],
  'adminArea.open': ['loan_officer', 'admin', 'super_admin', 'it'],
  'dashboard.summary': ['loan_officer', 'admin', 'super_admin'],
  'applications.list': ['admin', 'super_admin'],
  'applications.read': ['loan_officer', 'admin', 'super_admin'],
  'objects.readAny': ['loan_officer', 'admin', 'super_admin'],
  'objects.uploadPhoto': ['loan_officer', 'admin', 'super_admin'],
  // Review: status (a loan officer may only move to reviewed, see application-status.ts), payment
  // frequency, the four document checks, the borrower photo.
  'applications.review': ['loan_officer', 'admin', 'super_admin'],
  // Any staff member may ask; the body must also carry an active super admin's credentials.
  'applications.delete': ['loan_officer', 'admin', 'super_admin'],
  'accounting.view': ['admin', 'super_admin'],
  // The counter's books (issue 34): a staff member's own cash drawer; the cash book, income and
  // loan book reports (with every drawer's difference) for admins.
  'cashDrawer.use': ['loan_officer', 'admin', 'super_admin'],
  'reports.view': ['admin', 'super_admin'],
  // The books (issue 41): the journal, the trial balance, an account's lines, closing a month.
  'books.view': ['admin', 'super_admin'],
  'books.close': ['admin', 'super_admin'],
  'users.list': ['admin', 'super_admin'],
  // Creating and changing roles: an admin never gives or touches super_admin and it accounts.
  'users.create': ['admin', 'super_admin'],
  'users.setRole': ['admin', 'super_admin'],
  'users.setActive': ['super_admin'],
  'users.delete': ['super_admin'],
  // Clearing an account's sign-in lock (failed attempts), from Staff Users.
  'users.unlock': ['super_admin'],
  // Resetting a local account's password to a one-time one (the super admin's own password confirms it).
  'users.resetPassword': ['super_admin'],
  'audit.view': ['admin', 'super_admin'],
  // Money. Deleting a payment also needs an active super admin's credentials in the body.
  'payments.read': ['loan_officer', 'admin', 'super_admin'],
  'payments.record': ['loan_officer', 'admin', 'super_admin'],
  'payments.delete': ['loan_officer', 'admin', 'super_admin'],
  'borrower.ownPayments': ['borrower'],
  // Pledges (issue 31): items, pawn tickets and tags, police holds, redemption and the pledge book.
  'pledges.manage': ['loan_officer', 'admin', 'super_admin'],
  /** The counter pawn (issue 43); above the shop's counterApprovalLimit only counter.anyAmount pays out at once. */
  'counter.pawn': ['loan_officer', 'admin', 'super_admin'],
  'counter.anyAmount': ['admin', 'super_admin'],
  // Ending a police hold: the item goes back to its status, or leaves the shop to the police.
  'pledges.releaseHold': ['admin', 'super_admin'],
  // Selling a forfeited pledge, the sale book (s. 17) and the surplus owed to pawners (s. 18): issue 32.
  'pledges.sell': ['admin', 'super_admin'],
  'borrower.ownPledges': ['borrower'],
  // E-mail configuration and the outbox (what was sent, what failed, retry).
  'email.manage': ['admin', 'super_admin'],
  // The Borrowers tab. Borrower records hold PII, so it has none of these (DESIGN section 5).
  // Create, document checks, bank account and profile edits: any staff member.
  'borrowers.read': ['loan_officer', 'admin', 'super_admin'],
  'borrowers.manage': ['loan_officer', 'admin', 'super_admin'],
  'borrowers.creditStatus': ['admin', 'super_admin'],
  // Any staff member may ask; the body must also carry an active super admin's credentials.
  'borrowers.delete': ['loan_officer', 'admin', 'super_admin'],
  // The Data Protection Act download of everything held on a person.
  'borrowers.export': ['admin', 'super_admin'],
  // Who read the person's identity documents (the access log); also part of the export.
  'borrowers.accessLog': ['admin', 'super_admin'],
  // The Debt collection tab. Collection cases hold PII, so it has none of these. Any staff member
  // finds overdue loans, opens cases, logs contacts and changes priority, follow-up and collector;
  // writing a case off (the loan becomes defaulted) and the reminder switches are for admins.
  'collections.read': ['loan_officer', 'admin', 'super_admin'],
  'collections.manage': ['loan_officer', 'admin', 'super_admin'],
  'collections.writeOff': ['admin', 'super_admin'],
  'collections.settings': ['admin', 'super_admin'],
  // The shop's own name, address, phone, e-mail, licence, logo and hours (receipts, agreements,
  // e-mails, the landing page). Reading them is public.
  'shop.manage': ['super_admin'],
  // The day's gold prices (issue 43): staff value gold at them; admins set them each day.
  'goldPrices.view': ['loan_officer', 'admin', 'super_admin'],
  'goldPrices.set': ['admin', 'super_admin'],
  // The System Admin tab: super_admin and it only (spec staff-area section 6).
  'system.view': ['super_admin', 'it'],
  // A backup file holds every borrower's data: downloading, deleting and restoring one is for
  // super_admin only; it sees status, settings, logs, the list, and may start a backup (DESIGN 14).
  'system.restore': ['super_admin'],
} as const satisfies Record<string, readonly (TRole | 'guest')[]>;

export type TPermission = keyof typeof PERMISSIONS;
export type TActor = TRole | 'guest';

export function can(actor: TActor, permission: TPermission): boolean {
  return (PERMISSIONS[permission] as readonly TActor[]).includes(actor);
}
