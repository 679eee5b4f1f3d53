import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { openTestDatabase, PGLITE_ONLY } from '../../test/test-app';
import type { TDatabase } from '../../db/client';
import { findUserByEmail } from '../auth';
import { countUsers } from './users.repository';
import { createLocalUser, ensureFirstAdministrator } from './users.service';

describe.each(PGLITE_ONLY)('first administrator and user creation on %s', (backend) => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database.close());

  it('creates a super_admin from ADMIN_EMAIL/ADMIN_PASSWORD on an empty database, once', async () => {
    const first = await ensureFirstAdministrator(database.db, { email: 'Owner@Example.com', password: 'correct-horse-1' });
    expect(first).toEqual({ created: true, email: 'owner@example.com', generatedPassword: null });
    const row = await findUserByEmail(database.db, 'owner@example.com');
    expect(row).toMatchObject({ role: 'super_admin', isActive: true, loginMethod: 'local', firstName: null, lastName: null });
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.password, 'correct-horse-1')).toBe(true);
    expect(await ensureFirstAdministrator(database.db, { email: 'other@example.com', password: 'correct-horse-2' })).toEqual({ created: false });
    expect(await countUsers(database.db)).toBe(1);
  });

  it('refuses duplicate e-mails (any case), weak passwords and unknown roles', async () => {
    await expect(createLocalUser(database.db, { email: 'OWNER@example.com', password: 'another-pass-1', role: 'admin' })).rejects.toThrow(/already exists/);
    await expect(createLocalUser(database.db, { email: 'x@example.com', password: 'short', role: 'admin' })).rejects.toThrow(/at least 10/);
    await expect(createLocalUser(database.db, { email: 'x@example.com', password: 'long-enough-1', role: 'boss' as never })).rejects.toThrow(/Role must be one of/);
  });
});

describe('first administrator named by ADMIN_NAME', () => {
  it('takes the parsed name, so nobody is greeted as "System"', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const first = await ensureFirstAdministrator(database.db, { email: 'owner@example.com', password: 'correct-horse-1', name: { firstName: 'Mary Ann', lastName: 'Smith' } });
      expect(first.created).toBe(true);
      expect(await findUserByEmail(database.db, 'owner@example.com')).toMatchObject({ firstName: 'Mary Ann', lastName: 'Smith' });
    } finally {
      await database.close();
    }
  });
});

describe('first administrator without ADMIN_PASSWORD', () => {
  it('generates a strong password that works', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const first = await ensureFirstAdministrator(database.db, {});
      if (!first.created) throw new Error('expected creation');
      expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const row = await findUserByEmail(database.db, first.email);
      expect(await verifyPassword(row?.password, first.generatedPassword ?? '')).toBe(true);
    } finally {
      await database.close();
    }
  });
});
