/**
 * bench/api-throughput: what one call costs on the request path, side by side, in one run:
 * a bare Fastify route; a trivial procedure through /trpc and the REST adapter; an authenticated
 * tenant read (auth.me) through both; the leads list (page of 20 with its total, of a company
 * holding LEADS leads, filtered by stage, and searched) through both; and the raw SQL reference of
 * the tenant calls (their statements inside BEGIN + set_config + COMMIT through postgres.js, pool
 * of the server's size). autocannon, CONNECTIONS (50) connections, DURATION (10) seconds per row
 * taken in ROUNDS (5) slices alternating with the references, with the server process's RSS.
 * Writes bench/results/api-throughput-<date>[-LABEL].json and .md.
 *
 *   npm run bench:api     (LEADS=100000 CONNECTIONS=50 DURATION=10 ROUNDS=5; LABEL=before names the file)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import { clusterPids, measureCpu } from '../lib/cpu';
import { load, type LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import { startServerProcess } from '../tenant-scale/server-process';
import { loadReference } from './reference';
import { benchCompany, SECRET } from './setup';
import { SEARCH, STAGE, tenantStatements } from './statements';
import { formatTable, type Row } from './table';

const LEADS = Number(process.env.LEADS ?? 100_000);
const BRANDS = Number(process.env.BRANDS ?? 300);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** The server's own pool size (bench/tenant-scale/server.ts), so the reference gets the same. */
const POOL = 10;
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench:api] ${m}`);

/** A row from its slices: requests over the whole time, the median slice's p50 and p99. */
function combine(name: string, parts: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => parts.reduce((n, r) => n + pick(r), 0);
  return {
    name,
    requestsPerSecond: round(sum((r) => r.total) / DURATION),
    p50Ms: percentile(
      parts.map((r) => r.p50Ms),
      50,
    ),
    p99Ms: percentile(
      parts.map((r) => r.p99Ms),
      50,
    ),
    total: sum((r) => r.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

const {
  url: databaseUrl,
  dataDir,
  database,
  company,
  token,
  close,
} = await benchCompany('api-throughput', LEADS, BRANDS, POOL);
log(`company ${company.subdomain} with ${LEADS} leads across ${BRANDS} brands`);

try {
  // SERVER_NODE_OPTIONS='--import <profiler.mjs>' reaches the server process alone.
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: SECRET,
    NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS ?? '',
  });
  const base = `http://127.0.0.1:${server.port}`;
  const tenant = { host: `${company.subdomain}.localhost:${server.port}`, authorization: `Bearer ${token}` };
  const trpcInput = (input: object) => `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const stageInput = { stage: STAGE, page: 1, limit: 20 };
  const searchInput = { search: SEARCH, page: 1, limit: 20 };
  const calls: { name: string; path: string; tenant?: boolean }[] = [
    { name: 'bare Fastify route', path: '/bench/bare' },
    { name: 'trivial: /trpc system.health', path: '/trpc/system.health' },
    { name: 'trivial: REST /api/health', path: '/api/health' },
    { name: 'auth.me: /trpc', path: '/trpc/auth.me', tenant: true },
    { name: 'auth.me: REST', path: '/api/auth/me', tenant: true },
    { name: 'leads by stage: /trpc', path: `/trpc/crm.leads.list${trpcInput(stageInput)}`, tenant: true },
    { name: 'leads by stage: REST', path: `/api/crm/leads?stage=${STAGE}&page=1&limit=20`, tenant: true },
    { name: 'leads search: /trpc', path: `/trpc/crm.leads.list${trpcInput(searchInput)}`, tenant: true },
    { name: 'leads search: REST', path: `/api/crm/leads?search=${SEARCH}&page=1&limit=20`, tenant: true },
  ];
  // ROWS=auth.me runs only the rows whose name contains it (for profiling one call).
  const wanted = (name: string) => !process.env.ROWS || name.includes(process.env.ROWS);
  const optionsOf = (call: (typeof calls)[number]) => ({
    url: `${base}${call.path}`,
    connections: CONNECTIONS,
    headers: call.tenant ? tenant : {},
  });
  const statements = Object.entries(await tenantStatements(database.db, token)).filter(([n]) => wanted(n));
  const chosen = calls.filter((c) => wanted(c.name));
  // Every route once before any is measured: the server compiles its modules on first use.
  for (const call of chosen) await load('warm-up', { ...optionsOf(call), duration: 2 });
  for (const [name, list] of statements) await loadReference(name, database.sql, company.id, list, CONNECTIONS, 2);

  // The machine is shared: every row runs in ROUNDS slices, taken in turn with its reference's, so a
  // change of background load falls on both sides of a ratio alike.
  const slices = new Map<string, LoadResult[]>();
  // Cores each party used per row (2 = the whole machine): this process (autocannon, or postgres.js
  // for the raw SQL rows), the server process, and the embedded cluster.
  const parties = { bench: () => [process.pid], server: () => [server.pid], PostgreSQL: () => clusterPids(dataDir) };
  const cores = new Map<string, Record<string, number>[]>();
  const add = async (name: string, run: () => Promise<LoadResult>) => {
    const { result, cores: used } = await measureCpu(parties, run);
    slices.set(name, [...(slices.get(name) ?? []), result]);
    cores.set(name, [...(cores.get(name) ?? []), used]);
  };
  const slice = DURATION / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    for (const call of chosen) await add(call.name, () => load(call.name, { ...optionsOf(call), duration: slice }));
    for (const [name, list] of statements) {
      await add(name, () => loadReference(name, database.sql, company.id, list, CONNECTIONS, slice));
    }
    log(`round ${round + 1} of ${ROUNDS} done (load average ${loadavg()[0]!.toFixed(1)})`);
  }
  const rssMb = server.rssMb();
  await server.stop();
  const measured = new Map([...slices].map(([name, parts]) => [name, combine(name, parts)]));
  const coresOf = (name: string) =>
    Object.fromEntries(
      Object.keys(parties).map((party) => [
        party,
        percentile(
          cores.get(name)!.map((c) => c[party]!),
          50,
        ),
      ]),
    );

  const of = (name: string, reference: string): Row | undefined => {
    const [result, base] = [measured.get(name), measured.get(reference)];
    if (!result) return undefined;
    const ratio = base ? round(result.requestsPerSecond / base.requestsPerSecond, 2) : NaN;
    return { ...result, reference, ratio, cores: coresOf(name) };
  };
  const rows = [
    of('bare Fastify route', 'bare Fastify route'),
    of('trivial: /trpc system.health', 'bare Fastify route'),
    of('trivial: REST /api/health', 'bare Fastify route'),
    of('auth.me: /trpc', 'auth.me: raw SQL'),
    of('auth.me: REST', 'auth.me: raw SQL'),
    of('auth.me: raw SQL', 'auth.me: raw SQL'),
    of('leads by stage: /trpc', 'leads by stage: raw SQL'),
    of('leads by stage: REST', 'leads by stage: raw SQL'),
    of('leads by stage: raw SQL', 'leads by stage: raw SQL'),
    of('leads search: /trpc', 'leads search: raw SQL'),
    of('leads search: REST', 'leads search: raw SQL'),
    of('leads search: raw SQL', 'leads search: raw SQL'),
  ].filter((r): r is Row => r !== undefined);
  const label = process.env.LABEL ? `-${process.env.LABEL}` : '';
  const results = {
    date: new Date().toISOString(),
    command: 'npm run bench:api',
    label: process.env.LABEL ?? null,
    machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg() },
    leads: LEADS,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    rounds: ROUNDS,
    slices: Object.fromEntries(slices),
    serverPool: POOL,
    serverRssMb: rssMb,
    rows,
  };
  const table = formatTable(rows, rssMb);
  const file = join(ROOT, `bench/results/api-throughput-${results.date.slice(0, 10)}${label}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(`${file}.json`, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(`${file}.md`, `${table}\n`);
  console.log(`\n${table}`);
} finally {
  await close();
}
