import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicUser } from '@common/contracts/auth';
import { createS3TestApp, type TS3TestApp } from '../../test/s3-test-app';
import { PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { findObject } from '../objects/objects.repository';

describe.each(PGLITE_ONLY)('PUT /api/auth/user/profile with presigned S3 uploads (s3rver), on %s', (backend) => {
  let t: TTestApp;
  let app: TS3TestApp;
  const idOf = (objectPath: string) => objectPath.split('/').pop()!;
  const bucketKeysOf = async (id: string) => (await app.bucketKeys()).filter((key) => key.endsWith(id));
  const uploadAs = async (cookie: string) => (await app.presignedUpload(cookie)).objectPath;

  beforeAll(async () => {
    app = await createS3TestApp(backend, 'pawnbook-profile');
    t = app.t;
  });
  afterAll(() => app?.close());

  it('checks an unconfirmed upload before attaching it, and deletes the replaced one from the bucket after commit', async () => {
    const user = await t.createUser('borrower');
    const cookie = await t.signIn(user.email, user.password);
    const first = await uploadAs(cookie);
    expect((await findObject(t.database.db, idOf(first)))?.status).toBe('pending');

    const set = await t.request({ method: 'PUT', url: '/api/auth/user/profile', payload: { signatureUrl: first }, cookie });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TPublicUser>().signatureUrl).toBe(first);
    expect(await findObject(t.database.db, idOf(first))).toMatchObject({ status: 'stored', key: `files/${idOf(first)}`, attachedUserId: user.id });
    expect(await bucketKeysOf(idOf(first))).toEqual([`files/${idOf(first)}`]);
    expect((await t.request({ method: 'GET', url: first, cookie })).statusCode).toBe(200);

    const second = await uploadAs(cookie);
    const replaced = await t.request({ method: 'PUT', url: '/api/auth/user/profile', payload: { signatureUrl: second }, cookie });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await findObject(t.database.db, idOf(first))).toBeNull();
    expect(await bucketKeysOf(idOf(first))).toEqual([]);
    expect((await t.request({ method: 'GET', url: second, cookie })).statusCode).toBe(200);
  });
});
