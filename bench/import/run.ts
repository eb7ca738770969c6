/**
 * bench/import: a CSV of LEADS (100,000) leads with realistic columns, imported into one company
 * the way the app does it: the upload streamed into the import (procedure crm.imports.create), the
 * preview (every row checked), then the run (runImport, what the job executes: one transaction,
 * batched multi-row inserts). Times each phase and samples the process RSS every 20 ms during the
 * run. Targets: the run under 10 s, RSS growth under 200 MB. MODE=update imports the same file a
 * second time with duplicates updated (every row matches a lead by email) and reports that run.
 *
 *   npm run bench:import            (LEADS=100000 BRANDS=200 by default; LABEL=x names the results file)
 *   MODE=update npm run bench:import
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { runImport } from '@app/api/crm/imports/run';
import { sql, tenantTables, withTenant } from '@app/db';

import { round } from '../lib/stats';
import { BRANDS, LEADS, ROOT, startImportBench } from './setup';

const log = (m: string) => console.log(`[bench] ${m}`);
const mb = (bytes: number) => round(bytes / (1024 * 1024), 1);

const bench = await startImportBench();
const { db, deps, crm } = bench;
const company = { id: bench.companyId };

const UPDATE = process.env.MODE === 'update';

/** Uploads and previews the file, then times the run as the job executes it, RSS sampled beside it. */
async function timedImport(duplicates: 'skip' | 'update') {
  const imp = await bench.upload();
  log(
    `upload: ${imp.totalRows} rows, ${mb(imp.fileBytes)} MB, ${round(imp.uploadMs, 0)} ms; mapping ${JSON.stringify(imp.mapping)}`,
  );
  let started = performance.now();
  const { preview } = await crm.imports.preview({ id: imp.id });
  const previewMs = performance.now() - started;
  log(`preview: ${preview.valid} valid, ${preview.failed} failed, ${round(previewMs, 0)} ms`);
  await withTenant(db, company.id, (tx) =>
    tx
      .update(tenantTables.imports)
      .set({ status: 'queued', duplicates })
      .where(sql`id = ${imp.id}`),
  );
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  started = performance.now();
  await runImport(deps, { companyId: company.id, importId: imp.id });
  const runMs = performance.now() - started;
  clearInterval(sampler);
  const done = (await crm.imports.get({ id: imp.id })).import;
  return { imp, previewMs, runMs, rssBefore, rssPeak, done };
}

try {
  const first = await timedImport('skip');
  // MODE=update: the same file again, every row now a duplicate of the lead the first run created.
  const { imp, previewMs, runMs, rssBefore, rssPeak, done } = UPDATE ? await timedImport('update') : first;
  const { uploadMs } = imp;
  const stored = await withTenant(db, company.id, async (tx) => {
    const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    return rows[0]!.n;
  });
  const { created, updated } = done.counts;
  log(`run: ${done.status}, ${created} created, ${updated} updated, ${stored} leads stored, ${round(runMs, 0)} ms`);

  const results = {
    date: new Date().toISOString(),
    // The machine may be shared: the load says how much of it the run had.
    machine: { cpus: cpus().length, node: process.version, loadAverage1m: round(loadavg()[0]!, 1) },
    command: UPDATE ? 'MODE=update npm run bench:import' : 'npm run bench:import',
    mode: UPDATE ? 'update' : 'create',
    leads: LEADS,
    brands: BRANDS,
    fileMB: mb(imp.fileBytes),
    uploadMs: round(uploadMs, 0),
    previewMs: round(previewMs, 0),
    runMs: round(runMs, 0),
    rowsPerSecond: Math.round(LEADS / (runMs / 1000)),
    rssBeforeMB: mb(rssBefore),
    rssPeakMB: mb(rssPeak),
    rssGrowthMB: mb(rssPeak - rssBefore),
    status: done.status,
    created,
    updated,
    stored,
    targets: { runUnderMs: 10_000, rssGrowthUnderMB: 200 },
    met:
      runMs < 10_000 && rssPeak - rssBefore < 200 * 1024 * 1024 && stored === LEADS && (!UPDATE || updated === LEADS),
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(
      ROOT,
      `bench/results/import-${results.date.slice(0, 10)}${process.env.LABEL ? `-${process.env.LABEL}` : ''}.json`,
    ),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
} finally {
  await bench.close();
}
