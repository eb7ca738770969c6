/**
 * bench/api-throughput: what one call costs on the request path, side by side, in one run:
 * a bare Fastify route; a trivial procedure through /trpc and the REST adapter; an authenticated
 * tenant read (auth.me) through both; the CRM lists (leads by stage and searched, meetings,
 * enquiries, brands: a page of 20 with its total, of a company holding LEADS leads, a meeting and an
 * enquiry for every tenth; and the leads board) through both; and the raw SQL reference of each
 * tenant call: the statements the server sends for it in steady state, recorded from the real
 * procedures (statements.ts), in its transaction (BEGIN, set_config, the statements round trip by
 * round trip, COMMIT) through postgres.js, pool of the server's size. autocannon, CONNECTIONS (50)
 * connections, DURATION (10) seconds per row taken in ROUNDS (5) slices alternating with the
 * references, with the CPU each party used and the server process's RSS. Before the load, what one
 * call writes to PostgreSQL is read off the server's system calls (wire.ts, strace; WIRE=0 skips it)
 * and compared with its reference.
 * Writes bench/results/api-throughput-<date>[-LABEL].json and .md.
 *
 *   npm run bench:api     (LEADS=100000 CONNECTIONS=50 DURATION=10 ROUNDS=5 POOL=10; LABEL=before names the file)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { connectDatabase, DEFAULT_POOL_SIZE, tenantSearchPath } from '@app/db';

import { clusterPids, measureCpu } from '../lib/cpu';
import { load, type LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import { startServerProcess } from '../tenant-scale/server-process';
import { loadReference, oneTransaction } from './reference';
import { benchCompany, SECRET } from './setup';
import { LIST_CALLS, shapeOf, tenantStatements, type Reference } from './statements';
import { formatProfile, formatTable, formatWire, type Row } from './table';
import { captureWire, differences, straceAvailable, type WireCall, type WireStep } from './wire';

const LEADS = Number(process.env.LEADS ?? 100_000);
const BRANDS = Number(process.env.BRANDS ?? 300);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** The server's DATABASE_POOL_SIZE, and the raw references' pool, so both get the same. */
const POOL = Number(process.env.POOL ?? DEFAULT_POOL_SIZE);
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

