import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '@common/contracts/collections';
import { GUARANTEE_MESSAGES as M } from '@common/contracts/guarantees';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { emailOutbox, guarantorConsents, guarantorInvitations, objects } from '../../db/schema';
import { pdfText } from '../../test/pdf-read';
import { signInCookies } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, TEST_ORIGIN, type TTestApp } from '../../test/test-app';
import { auditRowsOf, readApplication, submitApplication } from '../applications/pawn-loan-review.test-support';
import { PDF, PNG, upload, uploadDocuments, validPayload } from '../applications/pawn-loans.test-support';
import { caseOfLoan, findOverdueRequest, loanStartedDaysAgo } from '../collections/collections.test-support';

const LINK = new RegExp(`${TEST_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/guarantee/([A-Za-z0-9_-]{43})`);
const GUARANTOR = { guarantorName: 'Paul Guarantor', guarantorEmail: 'Paul.Guarantor@Example.com', guarantorTRN: '987-654-321', guarantorAddress: '9 Old Hope Road', guarantorPhone: '876-555-0199' };

describe.each(BOTH_BACKENDS)('guarantor consent on %s', (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [officer, admin] = await signInCookies(t, 'loan_officer', 'admin');
  });
  afterAll(() => t.close());

  const invite = (id: string, cookie = officer) => t.request({ method: 'POST', url: `/api/pawn-loans/${id}/guarantor-invitation`, cookie });
  const terms = (token: string) => t.request({ method: 'GET', url: `/api/guarantee/${token}` });
  const decide = (token: string, payload: Record<string, unknown>, cookie?: string) =>
    t.request({ method: 'POST', url: `/api/guarantee/${token}`, payload, ...(cookie ? { cookie } : {}) });
  const setStatus = (id: string, status: string, cookie = admin) => t.request({ method: 'PATCH', url: `/api/pawn-loans/${id}/status`, payload: { status }, cookie });
  const detail = async (id: string) => (await t.request({ method: 'GET', url: `/api/pawn-loans/${id}`, cookie: admin })).json<{ application: Record<string, unknown> }>().application;
  const tokenSentTo = async (address: string) => {
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.id)).limit(1);
    const token = LINK.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no guarantee link in ${mail?.textBody}`);
    return { token, mail: mail! };
  };
  /** The guarantor's own uploads, made by their browser (a visitor cookie of its own). */
  const guarantorUploads = async () => {
    const signature = await upload(t, PNG());
    const cookie = signature.cookie!;
    const id = await upload(t, PDF(), cookie);
    const trn = await upload(t, PNG(), cookie);
    return { cookie, body: { signatureUrl: signature.objectPath, idDocumentUrl: id.objectPath, idDocumentNumber: 'A7654321', trnPhotoUrl: trn.objectPath } };
  };
  const invited = async (email = `g.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`) => {
    const app = await submitApplication(t, { ...GUARANTOR, guarantorEmail: email });
    expect((await invite(app.id)).statusCode).toBe(201);
    return { ...app, email, token: (await tokenSentTo(email)).token };
  };

  it('asks for the guarantor e-mail with a guarantor name, and answers the consent in the list and the review', async () => {
    const docs = await uploadDocuments(t);
    const refused = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(docs.paths, { guarantorName: 'Paul Guarantor' }), cookie: docs.cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: M.guarantorEmailRequired });
    const bad = await t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(docs.paths, { ...GUARANTOR, guarantorEmail: 'paul at home' }), cookie: docs.cookie });
    expect(bad.json()).toMatchObject({ message: M.guarantorEmail });
    const none = await submitApplication(t);
    expect(await detail(none.id)).toMatchObject({ guarantorConsent: 'none', guarantorEmail: null, guarantorConsentAt: null });
    const named = await submitApplication(t, { ...GUARANTOR });
    expect(await detail(named.id)).toMatchObject({ guarantorConsent: 'not_invited', guarantorEmail: 'paul.guarantor@example.com' });
    const listed = await t.request({ method: 'GET', url: `/api/pawn-loans?search=${named.applicationNumber}`, cookie: admin });
    expect(listed.json<{ items: Record<string, unknown>[] }>().items[0]).toMatchObject({ guarantorConsent: 'not_invited' });
  });

  it('invites by e-mail through the outbox: 201 {sentTo, expiresAt}, a hashed single link for 14 days; 409 without guarantor or e-mail', async () => {
    const app = await submitApplication(t, { ...GUARANTOR, guarantorEmail: 'grace.g@example.com' });
    const res = await invite(app.id);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ sentTo: string; expiresAt: string }>();
    expect(body.sentTo).toBe('grace.g@example.com');
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    const { token, mail } = await tokenSentTo('grace.g@example.com');
    expect(mail).toMatchObject({ kind: 'guarantor-invitation', status: 'pending', relatedId: app.id });
    expect(mail.textBody).toContain('up to J$14,400.00 plus late fees');
    const rows = await t.database.db.select().from(guarantorInvitations).where(eq(guarantorInvitations.applicationId, app.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([createHash('sha256').update(token).digest('base64url')]);
    const after = await detail(app.id);
    expect(after).toMatchObject({ guarantorConsent: 'invited' });
    expect(after.guarantorConsentAt).toEqual(expect.any(String));
    expect(await auditRowsOf(t.database.db, app.id, 'guarantor.invite')).toHaveLength(1);

    const none = await submitApplication(t);
    expect((await invite(none.id)).json()).toMatchObject({ message: M.noGuarantor });
    expect((await invite(none.id)).statusCode).toBe(409);
    // A guarantor without an address: 409 until staff add it at review.
    const noMail = await submitApplication(t, {});
    await t.database.db.execute(sql`update pawn_loan_applications set guarantor_name = 'No Mail' where id = ${noMail.id}`);
    const missing = await invite(noMail.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ message: M.noEmail });
    const added = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${noMail.id}/guarantor-email`, payload: { guarantorEmail: 'no.mail@example.com' }, cookie: officer });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ guarantorEmail: 'no.mail@example.com', guarantorConsent: 'not_invited' });
    expect((await t.request({ method: 'PATCH', url: `/api/pawn-loans/${noMail.id}/guarantor-email`, payload: { guarantorEmail: 'nope' }, cookie: officer })).statusCode).toBe(400);
    expect((await invite(noMail.id)).statusCode).toBe(201);
    // Guests and borrowers may not invite.
    expect((await t.request({ method: 'POST', url: `/api/pawn-loans/${noMail.id}/guarantor-invitation` })).statusCode).toBe(401);
  });

  it('answers the terms and nothing more: no borrower address, TRN, ID or documents', async () => {
    const { token, applicationNumber } = await invited();
    const res = await terms(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      ['applicationNumber', 'borrowerName', 'expiresAt', 'firstDueDate', 'guarantorName', 'interestRate', 'lateFee', 'loanAmount', 'renewal', 'shopName', 'termWeeks', 'totalRepayment', 'weeklyInstalment'].sort(),
    );
    expect(body).toMatchObject({ borrowerName: 'Marcia Campbell', applicationNumber, loanAmount: '12000.00', totalRepayment: '14400.00', weeklyInstalment: '3600.00', lateFee: '720.00', termWeeks: 4, guarantorName: 'Paul Guarantor', renewal: false });
    expect(body.firstDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const secret of ['12 Hope Road', '123456789', 'AB123456', 'DL-998877', '/objects/', 'marcia.campbell']) expect(res.body.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('the link: 404 unknown or revoked by a newer invitation, 410 expired or used', async () => {
    expect((await terms('x'.repeat(43))).statusCode).toBe(404);
    expect((await terms('not a token')).statusCode).toBe(404);
    const first = await invited();
    expect((await invite(first.id)).statusCode).toBe(201);
    const second = (await tokenSentTo(first.email)).token;
    expect(second).not.toBe(first.token);
    const revoked = await terms(first.token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ message: M.linkNotFound });
    expect((await terms(second)).statusCode).toBe(200);
    expect((await decide(first.token, { decision: 'decline' })).statusCode).toBe(404);

    await t.database.db.update(guarantorInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(guarantorInvitations.applicationId, first.id));
    await t.database.db.execute(sql`update pawn_loan_applications set guarantor_invite_expires_at = now() - interval '1 second' where id = ${first.id}`);
    const expired = await terms(second);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: M.linkExpired });
    expect((await decide(second, { decision: 'decline' })).statusCode).toBe(410);
    expect(await detail(first.id)).toMatchObject({ guarantorConsent: 'expired' });

    const used = await invited();
    expect((await decide(used.token, { decision: 'decline', note: 'I do not know her well enough.' })).json()).toEqual({ status: 'declined' });
    const again = await terms(used.token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: M.linkUsed });
    expect((await decide(used.token, { decision: 'decline' })).statusCode).toBe(410);
    expect(await detail(used.id)).toMatchObject({ guarantorConsent: 'declined' });
    expect(await auditRowsOf(t.database.db, used.id, 'guarantor.declined')).toHaveLength(1);
  });

  it('accepts with signature, ID and TRN photo uploaded by the guarantor; they are attached to the application; the PDF follows', async () => {
    const app = await invited();
    const uploads = await guarantorUploads();
    const missing = await decide(app.token, { decision: 'accept', signatureUrl: uploads.body.signatureUrl }, uploads.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: M.acceptNeeds });
    // Someone else's uploads do not count.
    const stranger = await guarantorUploads();
    expect((await decide(app.token, { decision: 'accept', ...stranger.body }, uploads.cookie)).statusCode).toBe(400);
    // The refusals left the link usable.
    const res = await decide(app.token, { decision: 'accept', ...uploads.body }, uploads.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'accepted' });
    const [consent] = await t.database.db.select().from(guarantorConsents).where(eq(guarantorConsents.applicationId, app.id));
    expect(consent).toMatchObject({ decision: 'accept', guarantorName: 'Paul Guarantor', idDocumentNumber: 'A7654321', signatureUrl: uploads.body.signatureUrl });
    const attached = await t.database.db.select().from(objects).where(eq(objects.applicationId, app.id));
    expect(attached.map((o) => `/objects/uploads/${o.id}`)).toEqual(expect.arrayContaining([uploads.body.signatureUrl, uploads.body.idDocumentUrl, uploads.body.trnPhotoUrl]));
    const after = await detail(app.id);
    expect(after).toMatchObject({ guarantorConsent: 'accepted' });

    const pdf = await t.request({ method: 'GET', url: `/api/guarantee/${app.token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const staffPdf = await t.request({ method: 'GET', url: `/api/pawn-loans/${app.applicationNumber}/guarantee`, cookie: officer });
    expect(staffPdf.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/pawn-loans/${app.applicationNumber}/guarantee` })).statusCode).toBe(401);
    // Past the decision the link only gives the PDF; staff can no longer re-invite an agreed guarantor.
    expect((await invite(app.id)).statusCode).toBe(409);
  });

  it('gates approval and activation on the guarantor agreeing: 409 "The guarantor has not agreed to this loan"', async () => {
    const app = await invited();
    for (const status of ['approved', 'active']) {
      const refused = await setStatus(app.id, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'The guarantor has not agreed to this loan' });
    }
    // A loan officer may still mark it reviewed.
    expect((await setStatus(app.id, 'reviewed', officer)).statusCode).toBe(200);
    const declined = await invited();
    await decide(declined.token, { decision: 'decline' });
    expect((await setStatus(declined.id, 'approved')).statusCode).toBe(409);

    const uploads = await guarantorUploads();
    expect((await decide(app.token, { decision: 'accept', ...uploads.body }, uploads.cookie)).statusCode).toBe(200);
    const approved = await setStatus(app.id, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await readApplication(t.database.db, app.id))?.status).toBe('approved');
    // Past approval the guarantor can no longer be asked.
    expect((await invite(app.id)).json()).toMatchObject({ message: M.pastApproval });

    // Without a guarantor nothing changes.
    const plain = await submitApplication(t);
    expect((await setStatus(plain.id, 'approved')).statusCode).toBe(200);
  });

  it('lists for a borrower record the loans they guarantee (matched by TRN) and what is owed on them', async () => {
    // Paul is a borrower himself (his record holds his TRN) and guarantees Marcia's loan.
    const own = await submitApplication(t, { borrowerName: 'Paul Guarantor', borrowerEmail: 'paul.own@example.com', borrowerID: 'PG-1', borrowerTRN: '555-444-333' });
    const paulId = (await readApplication(t.database.db, own.id))?.borrowerId;
    const guaranteed = await submitApplication(t, { ...GUARANTOR, guarantorEmail: 'paul.own@example.com', guarantorTRN: '555 444 333' });
    const pending = await submitApplication(t, { ...GUARANTOR, guarantorEmail: 'paul.own@example.com', guarantorTRN: '555444333', borrowerName: 'Kemar Bell', borrowerEmail: 'kemar@example.com', borrowerID: 'KB-1' });
    const paper = await upload(t, PDF(), officer);
    const recorded = await t.request({ method: 'POST', url: `/api/pawn-loans/${guaranteed.id}/guarantor-consent/paper`, payload: { paperUrl: paper.objectPath, reason: 'Signed at the counter.' }, cookie: officer });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await setStatus(guaranteed.id, 'approved')).statusCode).toBe(200);

    const res = await t.request({ method: 'GET', url: `/api/admin/borrowers/${paulId}/guaranteed-loans`, cookie: officer });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ trn: string; outstanding: string; items: Record<string, unknown>[] }>();
    expect(body.trn).toBe('555444333');
    expect(body.outstanding).toBe('14400.00');
    expect(body.items).toEqual([
      expect.objectContaining({ applicationNumber: pending.applicationNumber, status: 'submitted', guarantorConsent: 'not_invited', outstanding: '0.00' }),
      expect.objectContaining({ applicationNumber: guaranteed.applicationNumber, borrowerName: 'Marcia Campbell', status: 'approved', guarantorConsent: 'paper', outstanding: '14400.00' }),
    ]);
    // Guests may not read it; an unknown record is 404.
    expect((await t.request({ method: 'GET', url: `/api/admin/borrowers/${paulId}/guaranteed-loans` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/borrowers/00000000-0000-4000-8000-000000000000/guaranteed-loans', cookie: officer })).statusCode).toBe(404);
  });

  it('Debt collection logs a contact with the guarantor of a defaulted loan, and only of one', async () => {
    const loan = await loanStartedDaysAgo(t.database.db, 30, { guarantorName: 'Paul Guarantor', guarantorEmail: 'paul.g@example.com' });
    expect((await findOverdueRequest(t, officer)).statusCode).toBe(200);
    const caseId = (await caseOfLoan(t, officer, loan.id)).id;
    const contact = (party: string) => t.request({ method: 'POST', url: `/api/collections/${caseId}/contacts`, payload: { party, contactMethod: 'phone', outcome: 'spoke' }, cookie: officer });
    // Still active: the borrower is asked, not the guarantor.
    const early = await contact('guarantor');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: COLLECTION_MESSAGES.guarantorOnlyDefaulted });
    await t.database.db.execute(sql`update pawn_loan_applications set status = 'defaulted' where id = ${loan.id}`);
    const res = await contact('guarantor');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ party: 'guarantor', contactMethod: 'phone', outcome: 'spoke' });
    const borrower = await contact('borrower');
    expect(borrower.json()).toMatchObject({ party: 'borrower' });
    const detail = await t.request({ method: 'GET', url: `/api/collections/${caseId}`, cookie: officer });
    expect(detail.json<{ contacts: { party: string }[] }>().contacts.map((c) => c.party).sort()).toEqual(['borrower', 'guarantor']);
    expect((await contact('cousin')).statusCode).toBe(400);
  });

  it('records a signed paper consent with its scan and a reason (audited), which lets the loan be approved', async () => {
    const app = await submitApplication(t, { ...GUARANTOR, guarantorEmail: 'paper.g@example.com' });
    const paper = await upload(t, PDF(), officer);
    const paperConsent = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: `/api/pawn-loans/${app.id}/guarantor-consent/paper`, payload, cookie: officer });
    expect((await paperConsent({ paperUrl: paper.objectPath })).statusCode).toBe(400);
    const res = await paperConsent({ paperUrl: paper.objectPath, reason: 'The guarantor signed at the counter; no e-mail.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ guarantorConsent: 'paper' });
    expect(await auditRowsOf(t.database.db, app.id, 'guarantor.paper-consent')).toHaveLength(1);
    expect((await setStatus(app.id, 'approved')).statusCode).toBe(200);
    const pdf = await t.request({ method: 'GET', url: `/api/pawn-loans/${app.applicationNumber}/guarantee`, cookie: admin });
    expect(pdf.statusCode).toBe(200);
  });

  it('prints an approved loan\'s stored schedule and totals on the guarantee, not what its terms would come to today (issue 42)', async () => {
    // J$12,000.00 at 20% over 4 weeks comes to J$14,400.00 today; this loan was stored under older
    // rules: J$15,000.00 in all, J$3,750.00 a week, each instalment due a day after its week.
    const app = await submitApplication(t, { ...GUARANTOR, guarantorEmail: 'stored.g@example.com' });
    const paper = await upload(t, PDF(), officer);
    const recorded = await t.request({ method: 'POST', url: `/api/pawn-loans/${app.id}/guarantor-consent/paper`, payload: { paperUrl: paper.objectPath, reason: 'Signed at the counter.' }, cookie: officer });
    expect(recorded.statusCode, recorded.body).toBe(200);
    await t.database.db.execute(sql`update pawn_loan_applications set total_amount = 15000, total_repayment = 15000, weekly_instalment = 3750, late_fine = 750 where id = ${app.id}`);
    expect((await setStatus(app.id, 'approved')).statusCode).toBe(200);
    await t.database.db.execute(sql`update loan_payments set due_date = due_date + 1 where application_id = ${app.id}`);

    const pdf = await t.request({ method: 'GET', url: `/api/pawn-loans/${app.applicationNumber}/guarantee`, cookie: admin });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Weekly instalment J$3,750.00');
    expect(text).toContain('Total repayable J$15,000.00');
    expect(text).toContain('Late fee J$750.00 per late payment');
    expect(text).toContain(`First payment due ${formatDayFirst(addDays(jamaicaToday(), 8))}`);
    expect(text).toContain('up to J$15,000.00 plus late fees of J$750.00 per late payment');
    expect(text).not.toContain('J$14,400.00');
  });
});
