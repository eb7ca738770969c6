/**
 * What the global search's statement alone costs PostgreSQL: every term of bench:search's pool
 * (terms.ts), ROUNDS (3) times each, searched as the server does it (globalSearch in the company's
 * transaction, an owner's kinds) on one connection of its own, and the CPU time of that
 * connection's backend read from /proc. EXPLAIN ANALYZE's own timing inflates a plan of this many
 * nodes; this is the figure a search's share of PostgreSQL's CPU is made of, without HTTP, the
 * server or other connections. Results to bench/results/search-statement-<day>[-LABEL].json.
 *
 *   npx tsx bench/search/statement-cpu.ts       (LEADS=100000 TERMS=600 ROUNDS=3 EVERY= LABEL=)
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { searchByStatement } from '@app/api/crm/search/query';
import type { UserActor } from '@app/api/core/middlewares/auth';
import { connectDatabase, withTenant } from '@app/db';

import { benchTenant, LEADS, log } from '../data-out/tenant';
import { cpuSeconds } from '../lib/cpu';
import { round } from '../lib/stats';
import { searchTerms } from './terms';

const POOL = Number(process.env.TERMS ?? 600);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LABEL = process.env.LABEL ? `-${process.env.LABEL}` : '';
const RESULTS = new URL(
  `../results/search-statement-${new Date().toISOString().slice(0, 10)}${LABEL}.json`,
  import.meta.url,
);

const tenant = await benchTenant('search-statement');
try {
  const terms = await searchTerms(tenant, POOL);
  // The server's own connection settings and its own call, without HTTP in front.
  const database = connectDatabase(tenant.url, { max: 1 });
  const owner = { role: 'owner' } as UserActor;
  try {
    const [backend] = await database.sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const pid = backend!.pid;
    const perTerm = new Map<string, number>();
    const search = (q: string) =>
      withTenant(database.db, tenant.companyId, (tx) => searchByStatement(tx, owner, q, tenant.companyId));
    // Once for every term first: each shape's generic plan is built on its first run.
    for (const q of terms) await search(q);
    const start = cpuSeconds(pid);
    for (let i = 0; i < ROUNDS; i++) {
      for (const q of terms) {
        const before = performance.now();
        await search(q);
        perTerm.set(q, (perTerm.get(q) ?? 0) + (performance.now() - before) / ROUNDS);
      }
    }
    const cpuMs = ((cpuSeconds(pid) - start) * 1000) / (terms.length * ROUNDS);
    const walls = [...perTerm.values()].sort((a, b) => a - b);
    const slowest = [...perTerm].sort((a, b) => b[1] - a[1]).slice(0, 10);
    const report = {
      date: new Date().toISOString(),
      leads: LEADS,
      terms: terms.length,
      rounds: ROUNDS,
      backendCpuMsPerSearch: round(cpuMs, 3),
      wallMsPerSearch: {
        mean: round(walls.reduce((sum, ms) => sum + ms, 0) / walls.length, 3),
        p50: round(walls[Math.floor(walls.length / 2)]!, 3),
        p90: round(walls[Math.floor(walls.length * 0.9)]!, 3),
        max: round(walls.at(-1)!, 3),
      },
      slowest: Object.fromEntries(slowest.map(([q, ms]) => [q, round(ms, 2)])),
      // EVERY=1: each term's time, to see which kinds of term a change moved.
      ...(process.env.EVERY ? { everyTerm: Object.fromEntries([...perTerm].map(([q, ms]) => [q, round(ms, 3)])) } : {}),
      loadAverage: loadavg(),
    };
    writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    log(`PostgreSQL CPU per search statement: ${report.backendCpuMsPerSearch} ms`);
    log(`wall per search (one connection): ${JSON.stringify(report.wallMsPerSearch)}`);
    log(`written to ${RESULTS.pathname}`);
  } finally {
    await database.close();
  }
} finally {
  await tenant.close();
}