/** One GET with its own Host header, its body read to the end; anything but 200 throws. */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<void>((resolve, reject) => {
    request(url, { headers }, (response) => {
      response.resume();
      response.once('end', () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    })
      .once('error', reject)
      .end();
  });

const bench = await benchCompany('api-throughput', LEADS, BRANDS, POOL);
const { url: databaseUrl, dataDir, database, company, token, close } = bench;
log(`company ${company.subdomain} with ${LEADS} leads across ${BRANDS} brands`);

try {
  // ROWS=auth.me runs only the rows whose name contains it (for profiling one call).
  const wanted = (name: string) => !process.env.ROWS || name.includes(process.env.ROWS);
  // The references are recorded from the procedures before the server starts (statements.ts).
  const references = await tenantStatements(bench);
  const statements = Object.entries(references).filter(([n]) => wanted(n));

  // SERVER_NODE_OPTIONS='--import <profiler.mjs>' reaches the server process alone.
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: SECRET,
    DATABASE_POOL_SIZE: String(POOL),
    NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS ?? '',
  });
  const base = `http://127.0.0.1:${server.port}`;
  const tenant = { host: `${company.subdomain}.localhost:${server.port}`, authorization: `Bearer ${token}` };
  const trpcInput = (input: object) => `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const query = (input: Record<string, string | number>) =>
    `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}`;
  const calls: { name: string; path: string; tenant?: boolean; reference?: string }[] = [
    { name: 'bare Fastify route', path: '/bench/bare' },
    { name: 'trivial: /trpc system.health', path: '/trpc/system.health' },
    { name: 'trivial: REST /api/health', path: '/api/health' },
    { name: 'auth.me: /trpc', path: '/trpc/auth.me', tenant: true },
    { name: 'auth.me: REST', path: '/api/auth/me', tenant: true },
    ...LIST_CALLS.flatMap((list) => [
      {
        name: `${list.name}: /trpc`,
        path: `/trpc/${list.procedure}${trpcInput(list.input)}`,
        tenant: true,
        reference: `${list.name}: raw SQL`,
      },
      {
        name: `${list.name}: REST`,
        path: `${list.rest}${query(list.input)}`,
        tenant: true,
        reference: `${list.name}: raw SQL`,
      },
    ]),
  ];
  const optionsOf = (call: (typeof calls)[number]) => ({
    url: `${base}${call.path}`,
    connections: CONNECTIONS,
    headers: call.tenant ? tenant : {},
  });
  const chosen = calls.filter((c) => wanted(c.name));

  // What one call writes to PostgreSQL, before any load (so every statement's Parse is seen). Each
  // tenant call once (its total counted and kept), then once after its session check has lapsed (the
  // call that reads it: once a second per session; kept for the first list), then once captured in
  // steady state, well within that second. Then each reference's transaction, on a pool of its own,
  // the same way.
  const wire = new Map<string, WireCall>();
  let captured = new Map<string, WireCall>();
  if (process.env.WIRE !== '0' && straceAvailable()) {
    const steps: WireStep[] = [];
    const once = (call: (typeof calls)[number]) => () => get(`${base}${call.path}`, call.tenant ? tenant : {});
    const first = chosen.find((c) => c.reference);
    for (const call of chosen.filter((c) => c.tenant)) {
      steps.push({ name: 'warm', run: once(call) }, { name: 'lapse', run: () => sleep(1_100) });
      steps.push({ name: `${call.name}, session check read`, run: once(call), keep: call === first });
      // Twice: a call may also refresh what the server keeps for a few seconds (the company's
      // record, every 10 s), which is not the call's own; the one like its reference is shown.
      steps.push(
        { name: call.name, run: once(call), keep: true },
        { name: `${call.name} #2`, run: once(call), keep: true },
      );
    }
    captured = await captureWire(server.pid, steps);
    for (const [name, found] of captured) if (!name.endsWith(' #2')) wire.set(name, found);
    const pool = connectDatabase(databaseUrl, { max: 1 });
    try {
      const own: WireStep[] = statements.flatMap(([name, reference]) => [
        { name: 'warm', run: () => oneTransaction(pool.sql, company.id, reference) },
        { name, run: () => oneTransaction(pool.sql, company.id, reference), keep: true },
      ]);
      for (const [name, found] of await captureWire(process.pid, own)) wire.set(name, found);
    } finally {
      await pool.close();
    }
  } else {
    log('no strace here (or WIRE=0): statements and round trips per call are not read off the wire');
  }
  const searchPath = tenantSearchPath(company.id);
  const mismatches: Record<string, string[]> = {};
  const compared = new Set<string>();
  const differencesOf = (found: WireCall, reference: Reference) => {
    const differs = differences(found, reference.waves.flat(), searchPath);
    const trips = shapeOf(reference).roundTrips;
    if (found.writes !== trips) differs.push(`${found.writes} writes to PostgreSQL, the reference makes ${trips}`);
    return differs;
  };
  for (const call of chosen) {
    const reference = call.reference ? references[call.reference] : undefined;
    const again = captured.get(`${call.name} #2`);
    if (!wire.has(call.name) || !reference) continue;
    if (differencesOf(wire.get(call.name)!, reference).length && again && !differencesOf(again, reference).length) {
      wire.set(call.name, again);
    }
    const differs = differencesOf(wire.get(call.name)!, reference);
    compared.add(call.name);
    if (differs.length) mismatches[call.name] = differs;
  }
  for (const [name, differs] of Object.entries(mismatches))
    log(`${name} differs from its reference: ${differs.join('; ')}`);

  // Every route once before any is measured: the server compiles its modules on first use.
  for (const call of chosen) await load('warm-up', { ...optionsOf(call), duration: 2 });
  for (const [name, reference] of statements)
    await loadReference(name, database.sql, company.id, reference, CONNECTIONS, 2);

  // The machine is shared: every row runs in ROUNDS slices, taken in turn with its reference's, so a
  // change of background load falls on both sides of a ratio alike.
  const slices = new Map<string, LoadResult[]>();
  // Cores each party used per row (2 = the whole machine): this process (autocannon, or postgres.js
  // for the raw SQL rows), the server process, and the embedded cluster.
  const parties = { bench: () => [process.pid], server: () => [server.pid], PostgreSQL: () => clusterPids(dataDir) };
  const cores = new Map<string, Record<string, number>[]>();
  // A row's calls still running when autocannon stops (a slow list queues dozens behind the pool)
  // go on in the server and the cluster: each slice waits until both are idle again, so that work
  // (and autovacuum's) is never counted in the next row.
  const settle = async () => {
    const quiet = { ours: () => [server.pid, ...clusterPids(dataDir)] };
    for (let waited = 0; waited < 60_000; waited += 250) {
      if ((await measureCpu(quiet, () => sleep(250))).cores.ours! < 0.1) return;
    }
    log('the server or the cluster stayed busy for 60 s; measuring anyway');
  };
  const add = async (name: string, run: () => Promise<LoadResult>) => {
    await settle();
    const { result, cores: used } = await measureCpu(parties, run);
    slices.set(name, [...(slices.get(name) ?? []), result]);
    cores.set(name, [...(cores.get(name) ?? []), used]);
  };
  const slice = DURATION / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    for (const call of chosen) await add(call.name, () => load(call.name, { ...optionsOf(call), duration: slice }));
    for (const [name, reference] of statements) {
      await add(name, () => loadReference(name, database.sql, company.id, reference, CONNECTIONS, slice));
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
    const shape = references[name] ? shapeOf(references[name]) : undefined;
    const found = wire.get(name);
    return {
      ...result,
      reference,
      ratio,
      cores: coresOf(name),
      perCall: {
        statements: found ? found.statements.length : shape?.statements,
        writes: found?.writes ?? shape?.roundTrips,
        reads: found?.reads,
        sameAsReference: compared.has(name) ? !(name in mismatches) : undefined,
      },
    };
  };
  const rows = [
    of('bare Fastify route', 'bare Fastify route'),
    of('trivial: /trpc system.health', 'bare Fastify route'),
    of('trivial: REST /api/health', 'bare Fastify route'),
    of('auth.me: /trpc', 'auth.me: raw SQL'),
    of('auth.me: REST', 'auth.me: raw SQL'),
    of('auth.me: raw SQL', 'auth.me: raw SQL'),
    ...LIST_CALLS.flatMap((list) => {
      const reference = `${list.name}: raw SQL`;
      return [
        of(`${list.name}: /trpc`, reference),
        of(`${list.name}: REST`, reference),
        of(reference, reference),
        of(`${list.name}: raw SQL with count`, reference),
      ];
    }),
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
    references: Object.fromEntries(
      statements.map(([name, r]) => [name, r.waves.map((wave) => wave.map((s) => ({ sql: s.sql, params: s.params })))]),
    ),
    wire: Object.fromEntries(wire),
    mismatches,
  };
  const table = [formatTable(rows, rssMb), formatProfile(rows), formatWire(wire, mismatches)].join('\n\n');
  const file = join(ROOT, `bench/results/api-throughput-${results.date.slice(0, 10)}${label}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(`${file}.json`, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(`${file}.md`, `${table}\n`);
  console.log(`\n${table}`);
} finally {
  await close();
}
