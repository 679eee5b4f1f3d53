import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TS3rverTestServer } from '../../lib/object-store/s3rver-test-server';
import { BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { testPng } from '../../test/upload-fixtures';
import { findObject } from '../objects/objects.repository';
import { createBorrowerThroughApi, walkIn } from './borrowers.test-support';

const PNG = testPng();

describe.each(BACKENDS)('borrower documents with presigned S3 uploads (s3rver), on %s', (backend) => {
  let t: TTestApp;
  let s3: TS3rverTestServer;

  beforeAll(async () => {
    s3 = await startS3rver('pawnbook-borrower-documents');
    t = await createTestApp(backend, {
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  /** A presigned upload the browser says is done, which nobody has checked yet. */
  const presigned = async (cookie: string) => {
    const issued = await t.request({ method: 'POST', url: '/api/objects/upload', cookie });
    const { uploadURL, objectPath } = issued.json<{ uploadURL: string; objectPath: string }>();
    const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const objectId = objectPath.split('/').pop()!;
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
