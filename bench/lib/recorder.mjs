// Timed HTTP calls for benchmarks that schedule their own clients (bench/two-instances.mjs): every
// call has a timeout, its latency (until the body is read) is kept per route and per instance, and
// anything but a 2xx or 304 answer is counted as an error of its kind.

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p% of the samples at or below it.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** What went wrong with a call that got no usable answer: timeout, connection (with its code) or aborted. */
export function errorKind(error) {
  if (error?.name === 'TimeoutError') return 'timeout';
  if (error?.name === 'AbortError') return 'aborted';
  const cause = error?.cause;
  const code = cause?.code ?? cause?.name ?? error?.code;
  return `connection ${code ?? error?.message ?? 'error'}`;
}

export function createRecorder() {
  const routes = new Map();
  const instances = new Map();
  const errors = new Map(); // "kind | route" -> { kind, route, count, example }
  const slot = (map, key) => {
    if (!map.has(key)) map.set(key, { latencies: [], statuses: {}, compressed: 0, bodyBytes: 0 });
    return map.get(key);
  };

  const addError = (kind, route, example) => {
    const key = `${kind} | ${route}`;
    const entry = errors.get(key) ?? { kind, route, count: 0, example };
    entry.count += 1;
    errors.set(key, entry);
  };

  return {
    /**
     * One call: `fetch` with a timeout joined to `signal`, the body read in full. Answers
     * { status, headers, text } for any HTTP answer (an unexpected status is also counted as an
     * error), or null when there was none (timeout, connection error, abort).
     */
    async call({ route, instance, url, init = {}, timeoutMs, signal }) {
      const started = performance.now();
      const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.any(signals) });
        const text = await res.text();
        const ms = performance.now() - started;
        for (const target of [slot(routes, route), slot(instances, instance)]) {
          target.latencies.push(ms);
          target.statuses[res.status] = (target.statuses[res.status] ?? 0) + 1;
          if (res.status === 200 && res.headers.get('content-encoding')) target.compressed += 1;
          if (res.status === 200) target.bodyBytes += Buffer.byteLength(text);
        }
        if (!(res.status >= 200 && res.status < 300) && res.status !== 304) addError(`status ${res.status}`, route, text.slice(0, 200));
        return { status: res.status, headers: res.headers, text };
      } catch (error) {
        const kind = errorKind(error);
        // An abort is the run being stopped (Ctrl-C), not the server failing; it is reported apart.
        if (kind !== 'aborted') addError(kind, route, String(error?.cause?.message ?? error?.message ?? error));
        slot(routes, route).statuses[kind] = (slot(routes, route).statuses[kind] ?? 0) + 1;
        return null;
      }
    },
    errorCount: () => [...errors.values()].reduce((n, e) => n + e.count, 0),
    errors: () => [...errors.values()].sort((a, b) => b.count - a.count),
    /** Per route or per instance: count, statuses, 304 share, share of 200s compressed, p50/p99/max. */
    summary(which = 'routes') {
      const source = which === 'instances' ? instances : routes;
      return [...source.entries()].map(([name, s]) => {
        const answered = s.latencies.length;
        const ok200 = s.statuses[200] ?? 0;
        return {
          name,
          count: answered,
          statuses: s.statuses,
          notModifiedShare: answered ? (s.statuses[304] ?? 0) / answered : null,
          compressedShare: ok200 ? s.compressed / ok200 : null,
          // Decoded size of an average 200 answer: what a compressing proxy would have to work with.
          bodyKb200: ok200 ? s.bodyBytes / ok200 / 1024 : null,
          p50Ms: percentile(s.latencies, 50),
          p99Ms: percentile(s.latencies, 99),
          maxMs: answered ? Math.max(...s.latencies) : null,
        };
      });
    },
    /** All samples of the routes whose name passes `filter`, as one summary. */
    combined(name, filter) {
      const picked = [...routes.entries()].filter(([route]) => filter(route)).map(([, s]) => s);
      const latencies = picked.flatMap((s) => s.latencies);
      const not = picked.reduce((n, s) => n + (s.statuses[304] ?? 0), 0);
      const ok200 = picked.reduce((n, s) => n + (s.statuses[200] ?? 0), 0);
      const compressed = picked.reduce((n, s) => n + s.compressed, 0);
      return {
        name,
        count: latencies.length,
        notModifiedShare: latencies.length ? not / latencies.length : null,
        compressedShare: ok200 ? compressed / ok200 : null,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.length ? Math.max(...latencies) : null,
      };
    },
  };
}
