/**
 * How the connection to PostgreSQL changes the database's share of a tenant call: the raw SQL of
 * auth.me and of the leads page (bench/api-throughput/statements.ts: as the server sends them) over
 * loopback TCP and over the embedded cluster's Unix socket, in alternating slices, at 1, 10 and 50 transactions in flight
 * (pool of 10, as the server's), with the CPU each side used (cores: this process running the
 * transactions through postgres.js, and the cluster's processes).
 * Writes bench/results/api-transport-<date>.json and .md.
 *
 *   npx tsx bench/api-throughput/transport.ts     (LEADS=100000 SECONDS=4 ROUNDS=3 IN_FLIGHT=1,10,50)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import { connectDatabase } from '@app/db';

import { clusterPids, measureCpu } from '../lib/cpu';
import type { LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import { loadReference } from './reference';
import { benchCompany } from './setup';
import { tenantStatements } from './statements';

const LEADS = Number(process.env.LEADS ?? 100_000);
const SECONDS = Number(process.env.SECONDS ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const IN_FLIGHT = (process.env.IN_FLIGHT ?? '1,10,50').split(',').map(Number);
const ROOT = new URL('../../', import.meta.url).pathname;

const bench = await benchCompany('api-transport', LEADS, 300, 10);
const { company, dataDir } = bench;
if (!bench.socketUrl) throw new Error('the embedded cluster has no Unix socket here (path too long?)');
const pools = {
  tcp: connectDatabase(bench.tcpUrl, { max: 10 }),
  socket: connectDatabase(bench.socketUrl, { max: 10 }),
};
const rows: Record<string, unknown>[] = [];
try {
  const all = await tenantStatements(bench);
  const calls = { 'auth.me': all['auth.me: raw SQL']!, 'leads by stage': all['leads by stage: raw SQL']! };
  const parties = { 'postgres.js (this process)': () => [process.pid], PostgreSQL: () => clusterPids(dataDir) };
  for (const [call, statements] of Object.entries(calls)) {
    for (const inFlight of IN_FLIGHT) {
      const slices: Record<string, { result: LoadResult; cores: Record<string, number> }[]> = { tcp: [], socket: [] };
      for (const [name, pool] of Object.entries(pools))
        await loadReference(name, pool.sql, company.id, statements, inFlight, 1);
      for (let r = 0; r < ROUNDS; r++) {
        for (const [name, pool] of Object.entries(pools)) {
          const run = () => loadReference(name, pool.sql, company.id, statements, inFlight, SECONDS);
          slices[name]!.push(await measureCpu(parties, run));
        }
      }
      for (const [transport, parts] of Object.entries(slices)) {
        const mid = (pick: (p: (typeof parts)[number]) => number) => percentile(parts.map(pick), 50);
        const row = {
          call,
          inFlight,
          transport,
          txPerSecond: round(parts.reduce((n, p) => n + p.result.total, 0) / (SECONDS * ROUNDS)),
          p50Ms: mid((p) => p.result.p50Ms),
          p99Ms: mid((p) => p.result.p99Ms),
          cores: Object.fromEntries(Object.keys(parties).map((k) => [k, mid((p) => p.cores[k]!)])),
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
} finally {
  await pools.tcp.close();
  await pools.socket.close();
  await bench.close();
}

const lines = [
  '| call | in flight | transport | tx/s | p50 ms | p99 ms | cores: postgres.js | cores: PostgreSQL |',
  '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => {
    const cores = Object.values(r.cores as Record<string, number>);
    return `| ${String(r.call)} | ${String(r.inFlight)} | ${String(r.transport)} | ${String(r.txPerSecond)} | ${String(r.p50Ms)} | ${String(r.p99Ms)} | ${cores[0]} | ${cores[1]} |`;
  }),
];
const date = new Date().toISOString();
const file = join(ROOT, `bench/results/api-transport-${date.slice(0, 10)}`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const machine = { cpus: cpus().length, node: process.version, loadAverage: loadavg() };
writeFileSync(
  `${file}.json`,
  `${JSON.stringify({ date, leads: LEADS, seconds: SECONDS, rounds: ROUNDS, machine, rows }, null, 2)}\n`,
);
writeFileSync(`${file}.md`, `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}`);
