/**
 * Where the time of creating a company's schema goes as a node fills up: the tenant migrations run
 * on a connection of its own per company, opened from a pool as provisioning opens it
 * (openOwnConnection), with no server around them, and at each checkpoint the median time of every
 * statement over a sample of companies. Statements whose time grows with the number of schemas are
 * the ones to look at. (The migration journal's own statements are left out.)
 *
 *   npx tsx bench/tenant-scale/ddl-profile.ts          (PROFILE_TENANTS=3000, SAMPLE=20;
 *                                                       LABEL=x names the results file …-x.json)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import postgres from 'postgres';

import { loadMigrations, openOwnConnection, startEmbeddedPostgres } from '@app/db';

import { percentile } from '../lib/stats';

const TENANTS = Number(process.env.PROFILE_TENANTS ?? 3000);
const SAMPLE = Number(process.env.SAMPLE ?? 20);
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench] ${m}`);

const migrationStatements = loadMigrations('tenant').flatMap((m) => m.statements);
/** What is timed per schema, in order. */
const statements = ['(connect) select 1', ...migrationStatements, 'commit'];
const checkpoints = [SAMPLE, Math.round(TENANTS / 2), TENANTS];

/**
 * One schema on a connection of its own (max 1, so every statement below runs on it). `each` has
 * the connection's first statement, then every migration statement, then the commit, when timed.
 */
async function createSchema(pool: postgres.Sql, n: number, timed: boolean): Promise<{ total: number; each: number[] }> {
  const sql = openOwnConnection(pool);
  const each: number[] = [];
  const started = performance.now();
  const step = async (text: string) => {
    const t = performance.now();
    await sql.unsafe(text);
    if (timed) each.push(performance.now() - t);
  };
  try {
    await step('select 1');
    await sql.unsafe('begin');
    await sql.unsafe(`create schema "tenant_${n}"`);
    await sql.unsafe(`set local search_path to "tenant_${n}", public`);
    await sql.unsafe(`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
    for (const statement of migrationStatements) await step(statement);
    await step('commit');
  } finally {
    await sql.end();
  }
  return { total: performance.now() - started, each };
}

const median = (xs: number[]) => percentile(xs, 50);

const dataDir = join(ROOT, 'bench/.data', `ddl-profile-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres({ dataDir });
let pool: postgres.Sql | undefined;
const profiles: { schemas: number; medianMs: number; statementsMs: number[] }[] = [];
try {
  // What the platform migrations give every tenant schema.
  pool = postgres(embedded.url, { max: 2, onnotice: () => {} });
  await pool.unsafe('create extension if not exists pg_trgm with schema public');
  const totals: number[] = [];
  let sampled: number[][] = [];
  for (let n = 1; n <= TENANTS; n++) {
    const atCheckpoint = checkpoints.some((c) => n > c - SAMPLE && n <= c);
    const { total, each } = await createSchema(pool, n, atCheckpoint);
    totals.push(total);
    if (atCheckpoint) sampled.push(each);
    if (checkpoints.includes(n)) {
      const statementsMs = statements.map((_, i) => median(sampled.map((run) => run[i]!)));
      const medianMs = median(totals.slice(-SAMPLE));
      profiles.push({ schemas: n, medianMs, statementsMs });
      log(`${n} schemas: median ${medianMs.toFixed(1)} ms per schema`);
      sampled = [];
    }
  }
} finally {
  await pool?.end();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const [first, , last] = profiles;
const growth = statements
  .map((text, i) => ({
    statement: text.replace(/\s+/g, ' ').slice(0, 110),
    firstMs: first!.statementsMs[i]!,
    lastMs: last!.statementsMs[i]!,
  }))
  .sort((a, b) => b.lastMs - b.firstMs - (a.lastMs - a.firstMs));
const sum = (p: (typeof profiles)[number]) => p.statementsMs.reduce((s, x) => s + x, 0);
log(
  `sum of statement medians: ${sum(first!).toFixed(1)} ms at ${first!.schemas}, ${sum(last!).toFixed(1)} ms at ${last!.schemas}`,
);
for (const row of growth.slice(0, 15))
  log(`${row.firstMs.toFixed(2).padStart(7)} → ${row.lastMs.toFixed(2).padStart(7)} ms  ${row.statement}`);

const file = join(
  ROOT,
  'bench/results',
  `tenant-ddl-profile-${new Date().toISOString().slice(0, 10)}${process.env.LABEL ? `-${process.env.LABEL}` : ''}.json`,
);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), tenants: TENANTS, sample: SAMPLE, checkpoints: profiles.map(({ schemas, medianMs }) => ({ schemas, medianMs })), statementsGrowingMost: growth.slice(0, 15) }, null, 1)}\n`,
);
log(`results in ${file}`);
