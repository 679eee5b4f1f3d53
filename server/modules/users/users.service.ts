import { z } from 'zod';
import { text } from '@common/contracts/fields';
import { ROLES, type TRole } from '@common/roles';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { TNewUserRow, TUserRow } from '../../lib/session-user';
import { recordAudit } from '../audit';
import { findUserByEmail } from '../auth';
import { linkBorrowersToUser } from '../borrowers';
import { countUsers, insertUser } from './users.repository';

export const ZNewLocalUser = z.object({
  email: text('Email').pipe(z.email('Please enter a valid email address').max(254).transform((v) => v.trim().toLowerCase())),
  password: text('Password').min(10, 'Password must be at least 10 characters').max(1024),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }),
  firstName: text('First name').trim().max(100).optional(),
  lastName: text('Last name').trim().max(100).optional(),
});
export type TNewLocalUser = z.input<typeof ZNewLocalUser>;

/**
 * Every new account: the row, then the person's borrower records linked to it by id (records made
 * under this e-mail before the account existed), so their loans are theirs from the first sign-in.
 */
export async function insertAccount(tx: TExecutor, values: TNewUserRow): Promise<TUserRow> {
  const row = await insertUser(tx, values);
  await linkBorrowersToUser(tx, row);
  return row;
}

export async function createLocalUser(db: TExecutor, input: TNewLocalUser): Promise<TUserRow> {
  const parsed = ZNewLocalUser.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'User details are not valid');
  const values = parsed.data;
  if (await findUserByEmail(db, values.email)) {
    throw new AppError('CONFLICT', `A user with the e-mail ${values.email} already exists`);
  }
  const hash = await hashPassword(values.password);
  return db.transaction((tx) => insertAccount(tx, {
    email: values.email,
    password: hash,
    role: values.role satisfies TRole,
    firstName: values.firstName || null,
    lastName: values.lastName || null,
    loginMethod: 'local',
    isActive: true,
  }));
}

export type TNewExternalBorrower = { email: string; oidcSubject: string; firstName: string | null; lastName: string | null };

/**
 * First external sign-in of a verified e-mail nobody has an account for: a borrower account that
 * signs in only at the provider (no password), bound to the provider's subject, with the person's
 * borrower records linked by id. Audited with the new account as its own actor.
 */
export async function createExternalBorrower(db: TExecutor, input: TNewExternalBorrower, ip: string): Promise<TUserRow> {
  return db.transaction(async (tx) => {
    const row = await insertAccount(tx, {
      email: input.email.trim().toLowerCase(),
      password: null,
      role: 'borrower',
      firstName: input.firstName?.slice(0, 100) || null,
      lastName: input.lastName?.slice(0, 100) || null,
      loginMethod: 'oidc',
      oidcSubject: input.oidcSubject,
      isActive: true,
    });
    await recordAudit(tx, { user: row, ip }, {
      action: 'user.create',
      entity: 'user',
      entityId: row.id,
      summary: { email: row.email, role: row.role, loginMethod: row.loginMethod, source: 'first external sign-in' },
    });
    return row;
  });
}

export type TBootstrapResult =
  | { created: false }
  | { created: true; email: string; generatedPassword: string | null };

/** On an empty database: the first super admin, from ADMIN_EMAIL/ADMIN_PASSWORD or with a generated password. */
export async function ensureFirstAdministrator(
  db: TExecutor,
  options: { email?: string | undefined; password?: string | undefined; name?: { firstName: string; lastName: string | null } | null },
): Promise<TBootstrapResult> {
  if ((await countUsers(db)) > 0) return { created: false };
  const email = options.email ?? 'admin@pawnbook.local';
  const generatedPassword = options.password ? null : generatePassword();
  // Named from ADMIN_NAME; without it the account has no name and the owner is asked for one at
  // their first sign-in (rather than being greeted as "System").
  await createLocalUser(db, {
    email,
    password: options.password ?? generatedPassword ?? '',
    role: 'super_admin',
    firstName: options.name?.firstName,
    lastName: options.name?.lastName ?? undefined,
  });
  return { created: true, email: email.toLowerCase(), generatedPassword };
}
