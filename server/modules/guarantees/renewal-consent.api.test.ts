import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARANTEE_MESSAGES as M } from '@common/contracts/guarantees';
import type { TRenewalQuote, TRenewPledgeResponse } from '@common/contracts/pledge-renewal';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { emailOutbox } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, TEST_ORIGIN, type TTestApp } from '../../test/test-app';
import { auditRowsOf } from '../applications/pawn-loan-review.test-support';
import { PDF, PNG, upload } from '../applications/pawn-loans.test-support';
import { insertLoan, pay } from '../payments/payments.test-support';
import { activate, addItem } from '../pledges/pledges.test-support';

// A renewal (issue 32) copies the guarantor but not their consent, which was given to the old
// loan's terms: while the new loan is active, staff may ask the guarantor to agree to its terms.

const LINK = new RegExp(`${TEST_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/guarantee/([A-Za-z0-9_-]{43})`);

describe.each(PGLITE_ONLY)("a renewed loan's guarantor, on %s", (backend) => {
  let t: TTestApp;
  let officer: string;
  let admin: string;
  const today = jamaicaToday();
  beforeAll(async () => {
    t = await createTestApp(backend);
    const o = await t.createUser('loan_officer');
    officer = await t.signIn(o.email, o.password);
    const a = await t.createUser('admin');
    admin = await t.signIn(a.email, a.password);
  });
  afterAll(() => t.close());

  const invite = (id: string) => t.request({ method: 'POST', url: `/api/pawn-loans/${id}/guarantor-invitation`, cookie: officer });
  const paperConsent = (id: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: `/api/pawn-loans/${id}/guarantor-consent/paper`, payload, cookie: officer });
  const detail = async (id: string) => (await t.request({ method: 'GET', url: `/api/pawn-loans/${id}`, cookie: admin })).json<{ application: Record<string, unknown> }>().application;
  const invitationTo = async (address: string) => {
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, 'guarantor-invitation')))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = LINK.exec(mail?.textBody ?? '')?.[1];
    if (!mail || !token) throw new Error(`no guarantee link sent to ${address}`);
    return { mail, token };
  };

  /** An active pawn loan whose guarantor agreed on paper (the approval gate), started 16 days ago with its first instalment paid. */
  async function guaranteedLoan(email: string) {
    const loan = await insertLoan(t.database.db, { startDate: addDays(today, -16), guarantorName: 'Paul Guarantor', guarantorEmail: email, guarantorTRN: '987654321', guarantorConsent: 'paper' });
    await addItem(t, officer, loan.id);
    await activate(t, admin, loan.id);
    await pay(t, officer, loan.id, '3000.00', { paymentDate: addDays(today, -9) });
    return loan;
  }

  /** The loan renewed (J$2,100.00 paid: J$6,500.00 lent again at 40% over 6 weeks); answers the new loan. */
  async function renewed(email: string) {
    const old = await guaranteedLoan(email);
    const quote = await t.request({ method: 'GET', url: `/api/pawn-loans/${old.id}/renewal`, cookie: officer });
    expect(quote.json<TRenewalQuote>().guarantorName).toBe('Paul Guarantor');
    const res = await t.request({ method: 'POST', url: `/api/pawn-loans/${old.id}/renew`, cookie: officer, payload: { termWeeks: 6, interestRate: 40, paymentAmount: '2100.00', paymentMethod: 'cash' } });
    expect(res.statusCode, res.body).toBe(201);
    return { old, renewal: res.json<TRenewPledgeResponse>() };
  }

  it('invites the guarantor of an active renewal to its terms; they accept through their link', async () => {
    const email = 'paul.renewal@example.com';
    const { old, renewal } = await renewed(email);
    expect(await detail(renewal.loanId)).toMatchObject({ status: 'active', renewedFromApplicationId: old.id, guarantorConsent: 'not_invited', guarantorEmail: email });

    const res = await invite(renewal.loanId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sentTo: email });
    const { mail, token } = await invitationTo(email);
    expect(mail).toMatchObject({ status: 'pending', relatedId: renewal.loanId });
    // The new terms: J$6,500.00 at 40% over 6 weeks, J$9,100.00 to repay.
    expect(mail.textBody).toContain(`has renewed their loan with`);
    expect(mail.textBody).toContain(`the new loan ${renewal.applicationNumber} is for J$6,500.00`);
    expect(mail.textBody).toContain('you do not guarantee the new loan without your agreement');
    expect(mail.textBody).not.toContain('not approved');
    expect(mail.textBody).toContain('up to J$9,100.00 plus late fees');
    expect(await detail(renewal.loanId)).toMatchObject({ guarantorConsent: 'invited' });
    expect(await auditRowsOf(t.database.db, renewal.loanId, 'guarantor.invite')).toHaveLength(1);

    const terms = await t.request({ method: 'GET', url: `/api/guarantee/${token}` });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({ applicationNumber: renewal.applicationNumber, loanAmount: '6500.00', termWeeks: 6, totalRepayment: '9100.00', renewal: true });

    // The guarantor's own uploads, from their browser.
    const signature = await upload(t, PNG());
    const cookie = signature.cookie!;
    const idDocument = await upload(t, PDF(), cookie);
    const trnPhoto = await upload(t, PNG(), cookie);
    const accepted = await t.request({
      method: 'POST',
      url: `/api/guarantee/${token}`,
      cookie,
      payload: { decision: 'accept', signatureUrl: signature.objectPath, idDocumentUrl: idDocument.objectPath, idDocumentNumber: 'A7654321', trnPhotoUrl: trnPhoto.objectPath },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: 'accepted' });
    expect(await detail(renewal.loanId)).toMatchObject({ status: 'active', guarantorConsent: 'accepted' });
    expect(await auditRowsOf(t.database.db, renewal.loanId, 'guarantor.accepted')).toHaveLength(1);
    // The old loan keeps the consent given to its own terms.
    expect(await detail(old.id)).toMatchObject({ status: 'completed', guarantorConsent: 'paper' });
    // Agreed: no new link.
    const again = await invite(renewal.loanId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.alreadyAgreed });
  });

  it("records a renewal's paper consent while it is active", async () => {
    const { renewal } = await renewed('paul.paper@example.com');
    const paper = await upload(t, PDF(), officer);
    const res = await paperConsent(renewal.loanId, { paperUrl: paper.objectPath, reason: 'Signed the new terms at the counter.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', guarantorConsent: 'paper' });
  });

  it('still refuses an active loan that renews none, and the completed old loan: 409 past approval', async () => {
    const email = 'paul.plain@example.com';
    const plain = await insertLoan(t.database.db, { status: 'active', startDate: today, guarantorName: 'Paul Guarantor', guarantorEmail: email, guarantorConsent: 'not_invited' });
    const refused = await invite(plain.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: M.pastApproval });
    const paper = await upload(t, PDF(), officer);
    const noPaper = await paperConsent(plain.id, { paperUrl: paper.objectPath, reason: 'Signed at the counter.' });
    expect(noPaper.statusCode).toBe(409);
    expect(noPaper.json()).toMatchObject({ message: M.pastApproval });

    const { old } = await renewed('paul.old@example.com');
    const completed = await invite(old.id);
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ message: M.pastApproval });
    expect(await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'guarantor-invitation')))).toEqual([]);
  });
});
