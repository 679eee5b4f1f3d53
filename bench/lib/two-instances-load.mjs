// The traffic of bench/two-instances.mjs: staff screens that poll (as client/src/features polls them)
// and clerks recording payments at a counter. Every call goes to the instances in turn, as behind a
// load balancer without sticky sessions: a session, an ETag or an idempotency key made on one
// instance is used on the other.

/**
 * The staff screens that poll, with the exact URLs and intervals of the client:
 * - Loan Management (admin dashboard): usePawnLoans({ status: 'all', page: 1, pageSize: 12 }), every 10 s;
 * - the Applications page: the same list at the contract's default 20 a page, every 10 s (the client
 *   leaves status=all and page=1 out of the URL; the server reads them as those defaults);
 * - the Payments tab: Recent Payments (10 a page) and the statistics tiles, both every 30 s.
 */
const SCREENS = [
  { name: 'Loan Management', intervalMs: 10_000, queries: [{ route: 'poll GET /api/pawn-loans?pageSize=12', path: '/api/pawn-loans?pageSize=12' }] },
  { name: 'Applications', intervalMs: 10_000, queries: [{ route: 'poll GET /api/pawn-loans?pageSize=20', path: '/api/pawn-loans?pageSize=20' }] },
  {
    name: 'Payments',
    intervalMs: 30_000,
    queries: [
      { route: 'poll GET /api/payments?page=1&pageSize=10', path: '/api/payments?page=1&pageSize=10' },
      { route: 'poll GET /api/payments/statistics', path: '/api/payments/statistics' },
    ],
  },
];

/** The screens, without the statistics tiles when `statistics` is false (to see what the tiles cost). */
export function screensFor({ statistics }) {
  if (statistics) return SCREENS;
  return SCREENS.map((screen) => ({ ...screen, queries: screen.queries.filter((q) => !q.path.startsWith('/api/payments/statistics')) }));
}

// The client sends its idempotency key in this header as well as in the body (record-payment.ts).
const IDEMPOTENCY_HEADER = 'idempotency-key';
const ACCEPT = { accept: 'application/json', 'accept-encoding': 'gzip, br' };
const sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** A conditional GET as the browser makes it for a `no-cache` answer it holds: If-None-Match with the last ETag. */
async function conditionalGet(ctx, session, query, route) {
  const instance = ctx.instances[session.turn++ % ctx.instances.length];
  const headers = { ...ACCEPT, cookie: session.cookie };
  const held = session.etags.get(query.path);
  if (held) headers['if-none-match'] = held;
  const answer = await ctx.recorder.call({ route, instance: instance.name, url: `${instance.baseUrl}${query.path}`, init: { headers }, timeoutMs: ctx.timeoutMs, signal: ctx.signal });
  if (answer?.status === 200 && answer.headers.get('etag')) session.etags.set(query.path, answer.headers.get('etag'));
  return answer;
}

/** The screen's first load (no ETag yet), before the measured window: staff had their screens open already. */
export async function openScreen(ctx, poller) {
  await Promise.all(poller.screen.queries.map((q) => conditionalGet(ctx, poller, q, `first load ${q.path.split('?')[0]}`)));
}

/**
 * One poller until the deadline: a tick every interval from its own offset (browsers were opened
 * at different moments), each query fired unless its previous call is still waiting (TanStack
 * Query's refetchInterval does the same: one fetch per query at a time).
 */
export async function runPoller(ctx, poller) {
  let next = ctx.startedAt + poller.offsetMs;
  const inFlight = new Set();
  const pending = [];
  for (;;) {
    // The next tick, or the end of the window if that comes first.
    await sleep(Math.min(next, ctx.deadline) - performance.now(), ctx.signal);
    if (performance.now() >= ctx.deadline || ctx.signal.aborted) break;
    for (const query of poller.screen.queries) {
      if (inFlight.has(query)) {
        ctx.counts.skippedTicks += 1;
        continue;
      }
      inFlight.add(query);
      pending.push(conditionalGet(ctx, poller, query, query.route).finally(() => inFlight.delete(query)));
    }
    next += poller.screen.intervalMs;
  }
  await Promise.all(pending);
}

/**
 * One clerk until the deadline, as at the counter: the Record Payment dialog opens on a loan (its
 * ledger is read), the clerk types for 1 to 3 s, records J$1.00 with a fresh idempotency key (in the
 * header and the body, as the client sends it), and on success the Payments tab refreshes its list
 * and tiles (refreshPaymentQueries). `keys` collects every key sent with what it answered.
 */
export async function runClerk(ctx, clerk) {
  await sleep(Math.random() * 3000, ctx.signal);
  for (let n = 1; performance.now() < ctx.deadline && !ctx.signal.aborted; n++) {
    const loanId = ctx.loans[Math.floor(Math.random() * ctx.loans.length)];
    const at = () => ctx.instances[clerk.turn++ % ctx.instances.length];
    const ledgerAt = at();
    await ctx.recorder.call({
      route: 'clerk GET /api/pawn-loans/:id/ledger',
      instance: ledgerAt.name,
      url: `${ledgerAt.baseUrl}/api/pawn-loans/${loanId}/ledger`,
      init: { headers: { ...ACCEPT, cookie: clerk.cookie } },
      timeoutMs: ctx.timeoutMs,
      signal: ctx.signal,
    });
    await sleep(Math.min(1000 + Math.random() * 2000, ctx.deadline - performance.now()), ctx.signal);
    // A dialog still open when the window closes is left unsent, so the run ends on time.
    if (ctx.signal.aborted || performance.now() >= ctx.deadline) break;

    const key = `${ctx.keyPrefix}-${clerk.index}-${n}`;
    const postAt = at();
    const sent = { key, loanId, instance: postAt.name, status: null, receiptNumber: null, paymentId: null };
    ctx.keys.push(sent);
    const answer = await ctx.recorder.call({
      route: 'clerk POST /api/payments',
      instance: postAt.name,
      url: `${postAt.baseUrl}/api/payments`,
      init: {
        method: 'POST',
        headers: { ...ACCEPT, 'content-type': 'application/json', origin: ctx.appUrl, cookie: clerk.cookie, [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify({ loanApplicationId: loanId, paymentAmount: '1.00', latePaymentCharge: '0.00', paymentMethod: 'cash', idempotencyKey: key }),
      },
      timeoutMs: ctx.timeoutMs,
      signal: ctx.signal,
    });
    sent.status = answer?.status ?? null;
    if (answer && (answer.status === 200 || answer.status === 201)) {
      const payment = JSON.parse(answer.text);
      sent.receiptNumber = payment.receiptNumber;
      sent.paymentId = payment.id;
      ctx.counts.paymentsAnswered += 1;
      await Promise.all([
        conditionalGet(ctx, clerk, { path: '/api/payments?page=1&pageSize=10' }, 'clerk refresh GET /api/payments'),
        ...(ctx.statistics ? [conditionalGet(ctx, clerk, { path: '/api/payments/statistics' }, 'clerk refresh GET /api/payments/statistics')] : []),
      ]);
    }
  }
}
