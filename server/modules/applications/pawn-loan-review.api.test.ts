import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_FIELDS } from '@common/application-status';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import type { TRole } from '@common/roles';
import { auditLog } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { signInEveryRole, type TSignedIn } from '../../test/roles';
import { findObject } from '../objects/objects.repository';
import { PDF, PNG, upload, uploadDocuments, validPayload } from './pawn-loans.test-support';
import { auditRowsOf, insertApplication, readApplication, submitApplication } from './pawn-loan-review.test-support';

/** A multipart body with one "photo" file, as the review dialog's uploader sends it. */
function photoForm(body: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pawnbook${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(PGLITE_ONLY)('review of one application, on %s', (backend) => {
  let t: TTestApp;
  let staff: Map<TRole, TSignedIn>;
  const as = (role: TRole) => staff.get(role)!;
  const patch = (id: string, what: string, role: TRole, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/${what}`, payload, cookie: as(role).cookie });
  const uploadPhoto = async (role: TRole): Promise<string> => {
    const res = await t.request({ method: 'POST', url: '/api/upload-photo', cookie: as(role).cookie, ...photoForm(PNG()) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string }>().url;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  describe('payment frequency', () => {
    it('changes weekly to bi-weekly and monthly, answers the updated application and audits before/after', async () => {
      const { id, applicationNumber } = await submitApplication(t);
      const res = await patch(id, 'payment-frequency', 'loan_officer', { paymentFrequency: 'bi-weekly' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TPawnLoanListItem>()).toMatchObject({ id, paymentFrequency: 'bi-weekly', weeklyInstalment: '3600.00' });
      expect((await readApplication(t.database.db, id))?.paymentFrequency).toBe('bi-weekly');
      await patch(id, 'payment-frequency', 'admin', { paymentFrequency: 'monthly' });
      const audit = await auditRowsOf(t.database.db, id, 'application.frequency');
      expect(audit.map((a) => [a.userEmail, a.userRole, a.summary])).toEqual([
        [as('loan_officer').email, 'loan_officer', { applicationNumber, before: { paymentFrequency: 'weekly' }, after: { paymentFrequency: 'bi-weekly' } }],
        [as('admin').email, 'admin', { applicationNumber, before: { paymentFrequency: 'bi-weekly' }, after: { paymentFrequency: 'monthly' } }],
      ]);
    });

    it('treats choosing the current frequency as no change: 200, no audit row', async () => {
      const { id } = await insertApplication(t.database.db, { paymentFrequency: 'monthly' });
      const res = await patch(id, 'payment-frequency', 'admin', { paymentFrequency: 'monthly' });
      expect(res.statusCode).toBe(200);
      expect(await auditRowsOf(t.database.db, id)).toEqual([]);
    });

    it.each(['completed', 'rejected', 'defaulted', 'cancelled'])('is refused with 409 once the application is %s', async (status) => {
      const { id } = await insertApplication(t.database.db, { status });
      const res = await patch(id, 'payment-frequency', 'admin', { paymentFrequency: 'monthly' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: `The payment frequency cannot be changed once an application is ${status}.` });
      expect((await readApplication(t.database.db, id))?.paymentFrequency).toBe('weekly');
      expect(await auditRowsOf(t.database.db, id)).toEqual([]);
    });

    it.each(['submitted', 'reviewed', 'approved', 'active'])('is allowed while the application is %s', async (status) => {
      const { id } = await insertApplication(t.database.db, { status });
      expect((await patch(id, 'payment-frequency', 'admin', { paymentFrequency: 'bi-weekly' })).statusCode).toBe(200);
    });

    it('refuses an unknown frequency with 400', async () => {
      const { id } = await insertApplication(t.database.db);
      const res = await patch(id, 'payment-frequency', 'admin', { paymentFrequency: 'daily' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Payment frequency must be one of weekly, bi-weekly, monthly' });
    });
  });

  describe('document verification', () => {
    it.each(VERIFICATION_FIELDS)('verifies, rejects and resets %s, auditing each change', async (field) => {
      const { id } = await submitApplication(t);
      const steps = ['verified', 'rejected', 'pending'] as const;
      for (const status of steps) {
        const res = await patch(id, 'verification', 'loan_officer', { field, status });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<TPawnLoanListItem>()[field]).toBe(status);
        expect((await readApplication(t.database.db, id))?.[field]).toBe(status);
      }
      const audit = await auditRowsOf(t.database.db, id, 'application.verification');
      expect(audit.map((a) => a.summary)).toMatchObject([
        { field, before: { [field]: 'pending' }, after: { [field]: 'verified' } },
        { field, before: { [field]: 'verified' }, after: { [field]: 'rejected' } },
        { field, before: { [field]: 'rejected' }, after: { [field]: 'pending' } },
      ]);
      expect(audit.every((a) => a.userId === as('loan_officer').id)).toBe(true);
      // Setting the status it already has changes nothing and is not audited again.
      expect((await patch(id, 'verification', 'admin', { field, status: 'pending' })).statusCode).toBe(200);
      expect(await auditRowsOf(t.database.db, id, 'application.verification')).toHaveLength(3);
    });

    it('refuses to verify or reject a document the application does not have, but always allows reset', async () => {
      const { id } = await insertApplication(t.database.db, { borrowerTrnPhotoUrl: null, borrowerPhotoUrl: null, borrowerTrnPhotoVerified: 'rejected' });
      const cases = [
        ['borrowerTrnPhotoVerified', 'verified', 'There is no TRN photo to verify.'],
        ['borrowerTrnPhotoVerified', 'rejected', 'There is no TRN photo to reject.'],
        ['borrowerPhotoVerified', 'verified', 'There is no borrower photo to verify.'],
      ] as const;
      for (const [field, status, message] of cases) {
        const res = await patch(id, 'verification', 'admin', { field, status });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message });
      }
      expect(await auditRowsOf(t.database.db, id)).toEqual([]);
      const reset = await patch(id, 'verification', 'admin', { field: 'borrowerTrnPhotoVerified', status: 'pending' });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ borrowerTrnPhotoVerified: 'pending' });
    });

    it('refuses an unknown field or status with 400', async () => {
      const { id } = await insertApplication(t.database.db);
      expect((await patch(id, 'verification', 'admin', { field: 'guarantorVerified', status: 'verified' })).statusCode).toBe(400);
      expect((await patch(id, 'verification', 'admin', { field: 'idDocumentVerified', status: 'approved' })).statusCode).toBe(400);
    });
  });

  describe('borrower photo', () => {
    it('attaches the caller\'s own photo upload, sets the photo, resets its check to pending and audits', async () => {
      const { id, applicationNumber } = await submitApplication(t);
      const before = await readApplication(t.database.db, id);
      await patch(id, 'verification', 'admin', { field: 'borrowerPhotoVerified', status: 'verified' });
      const url = await uploadPhoto('loan_officer');
      const res = await patch(id, 'photo', 'loan_officer', { borrowerPhotoUrl: url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TPawnLoanListItem>()).toMatchObject({ borrowerPhotoUrl: url, borrowerPhotoVerified: 'pending' });
      const object = await findObject(t.database.db, url.split('/').pop()!);
      expect(object).toMatchObject({ applicationId: id, ownerUserId: as('loan_officer').id });
      expect(object?.attachedAt).toBeInstanceOf(Date);
      const [audit] = await auditRowsOf(t.database.db, id, 'application.photo');
      expect(audit).toMatchObject({
        userId: as('loan_officer').id,
        summary: {
          applicationNumber,
          before: { borrowerPhotoUrl: before?.borrowerPhotoUrl, borrowerPhotoVerified: 'verified' },
          after: { borrowerPhotoUrl: url, borrowerPhotoVerified: 'pending' },
        },
      });
      // Other staff read it like every application document.
      expect((await t.request({ method: 'GET', url, cookie: as('admin').cookie })).statusCode).toBe(200);
    });

    it('accepts a PNG the caller sent through /api/objects/upload, and refuses a PDF from there', async () => {
      const { id } = await insertApplication(t.database.db);
      const png = await upload(t, PNG(), as('admin').cookie);
      expect((await patch(id, 'photo', 'admin', { borrowerPhotoUrl: png.objectPath })).statusCode).toBe(200);
      const pdf = await upload(t, PDF(), as('admin').cookie);
      const refused = await patch(id, 'photo', 'admin', { borrowerPhotoUrl: pdf.objectPath });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Only JPEG, PNG or WebP photos can be uploaded.' });
    });

    it('refuses a foreign path, someone else\'s upload and an upload already attached, with 400 and nothing changed', async () => {
      const { id } = await insertApplication(t.database.db);
      const before = await readApplication(t.database.db, id);
      const othersUpload = await uploadPhoto('admin');
      const guestUpload = (await upload(t, PNG())).objectPath;
      const other = await insertApplication(t.database.db);
      const attached = await uploadPhoto('super_admin');
      expect((await patch(other.id, 'photo', 'super_admin', { borrowerPhotoUrl: attached })).statusCode).toBe(200);

      const cases: [string, string][] = [
        ['https://evil.example/photo.png', 'The photo must be a file uploaded here. Please upload the photo again.'],
        ['/objects/uploads/not-a-uuid', 'The photo must be a file uploaded here. Please upload the photo again.'],
        [`/objects/uploads/${randomUUID()}`, 'The photo upload was not found. Please upload the photo again.'],
        [othersUpload, 'The photo upload was not found. Please upload the photo again.'],
        [guestUpload, 'The photo upload was not found. Please upload the photo again.'],
        [attached, 'This photo upload is already part of an application. Please upload a new photo.'],
      ];
      for (const [path, message] of cases) {
        const res = await patch(id, 'photo', 'super_admin', { borrowerPhotoUrl: path });
        expect(res.statusCode, path).toBe(400);
        expect(res.json(), path).toMatchObject({ message });
      }
      expect(await readApplication(t.database.db, id)).toEqual(before);
      expect(await auditRowsOf(t.database.db, id)).toEqual([]);
      expect((await findObject(t.database.db, othersUpload.split('/').pop()!))?.attachedAt).toBeNull();
    });
  });

  describe('audit rows of uploads and staff submissions', () => {
    it('POST /api/upload-photo records object.upload-photo with the object id and the uploader', async () => {
      const url = await uploadPhoto('loan_officer');
      const objectId = url.split('/').pop()!;
      expect(await auditRowsOf(t.database.db, objectId)).toMatchObject([
        { action: 'object.upload-photo', entity: 'object', userId: as('loan_officer').id, userEmail: as('loan_officer').email, userRole: 'loan_officer' },
      ]);
    });

    it('POST /api/pawn-loans records application.submit for signed-in staff, not for a guest', async () => {
      const { paths } = await uploadDocuments(t, as('admin').cookie);
      const res = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths), cookie: as('admin').cookie });
      expect(res.statusCode, res.body).toBe(201);
      const { applicationNumber } = res.json<{ applicationNumber: string }>();
      const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'application.submit')).orderBy(auditLog.id);
      expect(row).toMatchObject({
        userId: as('admin').id,
        userRole: 'admin',
        entity: 'application',
        summary: { applicationNumber, borrowerName: 'Marcia Campbell', loanAmount: '12000.00' },
      });

      const guest = await submitApplication(t);
      expect(await auditRowsOf(t.database.db, guest.id)).toEqual([]);
    });
  });

  it('refuses review calls on an unknown or malformed id with 404', async () => {
    const calls = [
      ['payment-frequency', { paymentFrequency: 'monthly' }],
      ['verification', { field: 'idDocumentVerified', status: 'pending' }],
      ['photo', { borrowerPhotoUrl: `/objects/uploads/${randomUUID()}` }],
    ] as const;
    for (const [what, body] of calls) {
      for (const id of [randomUUID(), 'nope']) {
        const res = await patch(id, what, 'admin', body);
        expect(res.statusCode, `${what} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Application not found' });
      }
    }
  });
});
