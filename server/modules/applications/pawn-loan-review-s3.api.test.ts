import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3TestApp, type TS3TestApp } from '../../test/s3-test-app';
import { PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { findObject } from '../objects/objects.repository';
import { insertApplication } from './pawn-loan-review.test-support';

describe.each(PGLITE_ONLY)('borrower photo and delete with S3 files (s3rver), on %s', (backend) => {
  let t: TTestApp;
  let app: TS3TestApp;
  const bucketKeys = () => app.bucketKeys();

  beforeAll(async () => {
    app = await createS3TestApp(backend, 'pawnbook-review');
    t = app.t;
  });
  afterAll(() => app?.close());

  it('checks a presigned photo upload before attaching it, and deleting the application removes it from the bucket', async () => {
    const officer = await t.createUser('loan_officer');
    const cookie = await t.signIn(officer.email, officer.password);
    const superAdmin = await t.createUser('super_admin');
    const { id } = await insertApplication(t.database.db);

    const { objectPath, objectId } = await app.presignedUpload(cookie);
    // The browser said it is done, but nobody has checked the bytes yet.
    expect((await findObject(t.database.db, objectId))?.status).toBe('pending');

    const res = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/photo`, payload: { borrowerPhotoUrl: objectPath }, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ borrowerPhotoUrl: objectPath, borrowerPhotoVerified: 'pending' });
    expect(await findObject(t.database.db, objectId)).toMatchObject({ status: 'stored', key: `files/${objectId}`, applicationId: id, contentType: 'image/png' });
    expect(await bucketKeys()).toContain(`files/${objectId}`);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/pawn-loans/${id}`,
      payload: { email: superAdmin.email, password: superAdmin.password },
      cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await findObject(t.database.db, objectId)).toBeNull();
    expect(await bucketKeys()).not.toContain(`files/${objectId}`);
  });
});
