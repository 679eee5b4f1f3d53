// HTTP load with autocannon: one warm-up and one measured run per route, all against the same server.
import autocannon from 'autocannon';

function runOnce(options) {
  return new Promise((resolve, reject) => {
    // The callback form lets us reject on setup errors instead of leaving a dangling promise.
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Throws when any request failed: a measurement over error answers would be meaningless. */
function assertClean(name, result, expectStatus) {
  const problems = [];
  if (expectStatus) {
    // A route measured for another status (304 for a poll whose ETag matches): every answer must be it.
    const others = Object.entries(statusCounts(result)).filter(([code]) => Number(code) !== expectStatus);
    if (others.length) problems.push(`answers other than ${expectStatus}: ${JSON.stringify(Object.fromEntries(others))}`);
  } else if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx answers (${JSON.stringify(statusCounts(result))})`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  if (result.resets > 0) problems.push(`${result.resets} resets`);
  if (result.requests.total === 0) problems.push('no request completed');
  if (problems.length) throw new Error(`load on ${name} was not clean: ${problems.join('; ')}`);
}

function statusCounts(result) {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
}

/** A short unmeasured run; it must be clean too. */
export async function warmUp(target, { connections, seconds }) {
  assertClean(`${target.name} (warm-up)`, await runOnce({ ...baseOptions(target, connections), duration: seconds }), target.expectStatus);
}

/**
 * target: { name, method, url, headers, body, expectStatus? } (expectStatus: the one status every answer
 * must have, for routes measured on a non-2xx path such as 304).
 * Returns { reqPerSec, p50Ms, p99Ms, total, seconds, non2xx, statusCodes }.
 */
export async function measure(target, { connections, seconds }) {
  const result = await runOnce({ ...baseOptions(target, connections), duration: seconds });
  assertClean(target.name, result, target.expectStatus);
  return {
    reqPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    seconds: result.duration,
    non2xx: result.non2xx,
    statusCodes: statusCounts(result),
  };
}

function baseOptions(target, connections) {
  return {
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    timeout: 10,
  };
}

/**
 * Warms each target up, then measures them in turn over `rounds` rounds (so a slow moment of the
 * machine spreads over every route), and answers one row per route with its ratio to the first
 * target (the health route of the same run).
 */
export async function measureRoutes(targets, { connections, seconds, rounds, warmupSeconds }) {
  for (const target of targets) if (warmupSeconds > 0) await warmUp(target, { connections, seconds: warmupSeconds });
  const samples = targets.map(() => []);
  for (let round = 1; round <= rounds; round++) {
    for (const [i, target] of targets.entries()) {
      console.log(`[bench] round ${round}/${rounds} ${target.name}`);
      samples[i].push(await measure(target, { connections, seconds: seconds / rounds }));
    }
  }
  const routes = targets.map((t, i) => {
    const s = samples[i];
    const total = s.reduce((n, r) => n + r.total, 0);
    const measured = s.reduce((n, r) => n + r.seconds, 0);
    return { route: t.name, reqPerSec: total / measured, p50Ms: Math.max(...s.map((r) => r.p50Ms)), p99Ms: Math.max(...s.map((r) => r.p99Ms)) };
  });
  for (const r of routes) r.ratioToHealth = Math.round((r.reqPerSec / routes[0].reqPerSec) * 1000) / 1000;
  return routes;
}
