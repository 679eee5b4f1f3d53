import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3TestApp, type TS3TestApp } from '../../test/s3-test-app';
import { PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { findObject } from '../objects/objects.repository';
import { createBorrowerThroughApi, walkIn } from './borrowers.test-support';

describe.each(PGLITE_ONLY)('borrower documents with presigned S3 uploads (s3rver), on %s', (backend) => {
  let t: TTestApp;
  let app: TS3TestApp;

  beforeAll(async () => {
    app = await createS3TestApp(backend, 'pawnbook-borrower-documents');
    t = app.t;
  });
  afterAll(() => app?.close());

  /** A presigned upload the browser says is done, which nobody has checked yet. */
  const presigned = async (cookie: string) => {
    const { objectPath, objectId } = await app.presignedUpload(cookie);
    expect((await findObject(t.database.db, objectId))?.status).toBe('pending');
    return { objectPath, objectId };
  };

  it('checks the caller\'s presigned uploads before keeping them on the record (Manage Documents and the profile edit)', async () => {
    const officer = await t.createUser('loan_officer');
    const cookie = await t.signIn(officer.email, officer.password);
    const superAdmin = await t.createUser('super_admin');
    const person = await createBorrowerThroughApi(t, cookie, walkIn());

    const trn = await presigned(cookie);
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/borrower-documents',
      cookie,
      payload: { borrowerEmail: person.email, documentType: 'trn', documentUrl: trn.objectPath, adminEmail: superAdmin.email, adminPassword: superAdmin.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await findObject(t.database.db, trn.objectId)).toMatchObject({ status: 'stored', key: `files/${trn.objectId}`, attachedBorrowerId: person.id, attachedDocument: 'trn' });

    const signature = await presigned(cookie);
    const profile = await t.request({ method: 'PUT', url: `/api/admin/borrower/${person.id}/profile`, cookie, payload: { signatureUrl: signature.objectPath } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ signatureUrl: signature.objectPath, trnPhotoUrl: trn.objectPath });
    expect(await findObject(t.database.db, signature.objectId)).toMatchObject({ status: 'stored', attachedBorrowerId: person.id, attachedDocument: 'signature' });
  });
});
