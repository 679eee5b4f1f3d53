import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@common/contracts/admin-users';
import type { TDatabase } from '../../db/client';
import { openTestDatabase, PGLITE_ONLY } from '../../test/test-app';
import { setUserActive } from '../../test/test-db';
import type { TAuditActor } from '../audit/audit.service';
import { changeUser } from './admin-users.service';
import { findUserById } from './users.repository';
import { createLocalUser } from './users.service';

// Through the API the caller is always another active super admin, so the last one can only be
// reached by two requests racing. Here the acting super admin is one no longer active (a session
// that lived through its own deactivation), which reaches the rule deterministically.
describe.each(PGLITE_ONLY)('the last active super admin on %s', (backend) => {
  let database: TDatabase;
  let actor: TAuditActor;
  let last: { id: string };

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    const former = await createLocalUser(database.db, { email: 'former@example.com', password: 'former-pass-1', role: 'super_admin' });
    await setUserActive(database.db, former.id, false);
    actor = { user: { id: former.id, email: former.email, role: 'super_admin' }, ip: '127.0.0.1' };
    last = await createLocalUser(database.db, { email: 'last@example.com', password: 'last-pass-12', role: 'super_admin' });
  });
  afterAll(() => database.close());

  it.each([{ isActive: false }, { role: 'admin' as const }, { role: 'it' as const, isActive: true }])('cannot be changed by %o', async (change) => {
    await expect(changeUser(database.db, actor, last.id, change)).rejects.toMatchObject({ code: 'CONFLICT', message: USER_MESSAGES.lastSuperAdmin });
    expect(await findUserById(database.db, last.id)).toMatchObject({ role: 'super_admin', isActive: true });
  });

  it('may be given what it already has', async () => {
    await expect(changeUser(database.db, actor, last.id, { role: 'super_admin', isActive: true })).resolves.toMatchObject({ role: 'super_admin', isActive: true });
  });

  it('can be demoted once another super admin is active', async () => {
    const second = await createLocalUser(database.db, { email: 'second@example.com', password: 'second-pass-1', role: 'super_admin' });
    await expect(changeUser(database.db, actor, last.id, { role: 'admin' })).resolves.toMatchObject({ role: 'admin' });
    // Now second is the last one.
    await expect(changeUser(database.db, actor, second.id, { isActive: false })).rejects.toMatchObject({ message: USER_MESSAGES.lastSuperAdmin });
  });
});
