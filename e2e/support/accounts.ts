import { randomBytes } from 'node:crypto';
import type { TRole } from '@common/roles';
import { baseUrl, type TOpenedPage } from './browser';
import type { TE2eUser } from './users';

/**
 * A new local account of the journey's own, made by a super admin through POST /api/admin/users
 * (refused unless 201): for a person the journey changes (their password) or whose own figures it
 * follows (their cash drawer), so journeys running beside it under the shared accounts never meet it.
 */
export async function createAccount(superAdmin: TOpenedPage, role: TRole, firstName: string, lastName: string): Promise<TE2eUser> {
  const tag = randomBytes(4).toString('hex');
  const account: TE2eUser = {
    email: `${firstName.toLowerCase()}.${tag}@e2e.pawnbook.test`,
    password: `e2e-${tag}-${randomBytes(6).toString('hex')}`,
    firstName,
    lastName,
    role,
  };
  const res = await superAdmin.context.request.post(`${baseUrl()}/api/admin/users`, {
    data: { ...account, loginMethod: 'local' },
    headers: { Origin: baseUrl() },
  });
  if (res.status() !== 201) throw new Error(`creating ${account.email} failed: ${res.status()} ${await res.text()}`);
  return account;
}
