import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import { emailOutbox, loanPayments, pawnLoanApplications } from '../../db/schema';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { AGREEMENT_RENDER_KIND } from './pawn-loan-agreement.pdf';
import { insertApplication } from './pawn-loan-review.test-support';
import { uploadDocuments, validPayload } from './pawn-loans.test-support';

const run = promisify(execFile);

/** The PDF's text as pdftotext reads it (layout kept, so a label and its value share a line). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agreement-'));
  try {
    const file = path.join(dir, 'agreement.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(PGLITE_ONLY)('GET /api/pawn-loans/{applicationNumber}/agreement, on %s', (backend) => {
  let t: TTestApp;
  let guestCookie: string;
  let guestNumber: string;
  let borrower: { id: string; email: string; password: string };
  let borrowerNumber: string;

  const agreement = (applicationNumber: string, cookie?: string) =>
    t.request({ method: 'GET', url: `/api/pawn-loans/${applicationNumber}/agreement`, ...(cookie ? { cookie } : {}) });

  beforeAll(async () => {
    t = await createTestApp(backend);
    // A guest applies for a person whose name is written in Cyrillic.
    const guest = await uploadDocuments(t);
    guestCookie = guest.cookie;
    const res = await t.request({
      method: 'POST',
      url: '/api/pawn-loans',
      cookie: guestCookie,
      payload: validPayload(guest.paths, { borrowerName: 'Марина Кэмпбелл', loanAmount: 10000, interestRate: 20, termWeeks: 4 }),
    });
    expect(res.statusCode).toBe(201);
    guestNumber = res.json<{ applicationNumber: string }>().applicationNumber;

    // A borrower with an account applies for themselves while signed in.
    borrower = await t.createUser('borrower');
    const session = await t.signIn(borrower.email, borrower.password);
    const own = await uploadDocuments(t, session);
    const mine = await t.request({ method: 'POST', url: '/api/pawn-loans', cookie: own.cookie, payload: validPayload(own.paths, { borrowerEmail: borrower.email }) });
    expect(mine.statusCode).toBe(201);
    borrowerNumber = mine.json<{ applicationNumber: string }>().applicationNumber;
  });
  afterAll(() => t.close());

  it('gives the submitting browser the PDF: number, the J$ late fee, the APR and the name in its own script', async () => {
    const res = await agreement(guestNumber, guestCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="loan-agreement-${guestNumber}.pdf"`);
    // Long values wrap onto the next line: compare with the white space folded.
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(guestNumber);
    expect(text).toContain('Марина Кэмпбелл');
    // J$10,000 at 20% over 4 weeks: docs/cost-of-credit.md example A.
    expect(text).toMatch(/Late fee J\$600\.00 per late payment \(20% of one weekly payment of J\$3,000\.00\)/);
    expect(text).toMatch(/Annual percentage rate \(APR\) 401\.1%/);
    expect(text).toMatch(/Total interest J\$2,000\.00/);
    expect(text).toContain('If a payment is late');
    expect(text).toContain('Gold chain, 18k');
    expect(text).toMatch(new RegExp(`Loan agreement ${guestNumber} · Page 1 of \\d`));
  });

  it('gives the borrower their own agreement from any session, and staff every agreement', async () => {
    const later = await t.signIn(borrower.email, borrower.password);
    expect((await agreement(borrowerNumber, later)).statusCode).toBe(200);
    const officer = await t.createUser('loan_officer');
    const staff = await t.signIn(officer.email, officer.password);
    expect((await agreement(guestNumber, staff)).statusCode).toBe(200);
    expect((await agreement(borrowerNumber.toLowerCase(), staff)).statusCode).toBe(200);
  });

  it('answers 404 to anyone else, as for a number that does not exist', async () => {
    const other = await t.createUser('borrower');
    const otherSession = await t.signIn(other.email, other.password);
    const stranger = (await uploadDocuments(t)).cookie;
    const it_ = await t.createUser('it');
    const itSession = await t.signIn(it_.email, it_.password);
    for (const [number, cookie] of [
      [guestNumber, undefined],
      [guestNumber, stranger],
      [guestNumber, otherSession],
      [borrowerNumber, guestCookie],
      [borrowerNumber, itSession],
      ['PL-2099-999999', guestCookie],
      ['not-a-number', guestCookie],
    ] as const) {
      const res = await agreement(number, cookie);
      expect(res.statusCode, `${number} ${cookie ?? 'no cookie'}`).toBe(404);
      expect(res.json<{ message: string }>()).toMatchObject({ message: 'Agreement not found' });
    }
  });

  it('prints an approved loan\'s stored schedule and totals, not what its terms would come to today (issue 42)', async () => {
    // J$10,000.00 at 20% over 4 weeks comes to J$12,000.00 today; this loan was made under older
    // rules: J$12,500.00 in all, J$3,125.00 a week, each instalment due a day after its week.
    // The address takes upper-case application numbers, as the real ones are.
    const applicationNumber = `PL-2042-${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const loan = await insertApplication(t.database.db, { applicationNumber, weeklyInstalment: '3125.00', totalAmount: '12500.00', totalRepayment: '12500.00', lateFine: '625.00' });
    const a = await t.createUser('admin');
    const admin = await t.signIn(a.email, a.password);
    const approved = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${loan.id}/status`, payload: { status: 'approved' }, cookie: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.database.db.execute(sql`update loan_payments set due_date = due_date + 1 where application_id = ${loan.id}`);
    const schedule = await t.database.db.select().from(loanPayments).where(eq(loanPayments.applicationId, loan.id)).orderBy(loanPayments.paymentNumber);
    expect(schedule.map((r) => [r.paymentAmount, r.dueDate])).toEqual([1, 2, 3, 4].map((week) => ['3125.00', addDays(jamaicaToday(), 7 * week + 1)]));

    const res = await agreement(applicationNumber, admin);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Total interest J$2,500.00 (20% of the amount lent)');
    expect(text).toContain('Total repayable J$12,500.00');
    expect(text).toContain('Late fee J$625.00 per late payment (20% of one weekly payment of J$3,125.00)');
    for (const row of schedule) expect(text).toContain(`Payment ${row.paymentNumber} ${formatDayFirst(row.dueDate)} J$3,125.00`);
    expect(text).toContain('For each payment not made in full by its due date, a late fee of J$625.00 is added');
    expect(text).not.toContain('J$2,000.00');
    expect(text).not.toContain('J$3,000.00');
  });

  it('attaches the same agreement to the confirmation e-mail', async () => {
    const [row] = await t.database.db.select().from(pawnLoanApplications).where(eq(pawnLoanApplications.applicationNumber, guestNumber));
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, row!.id));
    expect(mail?.attachments).toEqual([
      { filename: `loan-agreement-${guestNumber}.pdf`, contentType: 'application/pdf', render: { kind: AGREEMENT_RENDER_KIND, id: row!.id } },
    ]);
    expect(mail?.textBody).toContain('Your loan agreement is attached as a PDF.');
  });
});
