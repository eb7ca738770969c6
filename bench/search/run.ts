/**
 * bench/search: the global search (GET /api/crm/search, Ctrl/Cmd+K) against the real server in
 * its own process, at CONNECTIONS (50) concurrent connections for DURATION (10) seconds, on one
 * company with 100,000 leads (bench/data-out/tenant.ts). Each connection cycles through terms a
 * user types: prefixes, whole names, a surname, an email fragment, a brand, a typo. Target: p99
 * under 50 ms. Also each kind's statement alone (EXPLAIN ANALYZE, sql-timing.ts), and GET
 * /api/auth/me under the same load as the floor any signed-in call has on this machine. Results to
 * bench/results/search-<day>.json.
 *
 *   npm run bench:search            (LEADS=100000 CONNECTIONS=50 DURATION=10)
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

import { benchTenant, getStream, LEADS, log } from '../data-out/tenant';
import { load } from '../lib/load';
import { sqlTimings } from './sql-timing';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const TERMS = [
  'pri',
  'priya',
  'Priya Sharma',
  'patel',
  'rohan.pat',
  'nova',
  'Cedar Tech',
  'sharmaa',
  'mei ch',
  'website',
];
const RESULTS = new URL(`../results/search-${new Date().toISOString().slice(0, 10)}.json`, import.meta.url);

const tenant = await benchTenant('search');
try {
  const base = `http://127.0.0.1:${tenant.server.port}`;
  const headers = { host: tenant.host, authorization: tenant.authorization };
  // One call per term first: every answer must be a 200 with hits, so the load measures real work.
  const samples: Record<string, Record<string, number>> = {};
  for (const q of TERMS) {
    const res = await getStream(`${base}/api/crm/search?q=${encodeURIComponent(q)}`, headers);
    if (res.statusCode !== 200) throw new Error(`search ${q}: HTTP ${res.statusCode}`);
    let body = '';
    for await (const chunk of res as AsyncIterable<Buffer>) body += chunk.toString();
    const { data } = JSON.parse(body) as { data: { results: Record<string, unknown[]> } };
    samples[q] = Object.fromEntries(Object.entries(data.results).map(([k, v]) => [k, v.length]));
  }
  const sql = await sqlTimings(tenant, TERMS);
  for (const [q, kinds] of Object.entries(sql))
    log(
      `SQL ${q.padEnd(14)} ${Object.entries(kinds)
        .map(([k, ms]) => `${k} ${ms}`)
        .join(', ')} ms`,
    );
  const requests = TERMS.map((q) => ({ method: 'GET' as const, path: `/api/crm/search?q=${encodeURIComponent(q)}` }));
  await load('warm-up', { url: base, headers, requests, connections: 10, duration: 3 });
  const rssBefore = tenant.server.rssMb();
  const result = await load('search', { url: base, headers, requests, connections: CONNECTIONS, duration: DURATION });
  // The cheapest signed-in call under the same load: what the machine allows any request.
  const baseline = await load('auth.me', {
    url: `${base}/api/auth/me`,
    headers,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model },
    leads: LEADS,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    terms: TERMS,
    hitsPerTerm: samples,
    sqlExecutionMs: sql,
    result,
    baseline,
    loadAverage: loadavg(),
    serverRssMb: { before: rssBefore, after: tenant.server.rssMb() },
    target: { p99Ms: 50, met: result.p99Ms < 50 && result.non2xx === 0 && result.errors === 0 },
  };
  writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  log(
    `${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  log(
    `auth.me under the same load: ${baseline.requestsPerSecond} req/s, p50 ${baseline.p50Ms} ms, p99 ${baseline.p99Ms} ms`,
  );
  log(`written to ${RESULTS.pathname}`);
} finally {
  await tenant.close();
}
