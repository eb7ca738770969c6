/**
 * Where bench/import's run spends its time. Same company and file as `npm run bench:import`, then:
 *  1. the batches written in a transaction that is rolled back, with the run's settings: each batch's
 *     write timed, and one batch (the middle one) under EXPLAIN (ANALYZE, BUFFERS), which shows its
 *     per-row triggers (foreign keys) and the insert's own time;
 *  2. the run itself (runImport) under the V8 profiler: self time by function and by file, and the
 *     CPU this process and the PostgreSQL cluster used meanwhile.
 *
 *   npx tsx bench/import/profile.ts    (LEADS, BRANDS as for the bench; under flock -x /tmp/bench.lock)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

import { runImport } from '@app/api/crm/imports/run';
import { fieldsOf } from '@app/api/crm/imports/fields';
import { runPipeline } from '@app/api/crm/imports/pipeline';
import { dataRows } from '@app/api/crm/imports/source';
import { insertRecords, prepareWrites } from '@app/api/crm/imports/write';
import { sql, tenantTables, withTenant, type Executor, type SQL } from '@app/db';

import { clusterPids, measureCpu } from '../lib/cpu';
import { round } from '../lib/stats';
import { functionKey, selfTimeBy, type CpuProfile } from '../web/cpu-profile';
import { startImportBench } from './setup';

const bench = await startImportBench();
const { db, deps, companyId } = bench;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;

/** 2. The run itself, profiled. */
async function profileRun(importId: string) {
  await withTenant(db, companyId, (tx) =>
    tx
      .update(tenantTables.imports)
      .set({ status: 'queued' })
      .where(sql`id = ${importId}`),
  );
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const started = performance.now();
  // The cluster's processes by their title (the pool's backends are open already: they count one by one).
  const titled = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .replace(/\0/g, ' ')
        .trim()
        .replace(/ (idle|active).*$/, '');
    } catch {
      return `pid ${pid}`;
    }
  };
  const parties: Record<string, () => number[]> = { node: () => [process.pid] };
  for (const pid of clusterPids(bench.dataDir)) parties[`${titled(pid)} (${pid})`] = () => [pid];
  parties['postgres, all'] = () => clusterPids(bench.dataDir);
  const { cores } = await measureCpu(parties, () => runImport(deps, { companyId, importId: importId }));
  const runMs = performance.now() - started;
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  session.disconnect();
  const file = join(bench.dataDir, '..', `import-run-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`\nrun: ${round(runMs, 0)} ms; profile ${file}; cores used:`);
  for (const [party, used] of Object.entries(cores)) if (used > 0) console.log(`  ${used} ${party}`);
  console.log(`\nself time by function:\n${selfTimeBy(profile, functionKey, 30)}`);
  const fileKey = (n: CpuProfile['nodes'][number]) =>
    n.callFrame.url.replace(/^.*node_modules\//, '') || n.callFrame.functionName;
  console.log(`\nself time by file:\n${selfTimeBy(profile, fileKey, 15)}`);
}

try {
  const imp = await bench.upload();
  console.log(`upload: ${imp.totalRows} rows in ${round(imp.uploadMs, 0)} ms`);

  // 1. Every batch written and timed, one explained; nothing kept.
  const writes: number[] = [];
  const explained: string[] = [];
  const rolledBack = new Error('rolled back');
  const passStarted = performance.now();
  await withTenant(db, companyId, async (tx) => {
    const stored = await tx
      .select()
      .from(tenantTables.imports)
      .where(sql`id = ${imp.id}`);
    const source = stored[0]!;
    await prepareWrites(tx);
    // PASS_SETTINGS="set local x = y; …": try a setting on the timed pass alone (after the run's own).
    for (const statement of (process.env.PASS_SETTINGS ?? '').split(';').filter((s) => s.trim())) {
      await tx.execute(sql.raw(statement));
    }
    const explaining = {
      execute: async (query: SQL) => {
        const rows = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`);
        explained.push(...rows.map((r) => r['QUERY PLAN']));
      },
    } as unknown as Executor;
    let n = 0;
    await runPipeline(
      tx,
      {
        kind: 'lead',
        fields: await fieldsOf(tx, 'lead'),
        mapping: source.mapping,
        duplicates: 'skip',
        actorId: source.createdBy!,
        importId: imp.id,
        today: '2026-11-23',
      },
      dataRows(tx, source),
      {
        failed: async () => {},
        write: async (batch) => {
          const started = performance.now();
          const middle = n++ === Math.floor(imp.totalRows / 2 / 2000);
          await insertRecords(middle ? explaining : tx, 'lead', batch.creates);
          writes.push(performance.now() - started);
        },
      },
    );
    // PASS_AFTER="select …; …": statements timed after the last batch (e.g. index upkeep left over).
    const afterStarted = performance.now();
    for (const statement of (process.env.PASS_AFTER ?? '').split(';').filter((s) => s.trim())) {
      await tx.execute(sql.raw(statement));
    }
    if (process.env.PASS_AFTER) console.log(`after the batches: ${round(performance.now() - afterStarted, 0)} ms`);
    throw rolledBack;
  }).catch((error: unknown) => {
    if (error !== rolledBack) throw error;
  });
  const total = writes.reduce((a, b) => a + b, 0);
  console.log(
    `\nbatches written: ${writes.length}, pass ${round(performance.now() - passStarted, 0)} ms, writes ${round(total, 0)} ms` +
      ` (per batch p50 ${round(quantile(writes, 0.5), 0)} ms, p90 ${round(quantile(writes, 0.9), 0)} ms, first ${round(writes[0] ?? 0, 0)} ms, last ${round(writes.at(-1) ?? 0, 0)} ms)`,
  );
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the middle batch:\n${explained.join('\n')}`);

  if (!process.env.PASS_ONLY) await profileRun(imp.id);
} finally {
  await bench.close();
}
