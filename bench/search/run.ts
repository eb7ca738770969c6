/**
 * bench/search: the global search (GET /api/crm/search, Ctrl/Cmd+K) against the real server in
 * its own process, at CONNECTIONS (50) concurrent connections for DURATION (10) seconds, on one
 * company with 100,000 leads (bench/data-out/tenant.ts). Every request takes the next term of a
 * pool of TERMS (600) drawn from the company's data (terms.ts): names, prefixes as typed, email
 * fragments, brands, typos. Target: p99 under 50 ms. Also the statements of SAMPLE (24) terms alone
 * (EXPLAIN ANALYZE, sql-timing.ts), and GET /api/auth/me under the same load as the floor any
 * signed-in call has on this machine. Results to bench/results/search-<day>[-LABEL].json.
 * WRITES=n: n lead updates a second during the load, as a busy company makes them, so the leads
 * kept in memory fall behind and their changes are read while searches wait (decision 0026).
 *
 *   npm run bench:search            (LEADS=100000 CONNECTIONS=50 DURATION=10 TERMS=600 LABEL=)
 *   SERVER_NODE_OPTIONS='--import ./bench/api-throughput/profiler.mjs' PROFILE_DIR=/tmp/p BASELINE=0 LABEL=profile \
 *     npm run bench:search         (a CPU profile of the server, written when it exits)
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

import { benchTenant, getStream, LEADS, log } from '../data-out/tenant';
import type { Request } from 'autocannon';

import { load } from '../lib/load';
import { cpuMeter } from './cpu';
import { sqlTimings } from './sql-timing';
import { searchTerms } from './terms';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const POOL = Number(process.env.TERMS ?? 600);
const SAMPLE = Number(process.env.SAMPLE ?? 24);
const WRITES = Number(process.env.WRITES ?? 0);
const LABEL = process.env.LABEL ? `-${process.env.LABEL}` : '';
const RESULTS = new URL(`../results/search-${new Date().toISOString().slice(0, 10)}${LABEL}.json`, import.meta.url);

const tenant = await benchTenant('search');
try {
  const base = `http://127.0.0.1:${tenant.server.port}`;
  const headers = { host: tenant.host, authorization: tenant.authorization };
  const terms = await searchTerms(tenant, POOL);
  const path = (q: string) => `/api/crm/search?q=${encodeURIComponent(q)}`;
  // One call per term first: every answer must be a 200, and the hits show the load does real work.
  const samples: Record<string, Record<string, number>> = {};
  for (const q of terms) {
    const res = await getStream(`${base}${path(q)}`, headers);
    if (res.statusCode !== 200) throw new Error(`search ${q}: HTTP ${res.statusCode}`);
    let body = '';
    for await (const chunk of res as AsyncIterable<Buffer>) body += chunk.toString();
    const { data } = JSON.parse(body) as { data: { results: Record<string, unknown[]> } };
    samples[q] = Object.fromEntries(Object.entries(data.results).map(([k, v]) => [k, v.length]));
  }
  const withoutHits = terms.filter((q) => Object.values(samples[q]!).every((n) => n === 0));
  log(`${terms.length} terms, ${withoutHits.length} without any hit`);
  const sampled = SAMPLE ? terms.filter((_, i) => i % Math.ceil(terms.length / SAMPLE) === 0) : [];
  const sql = await sqlTimings(tenant, sampled);
  for (const [q, t] of Object.entries(sql))
    log(
      `SQL ${q.padEnd(22)} planned once ${t.planOnceMs} ms, then ${t.planningMs} + ${t.executionMs} ms, ${t.sharedBlocks} buffers`,
    );
  // Every request takes the pool's next term, whichever connection sends it.
  let next = 0;
  const requests = [
    { method: 'GET', setupRequest: (request: Request) => ({ ...request, path: path(terms[next++ % terms.length]!) }) },
  ];
  await load('warm-up', { url: base, headers, requests, connections: 10, duration: 3 });
  const rssBefore = tenant.server.rssMb();
  const meter = await cpuMeter(tenant);
  let writes = 0;
  const writer =
    WRITES > 0
      ? setInterval(() => {
          writes++;
          tenant.database.sql
            .unsafe(
              `update "${tenant.schema}".leads set updated_at = now() where id = (select id from "${tenant.schema}".leads offset ${writes % 1000} limit 1)`,
            )
            .catch((error: unknown) => log(`a lead update failed: ${String(error)}`));
        }, 1000 / WRITES)
      : undefined;
  const result = await load('search', { url: base, headers, requests, connections: CONNECTIONS, duration: DURATION });
  clearInterval(writer);
  if (WRITES > 0) {
    const [counter] = await tenant.database.sql.unsafe<{ changes: string }[]>(
      `select changes from "${tenant.schema}".change_counters where table_name = 'leads'`,
    );
    log(`${writes} lead updates during the load; the leads' change counter reads ${counter?.changes}`);
  }
  const cpu = meter(result.total);
  // The cheapest signed-in call under the same load: what the machine allows any request.
  // BASELINE=0 leaves it out (a CPU profile of the search alone).
  const baseline =
    process.env.BASELINE === '0'
      ? null
      : await load('auth.me', { url: `${base}/api/auth/me`, headers, connections: CONNECTIONS, duration: DURATION });
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model },
    leads: LEADS,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    leadWrites: writes,
    terms: terms.length,
    termsWithoutHits: withoutHits,
    hitsPerKind: Object.fromEntries(
      Object.keys(samples[terms[0]!]!).map((kind) => [kind, terms.filter((q) => samples[q]![kind]! > 0).length]),
    ),
    sqlSample: sampled,
    sqlExecutionMs: sql,
    result,
    cpu,
    baseline,
    loadAverage: loadavg(),
    serverRssMb: { before: rssBefore, after: tenant.server.rssMb() },
    target: { p99Ms: 50, met: result.p99Ms < 50 && result.non2xx === 0 && result.errors === 0 },
  };
  writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  log(
    `${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  log(`CPU per search: server ${cpu.serverMsPerRequest} ms, PostgreSQL ${cpu.databaseMsPerRequest} ms`);
  if (baseline)
    log(
      `auth.me under the same load: ${baseline.requestsPerSecond} req/s, p50 ${baseline.p50Ms} ms, p99 ${baseline.p99Ms} ms`,
    );
  log(`written to ${RESULTS.pathname}`);
} finally {
  await tenant.close();
}
