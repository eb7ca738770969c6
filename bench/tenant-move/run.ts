/**
 * bench/tenant-move: moving a company to another Citus worker while it and its neighbours are in use.
 * On a cluster of its own (a coordinator and two workers, infra/citus), COMPANIES companies with 25
 * leads each; leads pages round-robin across all of them, and the moving company's alone, first
 * with no move, then during each of MOVES moves (the company goes back and forth), each timed.
 *
 *   npm run bench:tenant-move          (COMPANIES=20 MOVES=4 WINDOW=20 by default)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { connectDatabase, migrateAll, sql, tenantSchemaName, type Database } from '@app/db';

import { startCluster } from '../../infra/citus/start.mjs';
import { load, type LoadResult } from '../lib/load';
import { round } from '../lib/stats';
import { benchCompanies } from '../tenant-scale/companies';
import { companyRequest, LEADS_PAGE, type Company } from '../tenant-scale/reads';
import { startServerProcess } from '../tenant-scale/server-process';

const COMPANIES = Number(process.env.COMPANIES ?? 20);
const MOVES = Number(process.env.MOVES ?? 4);
/** Seconds of load around each move; the move starts 2 s in. */
const WINDOW = Number(process.env.WINDOW ?? 20);
const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench] ${m}`);

/** The worker holding the company, and the other one. */
async function workersOf(db: Database, companyId: number) {
  const rows = await db.execute<{ node_name: string; node_port: number; holds: boolean }>(sql`
    select w.node_name, w.node_port::int, exists (select 1 from citus_shards s
      where s.table_name = ${`${tenantSchemaName(companyId)}.leads`}::regclass and s.nodeport = w.node_port) as holds
    from citus_get_active_worker_nodes() w order by w.node_port`);
  return { from: rows.find((row) => row.holds)!, to: rows.find((row) => !row.holds)! };
}

const leadsPages = (port: number, companies: Company[]) =>
  companies.map((company) => companyRequest(port, company, LEADS_PAGE));

const filesDir = mkdtempSync(join(tmpdir(), 'bench-tenant-move-'));
const cluster = await startCluster({ port: Number(process.env.CITUS_PORT ?? 9730), echo: () => {} });
try {
  const database = connectDatabase(cluster.url, { max: 2, applicationName: 'tenant-move-bench' });
  try {
    await migrateAll(database);
    const { grow, signIn } = await benchCompanies(database.db, { filesDir, secret: SECRET, log, of: COMPANIES });
    await grow(COMPANIES);
    // The run takes a few minutes, well within a token's life.
    const companies = await signIn();
    const server = await startServerProcess({ DATABASE_URL: cluster.url, JWT_SECRET: SECRET });
    try {
      const url = `http://127.0.0.1:${server.port}`;
      const all = leadsPages(server.port, companies);
      const moving = companies[0]!;
      const alone = leadsPages(server.port, [moving]);
      const window = async (label: string, during?: () => Promise<unknown>) => {
        const loads = Promise.all([
          load(`${COMPANIES} companies round-robin, ${label}`, { url, duration: WINDOW, requests: all }),
          load(`the moving company, ${label}`, { url, duration: WINDOW, requests: alone, connections: 2 }),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const result = await during?.();
        return { loads: await loads, result };
      };

      await load('warm-up', { url, duration: 5, requests: all });
      const before = await window('no move');
      log(`no move: ${JSON.stringify(before.loads)}`);
      const moves: { to: number; ms: number; loads: LoadResult[] }[] = [];
      for (let i = 1; i <= MOVES; i++) {
        const { to } = await workersOf(database.db, moving.id);
        const { loads, result: ms } = await window(`move ${i}`, async () => {
          const started = performance.now();
          await database.db.execute(sql`select citus_schema_move(${tenantSchemaName(moving.id)}::regnamespace,
            ${to.node_name}::text, ${to.node_port}::int)`);
          return round(performance.now() - started);
        });
        const now = await workersOf(database.db, moving.id);
        if (now.from.node_port !== to.node_port) throw new Error(`move ${i} did not reach ${to.node_port}`);
        log(`move ${i} to ${to.node_port}: ${ms} ms; ${JSON.stringify(loads)}`);
        moves.push({ to: to.node_port, ms: ms as number, loads });
      }
      const results = {
        date: new Date().toISOString(),
        machine: { cpus: cpus().length, node: process.version },
        companies: COMPANIES,
        windowSeconds: WINDOW,
        before: before.loads,
        moves,
        moveMs: moves.map((move) => move.ms),
        failedRequests: [...before.loads, ...moves.flatMap((move) => move.loads)].reduce(
          (sum, result) => sum + result.non2xx + result.errors,
          0,
        ),
      };
      mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
      const file = join(ROOT, 'bench/results', `tenant-move-${results.date.slice(0, 10)}.json`);
      writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
      console.log(JSON.stringify(results, null, 2));
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
  }
} finally {
  await cluster.stop();
  rmSync(filesDir, { recursive: true, force: true });
}
