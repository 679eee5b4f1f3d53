import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSettings, pawnLoanApplications, payments, users } from './db/schema';
import { uploadDocuments, validPayload } from './modules/applications/pawn-loans.test-support';
import { insertLoan } from './modules/payments/payments.test-support';
import { createTestApp, PGLITE_ONLY, type TTestApp } from './test/test-app';

const NUL = '\u0000';

// PostgreSQL cannot store NUL in text: such input used to reach the database and fail as a 500.
// Every text field and query parameter refuses control characters with a 400 naming the field.
describe.each(PGLITE_ONLY)('control characters in input, on %s', (backend) => {
  let t: TTestApp;
  let staff: string;
  let superAdmin: { id: string; email: string; password: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    const officer = await t.createUser('loan_officer');
    staff = await t.signIn(officer.email, officer.password);
    const owner = await t.createUser('super_admin');
    superAdmin = { ...owner, cookie: await t.signIn(owner.email, owner.password) };
  });
  afterAll(() => t.close());

  const rows = async (table: typeof users | typeof payments | typeof pawnLoanApplications | typeof emailSettings) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n;
  const expect400 = (res: { statusCode: number; body: string; json: () => unknown }, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message });
  };

  it('refuses a NUL in a guest application name, keeping nothing', async () => {
    const { paths, cookie } = await uploadDocuments(t);
    const before = await rows(pawnLoanApplications);
    const res = await t.request({ method: 'POST', url: '/api/pawn-loans', cookie, payload: validPayload(paths, { borrowerName: `Marcia${NUL}Campbell` }) });
    expect400(res, 'Borrower name must not contain control characters');
    expect(await rows(pawnLoanApplications)).toBe(before);
    // An address may hold line breaks: the same documents then go through.
    const ok = await t.request({ method: 'POST', url: '/api/pawn-loans', cookie, payload: validPayload(paths, { borrowerAddress: '12 Hope Road\r\nKingston 6' }) });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a NUL in payment notes and a control character in a one-line field; line breaks in notes are fine', async () => {
    const loan = await insertLoan(t.database.db);
    const before = await rows(payments);
    const post = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/payments', cookie: staff, payload: { loanApplicationId: loan.id, paymentAmount: '100.00', ...payload } });
    expect400(await post({ notes: `paid${NUL}` }), 'Notes must not contain control characters');
    expect400(await post({ paymentReference: 'ref\n1' }), 'Payment reference must not contain control characters');
    expect(await rows(payments)).toBe(before);
    const ok = await post({ notes: 'paid at the counter\n\tcash' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ notes: string }>().notes).toBe('paid at the counter\n\tcash');
  });

  it('refuses a NUL in a new user name or e-mail', async () => {
    const before = await rows(users);
    const create = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/admin/users', cookie: superAdmin.cookie, payload: { email: 'new.clerk@example.com', role: 'loan_officer', password: 'long-enough-password', ...payload } });
    expect400(await create({ firstName: `Ann${NUL}` }), 'First name must not contain control characters');
    expect400(await create({ lastName: `${NUL}` }), 'Last name must not contain control characters');
    expect400(await create({ email: `new.clerk${NUL}@example.com` }), 'Email must not contain control characters');
    expect(await rows(users)).toBe(before);
  });

  it('refuses a NUL in e-mail settings', async () => {
    const before = await rows(emailSettings);
    const create = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/admin/email-settings', cookie: superAdmin.cookie, payload: { username: 'owner@gmail.com', password: 'abcd efgh ijkl mnop', ...payload } });
    expect400(await create({ senderName: `Pawnbook${NUL}` }), 'Sender name must not contain control characters');
    expect400(await create({ username: `owner${NUL}@gmail.com` }), 'Username must not contain control characters');
    expect400(await create({ password: `abcd${NUL}` }), 'Password must not contain control characters');
    expect(await rows(emailSettings)).toBe(before);
  });

  it('refuses a NUL in search parameters', async () => {
    for (const url of ['/api/pawn-loans?search=ab%00cd', '/api/payments?search=ab%00cd', '/api/payments/loans?search=ab%00cd']) {
      expect400(await t.request({ method: 'GET', url, cookie: superAdmin.cookie }), 'search must not contain control characters');
    }
    expect400(await t.request({ method: 'GET', url: '/api/admin/audit-log?user=a%00', cookie: superAdmin.cookie }), 'user must not contain control characters');
  });

  it('refuses a NUL in delete credentials and deletes nothing', async () => {
    const target = await t.createUser('loan_officer');
    for (const payload of [{ email: `${superAdmin.email}${NUL}`, password: superAdmin.password }, { email: superAdmin.email, password: `${NUL}` }]) {
      const res = await t.request({ method: 'DELETE', url: `/api/admin/users/${target.id}`, cookie: superAdmin.cookie, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Super admin (email|password) must not contain control characters$/);
    }
    const loan = await insertLoan(t.database.db);
    const res = await t.request({ method: 'DELETE', url: `/api/pawn-loans/${loan.id}`, cookie: superAdmin.cookie, payload: { email: `a${NUL}`, password: 'x' } });
    expect400(res, 'Super admin email must not contain control characters');
    expect((await t.request({ method: 'GET', url: `/api/pawn-loans/${loan.id}`, cookie: superAdmin.cookie })).statusCode).toBe(200);
  });

  it('refuses a NUL in a sign-in without a 500', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/local-login', payload: { email: `a${NUL}@example.com`, password: 'whatever-1' } });
    expect400(res, 'Email must not contain control characters');
  });

  it('answers a NUL in a path id like any unknown id', async () => {
    for (const url of ['/api/pawn-loans/%00', '/api/payments/%00/pdf', '/api/pawn-loans/%00/ledger']) {
      expect((await t.request({ method: 'GET', url, cookie: superAdmin.cookie })).statusCode, url).toBe(404);
    }
  });
});
