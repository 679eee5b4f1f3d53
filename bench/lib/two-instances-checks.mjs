// Database set-up and the after-run proofs of bench/two-instances.mjs: a database of its own, the
// loans the clerks pay, and afterwards what the database and both instances say about the money.
import pg from 'pg';

const cents = (text) => Math.round(Number(text) * 100);

/** Runs `work` with one connection to `url`, closed afterwards; every statement is bounded. */
export async function withClient(url, work, { statementTimeoutMs = 60_000 } = {}) {
  const client = new pg.Client({ connectionString: url, statement_timeout: statementTimeoutMs, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The same server, another database name. */
export function databaseUrlFor(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(serverUrl, name) {
  await withClient(databaseUrlFor(serverUrl, 'postgres'), (c) => c.query(`create database "${name}"`));
}

/** Drops it even while something still holds a connection to it (PostgreSQL 13+). */
export async function dropDatabase(serverUrl, name) {
  await withClient(databaseUrlFor(serverUrl, 'postgres'), (c) => c.query(`drop database if exists "${name}" with (force)`));
}

/**
 * Active loans with at least J$100 left to pay (so J$1.00 payments never meet the end of a loan),
 * `count` of them at random: the clerks spread their payments over these.
 */
export async function payableLoanIds(databaseUrl, count) {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `select a.id from pawn_loan_applications a
       left join lateral (select coalesce(sum(p.payment_amount), 0) as paid from payments p
                          where p.loan_application_id = a.id and p.status = 'completed') p on true
       where a.status = 'active' and a.total_repayment - p.paid >= 100
       order by random() limit $1`,
      [count],
    );
    return rows.map((r) => r.id);
  });
}

/** Runs `work` on every item, at most `limit` at a time. */
export async function mapLimit(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * After the run, with both instances still up:
 * 1. every key that was answered 2xx is sent again to the other instance: it must answer 200 with
 *    the same payment and receipt, and record nothing;
 * 2. in the database: at most one payment per key, one for each key answered 2xx (with the receipt
 *    answered), none for a key nobody sent, and no receipt number twice;
 * 3. the ledgers of the loans paid most often, as both instances answer them, against the sums in
 *    the database; and both instances' statistics against the database.
 * Answers { checks: [{ name, ok, detail }], keys: {...} }.
 */
export async function verifyRun({ databaseUrl, instances, keys, keyPrefix, cookie, appUrl, ledgerSamples, timeoutMs }) {
  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok, detail });
  const other = (name) => instances.find((i) => i.name !== name) ?? instances[0];
  const get = async (instance, path) => {
    const res = await fetch(`${instance.baseUrl}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(timeoutMs) });
    if (res.status !== 200) throw new Error(`GET ${path} on ${instance.name} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };

  const answered = keys.filter((k) => k.status === 200 || k.status === 201);
  const repeatProblems = [];
  await mapLimit(answered, 4, async (k) => {
    const to = other(k.instance);
    const res = await fetch(`${to.baseUrl}/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl, cookie, 'idempotency-key': k.key },
      body: JSON.stringify({ loanApplicationId: k.loanId, paymentAmount: '1.00', latePaymentCharge: '0.00', paymentMethod: 'cash', idempotencyKey: k.key }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.json().catch(() => ({}));
    if (res.status !== 200 || body.id !== k.paymentId || body.receiptNumber !== k.receiptNumber) {
      repeatProblems.push(`${k.key} on ${to.name}: ${res.status} ${body.receiptNumber ?? body.message ?? ''} (first: ${k.receiptNumber})`);
    }
  });
  check('each answered key sent again to the other instance answers 200 with the same payment', repeatProblems.length === 0, repeatProblems.length ? `${repeatProblems.length} of ${answered.length}, e.g. ${repeatProblems.slice(0, 3).join('; ')}` : `${answered.length} keys`);

  const db = await withClient(databaseUrl, async (c) => {
    const byKey = await c.query(
      `select idempotency_key as key, count(*)::int as n, min(receipt_number) as receipt, min(loan_application_id::text) as loan
       from payments where idempotency_key like $1 group by idempotency_key`,
      [`${keyPrefix}-%`],
    );
    const duplicateReceipts = await c.query(`select receipt_number, count(*)::int as n from payments group by receipt_number having count(*) > 1 limit 5`);
    const totals = await c.query(`select count(*)::int as n, round(coalesce(sum(payment_amount + late_payment_charge), 0), 2)::text as collected from payments where status = 'completed'`);
    return { byKey: byKey.rows, duplicateReceipts: duplicateReceipts.rows, totals: totals.rows[0] };
  });
  const stored = new Map(db.byKey.map((r) => [r.key, r]));
  const sentKeys = new Set(keys.map((k) => k.key));
  const twice = db.byKey.filter((r) => r.n !== 1);
  check('exactly one payment per idempotency key', twice.length === 0, twice.length ? JSON.stringify(twice.slice(0, 3)) : `${db.byKey.length} keys stored`);
  const missing = answered.filter((k) => stored.get(k.key)?.receipt !== k.receiptNumber || stored.get(k.key)?.loan !== k.loanId);
  check('every key answered 2xx is stored on its loan with the receipt it answered', missing.length === 0, missing.length ? `${missing.length}, e.g. ${missing.slice(0, 3).map((k) => k.key).join(', ')}` : `${answered.length} keys`);
  const strangers = db.byKey.filter((r) => !sentKeys.has(r.key));
  check('no payment under a key that was never sent', strangers.length === 0, strangers.length ? strangers.slice(0, 3).map((r) => r.key).join(', ') : '');
  const unanswered = keys.filter((k) => !answered.includes(k));
  const recordedUnanswered = unanswered.filter((k) => stored.has(k.key)).length;
  check('receipt numbers unique (whole table)', db.duplicateReceipts.length === 0, db.duplicateReceipts.length ? JSON.stringify(db.duplicateReceipts) : '');

  // The loans paid most often in the run (several clerks on one loan), each ledger as both instances tell it.
  const perLoan = new Map();
  for (const r of db.byKey) perLoan.set(r.loan, (perLoan.get(r.loan) ?? 0) + 1);
  const sample = [...perLoan.entries()].sort((a, b) => b[1] - a[1]).slice(0, ledgerSamples);
  const sums = await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `select loan_application_id::text as loan, count(*)::int as n, sum(payment_amount)::text as paid
       from payments where status = 'completed' and loan_application_id = any($1::uuid[]) group by loan_application_id`,
      [sample.map(([loan]) => loan)],
    );
    return new Map(rows.map((r) => [r.loan, r]));
  });
  const ledgerProblems = [];
  for (const [loan] of sample) {
    const expected = sums.get(loan);
    for (const instance of instances) {
      const ledger = await get(instance, `/api/pawn-loans/${loan}/ledger`);
      const t = ledger.totals;
      const lowestBalance = Math.min(...ledger.payments.map((p) => cents(p.balanceAfter)));
      const problems = [];
      if (cents(t.paid) !== cents(expected.paid)) problems.push(`paid ${t.paid} vs database ${expected.paid}`);
      if (ledger.payments.length !== expected.n) problems.push(`${ledger.payments.length} payments vs database ${expected.n}`);
      if (cents(t.outstanding) !== Math.max(0, cents(t.totalDue) - cents(t.paid))) problems.push(`outstanding ${t.outstanding} is not totalDue ${t.totalDue} - paid ${t.paid}`);
      if (lowestBalance !== cents(t.outstanding)) problems.push(`last balanceAfter ${lowestBalance / 100} vs outstanding ${t.outstanding}`);
      if (problems.length) ledgerProblems.push(`${loan} on ${instance.name}: ${problems.join(', ')}`);
    }
  }
  const sampleText = `${sample.length} loans (${sample.map(([, n]) => n).join('/')} run payments each), on both instances`;
  check('ledgers match the database (sum and count of payments, outstanding, last balance)', ledgerProblems.length === 0, ledgerProblems.length ? ledgerProblems.slice(0, 3).join('; ') : sampleText);

  const statsProblems = [];
  for (const instance of instances) {
    const stats = await get(instance, '/api/payments/statistics');
    if (stats.transactionCount !== db.totals.n || cents(stats.totalCollected) !== cents(db.totals.collected)) {
      statsProblems.push(`${instance.name}: ${stats.transactionCount} payments, ${stats.totalCollected} vs database ${db.totals.n}, ${db.totals.collected}`);
    }
  }
  check('statistics on both instances match the database', statsProblems.length === 0, statsProblems.join('; ') || `${db.totals.n} payments, J$${db.totals.collected}`);

  return {
    checks,
    keys: { sent: keys.length, answered: answered.length, unanswered: unanswered.length, recordedUnanswered, stored: db.byKey.length, loansPaid: perLoan.size, mostOnOneLoan: sample[0]?.[1] ?? 0 },
  };
}
