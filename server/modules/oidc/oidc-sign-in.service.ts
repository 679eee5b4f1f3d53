import type { TExternalSignInError } from '@common/contracts/external-sign-in';
import type { TExecutor } from '../../db/client';
import type { TOidcSettings } from '../../env';
import { isUniqueViolation } from '../../lib/error-handler';
import type { TUserRow } from '../../lib/session-user';
import { findUserByEmail } from '../auth';
import { linkBorrowersToUser } from '../borrowers';
import { createExternalBorrower } from '../users';
import type { TOidcIdentity } from './oidc-client';
import { bindSubject, findUserBySubject } from './oidc.repository';

/** A refused external sign-in; `reason` goes to the login page as ?error=, which explains it. */
export class ExternalSignInRefused extends Error {
  constructor(readonly reason: TExternalSignInError) {
    super(`external sign-in refused: ${reason}`);
  }
}

// The account a sign-in may use, or why not. A password account is never taken over: not by the
// subject, not by the e-mail.
function checkAccount(user: TUserRow, sub: string): TUserRow {
  if (user.loginMethod !== 'oidc') throw new ExternalSignInRefused('local_account');
  if (user.oidcSubject !== null && user.oidcSubject !== sub) throw new ExternalSignInRefused('account_mismatch');
  if (!user.isActive) throw new ExternalSignInRefused('account_inactive');
  return user;
}

function namesOf(identity: TOidcIdentity): { firstName: string | null; lastName: string | null } {
  if (identity.givenName || identity.familyName) return { firstName: identity.givenName, lastName: identity.familyName };
  const parts = (identity.name ?? '').split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(' ') || null };
}

/**
 * Which account a validated provider answer signs in to (DESIGN decision 15):
 * - a verified e-mail is required;
 * - the account bound to this subject, else the external account with this e-mail (bound to the
 *   subject now, at its first sign-in; bound to another subject: refused);
 * - an account with this e-mail that signs in with a password: refused;
 * - nobody: a new borrower account when OIDC_NEW_USERS=borrower, else refused.
 * The person's unlinked borrower records are then linked to the account by id.
 */
export async function resolveExternalAccount(
  db: TExecutor,
  settings: Pick<TOidcSettings, 'newUsers'>,
  identity: TOidcIdentity,
  ip: string,
  attempt = 0,
): Promise<TUserRow> {
  if (!identity.email || !identity.emailVerified) throw new ExternalSignInRefused('email_unverified');
  const bySubject = await findUserBySubject(db, identity.sub);
  let user: TUserRow;
  if (bySubject) {
    user = checkAccount(bySubject, identity.sub);
  } else {
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail) {
      checkAccount(byEmail, identity.sub);
      const bound = await bindSubject(db, byEmail.id, identity.sub).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ExternalSignInRefused('account_mismatch');
        throw error;
      });
      if (!bound) throw new ExternalSignInRefused('account_mismatch');
      user = bound;
    } else {
      if (settings.newUsers !== 'borrower') throw new ExternalSignInRefused('no_account');
      try {
        user = await createExternalBorrower(db, { email: identity.email, oidcSubject: identity.sub, ...namesOf(identity) }, ip);
      } catch (error) {
        // Two first sign-ins at once: the other made the account; decide again against it.
        if (isUniqueViolation(error) && attempt === 0) return resolveExternalAccount(db, settings, identity, ip, 1);
        throw error;
      }
    }
  }
  await linkBorrowersToUser(db, user);
  return user;
}
