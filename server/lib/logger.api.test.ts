import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDocuments, validPayload } from '../modules/applications/pawn-loans.test-support';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../test/test-app';
import { serializeError } from './logger';

type TLine = { level: number; msg: string; err?: Record<string, unknown>; req?: { url?: string } } & Record<string, unknown>;

// A failing query used to log its parameters: an argon2 hash, a sealed SMTP password and borrower
// PII were in the log. Queries are made to fail here with a CHECK constraint the test adds, so the
// real services, drizzle, the database driver and the logger configuration all take part.
describe.each(PGLITE_ONLY)('what the log holds when a query fails, on %s', (backend) => {
  let t: TTestApp;
  let cookie: string;
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as TLine);

  beforeAll(async () => {
    // development: the request lines are logged too, so their form is checked as well.
    t = await createTestApp(backend, { NODE_ENV: 'development' }, { logStream: { write: (line) => void written.push(line) } });
    const owner = await t.createUser('super_admin');
    cookie = await t.signIn(owner.email, owner.password);
    await t.database.db.execute(sql.raw(`alter table users add constraint log_test_no_explode check (coalesce(first_name, '') <> 'Explode')`));
    await t.database.db.execute(
      sql.raw(`alter table pawn_loan_applications add constraint log_test_no_explode check (coalesce(collateral_property, '') <> 'Explode')`),
    );
  });
  afterAll(() => t.close());

  it('logs a failed account insert with its SQL and SQLSTATE, without the e-mail, the password or its hash', async () => {
    written.length = 0;
    const password = 'Leaky-Password-4471';
    const email = 'leak.me.4471@example.com';
    const res = await t.request({ method: 'POST', url: '/api/admin/users', cookie, payload: { email, password, role: 'loan_officer', firstName: 'Explode' } });
    expect(res.statusCode).toBe(500);

    const log = written.join('');
    expect(log).not.toContain(email);
    expect(log).not.toContain(password);
    expect(log).not.toMatch(/\$argon2id\$/);
    // The row itself ("Failing row contains (...)") is PostgreSQL's detail; it stays out too.
    expect(log).not.toMatch(/Failing row/);
    const failure = lines().find((line) => line.msg === 'unhandled error');
    expect(failure, log).toBeDefined();
    expect(failure!.err).toMatchObject({ type: 'DrizzleQueryError', sql: expect.stringMatching(/^insert into "users"/) });
    expect(failure!.err!.cause).toMatchObject({ code: '23514', table: 'users', constraint: 'log_test_no_explode' });
    expect(failure!.route).toBe('/api/admin/users');
  });

  it('logs a failed application insert without the borrower PII it held', async () => {
    const { paths, cookie: visitor } = await uploadDocuments(t);
    written.length = 0;
    const payload = validPayload(paths, {
      borrowerEmail: 'pii.borrower.8812@example.com',
      borrowerID: 'ID-SECRET-8812',
      borrowerTRN: '881-288-128',
      borrowerAddress: '8812 Secret Lane, Kingston',
      collateralProperty: 'Explode',
    });
    const res = await t.request({ method: 'POST', url: '/api/pawn-loans?search=Query-Text-8812', cookie: visitor, payload });
    expect(res.statusCode).toBe(500);

    const log = written.join('');
    expect(lines().some((line) => line.msg === 'unhandled error' && JSON.stringify(line.err).includes('23514')), log).toBe(true);
    for (const secret of ['pii.borrower.8812', 'ID-SECRET-8812', '881-288-128', '881288128', '8812 Secret Lane', 'Query-Text-8812']) {
      expect(log, secret).not.toContain(secret);
    }
    // Request lines name the path only.
    expect(lines().some((line) => line.req?.url === '/api/pawn-loans')).toBe(true);
  });

  it('masks secrets and PII by key in whatever a log call is given', () => {
    written.length = 0;
    t.app.log.warn({ password: 'pw-by-key', outbox: { toAddress: 'a@b.example', id: 7 }, email: 'c@d.example', trn: '123456789' }, 'by key');
    const [line] = lines();
    expect(line).toMatchObject({ password: '[redacted]', outbox: { toAddress: '[redacted]', id: 7 }, email: '[redacted]', trn: '[redacted]' });
  });
});

describe('serializeError', () => {
  it('keeps the statement and drops drizzle\'s params line, values quoted by PostgreSQL and JSON input', () => {
    const error = new Error('Failed query: select $1::uuid\nparams: secret-value', {
      cause: Object.assign(new Error('invalid input syntax for type uuid: "secret-value"'), { code: '22P02', detail: 'secret-value', params: ['secret-value'] }),
    });
    Object.assign(error, { query: 'select $1::uuid', params: ['secret-value'] });
    const safe = serializeError(error);
    expect(safe).toMatchObject({ message: 'Failed query: select $1::uuid', sql: 'select $1::uuid', cause: { code: '22P02', message: 'invalid input syntax for type uuid: [redacted]' } });
    expect(JSON.stringify(safe)).not.toContain('secret-value');

    let parseError: unknown;
    try {
      JSON.parse('password=hunter2');
    } catch (e) {
      parseError = e;
    }
    expect(JSON.stringify(serializeError(parseError))).not.toContain('hunter2');
  });
});
