import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusHistory, borrowers, emailOutbox, objects, pawnLoanApplications } from '../../db/schema';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { jamaicaYear, PNG, upload, uploadDocuments, validPayload } from './pawn-loans.test-support';

describe.each(BOTH_BACKENDS)('POST /api/pawn-loans, on %s', (backend) => {
  let t: TTestApp;
  const submit = (payload: Record<string, unknown>, cookie?: string) =>
    t.request({ method: 'POST', url: '/api/pawn-loans', payload, ...(cookie ? { cookie } : {}) });
  const applicationByNumber = async (applicationNumber: string) => {
    const [row] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.applicationNumber, applicationNumber));
    if (!row) throw new Error(`no application ${applicationNumber}`);
    return row;
  };
  const sequenceOf = (applicationNumber: string) => Number(applicationNumber.slice(-6));

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('stores a guest application with server-computed totals, its borrower, documents, history and e-mail', async () => {
    const { paths, cookie } = await uploadDocuments(t);
    // Manipulated totals and amounts as strings: the server recomputes from amount, rate and term.
    const payload = validPayload(paths, { loanAmount: '12000.00', interestRate: '20', weeklyInstalment: 1, totalAmount: 1, totalRepayment: '2' });
    const res = await submit(payload, cookie);
    expect(res.statusCode).toBe(201);
    const { applicationNumber } = res.json<{ applicationNumber: string }>();
    expect(applicationNumber).toMatch(new RegExp(`^PL-${jamaicaYear()}-\\d{6}$`));

    const row = await applicationByNumber(applicationNumber);
    expect(row).toMatchObject({
      borrowerName: 'Marcia Campbell',
      borrowerEmail: 'marcia.campbell@example.com',
      borrowerTRN: '123456789',
      borrowerID: 'ab123456',
      loanAmount: '12000.00',
      interestRate: '20.00',
      termWeeks: 4,
      paymentFrequency: 'weekly',
      weeklyInstalment: '3600.00',
      totalAmount: '14400.00',
      totalRepayment: '14400.00',
      // The shop's rule, whatever the client sent: 20% of the J$3,600.00 weekly payment.
      lateFine: '720.00',
      lateFeePercent: '20.00',
      status: 'submitted',
      borrowerPhotoVerified: 'pending',
      borrowerTrnPhotoVerified: 'pending',
      borrowerSignatureVerified: 'pending',
      idDocumentVerified: 'pending',
      idDocumentType: 'drivers_license',
      guarantorName: null,
      guarantorTRN: null,
      ...paths,
    });
    expect(row.endingOn?.toISOString()).toBe(payload.endingOn);

    const [borrower] = await t.database.db.select().from(borrowers).where(eq(borrowers.id, row.borrowerId ?? ''));
    expect(borrower).toMatchObject({
      email: 'marcia.campbell@example.com',
      idNumber: 'AB123456',
      name: 'Marcia Campbell',
      trn: '123456789',
      photoUrl: paths.borrowerPhotoUrl,
      signatureUrl: paths.borrowerSignatureUrl,
      trnPhotoUrl: paths.borrowerTrnPhotoUrl,
    });

    const attached = await t.database.db.select().from(objects).where(eq(objects.applicationId, row.id));
    expect(attached.map((o) => `/objects/${o.key}`).sort()).toEqual(Object.values(paths).sort());
    expect(attached.every((o) => o.attachedAt instanceof Date)).toBe(true);

    const history = await t.database.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, row.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'submitted' })]);

    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, row.id));
    expect(mail).toMatchObject({ kind: 'application_confirmation', toAddress: 'marcia.campbell@example.com', status: 'pending' });
    expect(mail?.subject).toContain(applicationNumber);
    expect(mail?.textBody).toContain('Loan amount: J$12,000.00');
    expect(mail?.textBody).toContain('Weekly instalment: J$3,600.00');
    expect(mail?.textBody).toContain('Total repayment: J$14,400.00');
    expect(mail?.textBody).toContain('Late fee: J$720.00 per late payment (20% of one weekly payment of J$3,600.00)');

    // Once attached, the uploads are no longer the guest's to read.
    expect((await t.request({ method: 'GET', url: paths.borrowerPhotoUrl, cookie })).statusCode).toBe(404);
  });

  it('refuses foreign, missing, malformed and repeated object paths', async () => {
    const mine = await uploadDocuments(t);
    const other = await upload(t, PNG());
    const cases: [Record<string, unknown>, string][] = [
      [{ borrowerPhotoUrl: other.objectPath }, 'The borrower photo upload was not found. Please upload it again.'],
      [{ borrowerTrnPhotoUrl: `/objects/uploads/${randomUUID()}` }, 'The TRN photo upload was not found. Please upload it again.'],
      [{ borrowerSignatureUrl: 'https://evil.example/objects/uploads/x.png' }, 'The signature upload was not found. Please upload it again.'],
      [{ idDocumentUrl: `/objects/uploads/../${randomUUID()}` }, 'The ID document upload was not found. Please upload it again.'],
      [{ idDocumentUrl: mine.paths.borrowerPhotoUrl }, 'The ID document must be a different upload from the borrower photo. Please upload it again.'],
    ];
    for (const [override, message] of cases) {
      const res = await submit(validPayload(mine.paths, override), mine.cookie);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    // Without the visitor cookie the uploads are nobody's.
    const anonymous = await submit(validPayload(mine.paths));
    expect(anonymous.json()).toMatchObject({ message: 'The borrower photo upload was not found. Please upload it again.' });
    // Nothing was attached by the refused attempts, so the same uploads still work.
    expect((await submit(validPayload(mine.paths), mine.cookie)).statusCode).toBe(201);
  });

  it('does not let an upload be used by a second application', async () => {
    const first = await uploadDocuments(t);
    expect((await submit(validPayload(first.paths), first.cookie)).statusCode).toBe(201);
    const second = await uploadDocuments(t, first.cookie);
    const res = await submit(validPayload({ ...second.paths, idDocumentUrl: first.paths.idDocumentUrl }), first.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The ID document upload was not found. Please upload it again.' });
    const [unused] = await t.database.db.select().from(objects).where(eq(objects.key, second.paths.borrowerPhotoUrl.replace('/objects/', '')));
    expect(unused?.attachedAt).toBeNull();
  });

  it('reuses the borrower row for the same e-mail and ID number, and numbers applications in sequence', async () => {
    const email = `repeat.${randomBytes(3).toString('hex')}@example.com`;
    const a = await uploadDocuments(t);
    const first = await submit(validPayload(a.paths, { borrowerEmail: email, borrowerID: 'x-1' }), a.cookie);
    const b = await uploadDocuments(t, a.cookie);
    const second = await submit(
      validPayload(b.paths, { borrowerEmail: email.toUpperCase(), borrowerID: ' X-1 ', borrowerPhone: '876-555-0199', borrowerTRN: '' }),
      a.cookie,
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const n1 = first.json<{ applicationNumber: string }>().applicationNumber;
    const n2 = second.json<{ applicationNumber: string }>().applicationNumber;
    expect(sequenceOf(n2)).toBe(sequenceOf(n1) + 1);
    const [r1, r2] = [await applicationByNumber(n1), await applicationByNumber(n2)];
    expect(r1.borrowerId).toBe(r2.borrowerId);
    const rows = await t.database.db.select().from(borrowers).where(eq(borrowers.email, email)).orderBy(asc(borrowers.createdAt));
    expect(rows).toHaveLength(1);
    // The record keeps what it holds: the second application's phone and documents are proposed to
    // staff at review (DESIGN decision 18), never written by the submission.
    expect(rows[0]).toMatchObject({ idNumber: 'X-1', phone: '876-555-0101', trn: '123456789', photoUrl: a.paths.borrowerPhotoUrl });
  });

  it('numbers concurrent submissions without gaps and lets only one of them claim shared uploads', async () => {
    const visitors = await Promise.all([1, 2, 3, 4].map(() => uploadDocuments(t)));
    const results = await Promise.all(visitors.map((v) => submit(validPayload(v.paths), v.cookie)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const numbers = results.map((r) => sequenceOf(r.json<{ applicationNumber: string }>().applicationNumber)).sort((a, b) => a - b);
    expect(numbers).toEqual([0, 1, 2, 3].map((i) => (numbers[0] ?? 0) + i));

    const shared = await uploadDocuments(t);
    const race = await Promise.all([1, 2, 3].map(() => submit(validPayload(shared.paths), shared.cookie)));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('accepts a signed-in user submitting their own uploads', async () => {
    const user = await t.createUser('borrower');
    const session = await t.signIn(user.email, user.password);
    const { paths } = await uploadDocuments(t, session);
    const res = await submit(validPayload(paths, { borrowerEmail: user.email, termWeeks: '10', interestRate: 40, loanAmount: 1000 }), session);
    expect(res.statusCode).toBe(201);
    const row = await applicationByNumber(res.json<{ applicationNumber: string }>().applicationNumber);
    // 1000 + 40% = 1400 over 10 weeks.
    expect(row).toMatchObject({ termWeeks: 10, weeklyInstalment: '140.00', totalAmount: '1400.00' });
    const [borrower] = await t.database.db.select().from(borrowers).where(eq(borrowers.id, row.borrowerId ?? ''));
    expect(borrower?.userId).toBe(user.id);
  });

  it('rate-limits submissions per visitor', async () => {
    const cookie = `pawnbook_vid=${randomBytes(32).toString('base64url')}`;
    for (let i = 0; i < 20; i += 1) expect((await submit({}, cookie)).statusCode).toBe(400);
    const res = await submit({}, cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many applications submitted\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
