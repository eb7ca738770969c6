/**
 * bench/import: a CSV of LEADS (100,000) leads with realistic columns, imported into one company
 * the way the app does it: the upload streamed into the import (procedure crm.imports.create), the
 * preview (every row checked), then the run (runImport, what the job executes: one transaction,
 * batched multi-row inserts). Times each phase and samples the process RSS every 20 ms during the
 * run. Targets: the run under 10 s, RSS growth under 200 MB.
 *
 *   npm run bench:import            (LEADS=100000 BRANDS=200 by default)
 */
import { createReadStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { createCaller, createContext } from '@app/api';
import { runImport } from '@app/api/crm/imports/run';
import type { StreamedFile } from '@app/contracts';
import { connectDatabase, migrateAll, sql, startEmbeddedPostgres, tenantTables, withTenant } from '@app/db';

import { round } from '../lib/stats';
import { provisionCompanies } from '../tenant-scale/provision';
import { superAdminToken, tokenFor } from '../tenant-scale/tokens';
import { benchDeps } from '../lib/deps';

const LEADS = Number(process.env.LEADS ?? 100_000);
const BRANDS = Number(process.env.BRANDS ?? 200);
const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench] ${m}`);
const mb = (bytes: number) => round(bytes / (1024 * 1024), 1);

const FIRST = ['Aarav', 'Maria', 'John', 'Priya', 'Liam', 'Sofia', 'Noah', 'Ananya', 'Ethan', 'Mei', 'Lucas', 'Fatima'];
const LAST = ['Sharma', 'Garcia', 'Smith', 'Patel', 'Brown', 'Rossi', 'Wilson', 'Kumar', 'Chen', 'Silva', 'Taylor'];
const STAGES = ['New', 'Contacted', 'Qualified', 'Proposal', 'Negotiation', 'Closed Won'];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** A spreadsheet export's messy headers, quoted cells with commas, money with separators. */
function csvText(): string {
  const lines = [
    'Client Name,Brand,E-mail,Mobile,Designation,HQ,Stage,Priority,Next Follow-up Date,Estimated Value,Comment',
  ];
  for (let i = 0; i < LEADS; i++) {
    const name = `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / 12))} ${i}`;
    lines.push(
      [
        name,
        `Brand ${i % BRANDS}`,
        `lead${i}@example.com`,
        `+91 9${String(i).padStart(9, '0')}`,
        'Head of Marketing',
        '"Pune, India"',
        pick(STAGES, i),
        pick(['Low', 'Medium', 'High'], i),
        `2027-0${(i % 9) + 1}-1${i % 10}`,
        `"${(1000 + (i % 5000)).toLocaleString('en-US')}.50"`,
        '"Met at the expo; wants a quote"',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const dataDir = join(ROOT, 'bench/.data', `import-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres({ dataDir });
const database = connectDatabase(embedded.url, { max: 4 });
const { db } = database;

try {
  await migrateAll(database);
  const deps = benchDeps(db, dataDir, SECRET);
  const admin = `Bearer ${await superAdminToken(db, SECRET)}`;
  const { companies } = await provisionCompanies(deps, admin, 0, 1, () => {});
  const company = companies[0]!;
  const ownerId = await withTenant(db, company.id, async (tx) => {
    const [owner] = await tx.select({ id: tenantTables.users.id }).from(tenantTables.users);
    await tx.insert(tenantTables.brands).values(Array.from({ length: BRANDS }, (_, i) => ({ name: `Brand ${i}` })));
    return owner!.id;
  });
  const token = await tokenFor(db, SECRET, { id: ownerId, role: 'owner', companyId: company.id });
  const crm = createCaller(
    createContext(deps, { ip: '127.0.0.1', host: `${company.subdomain}.localhost`, authorization: `Bearer ${token}` }),
  ).crm;

  const file = join(dataDir, 'leads.csv');
  writeFileSync(file, csvText());
  const streamed: StreamedFile = {
    kind: 'streamed-file',
    filename: 'leads.csv',
    mimeType: 'text/csv',
    stream: createReadStream(file, { highWaterMark: 64 * 1024 }),
  };

  let started = performance.now();
  const { import: imp } = await crm.imports.create({ kind: 'lead', file: streamed });
  const uploadMs = performance.now() - started;
  log(
    `upload: ${imp.totalRows} rows, ${mb(imp.fileBytes)} MB, ${round(uploadMs, 0)} ms; mapping ${JSON.stringify(imp.mapping)}`,
  );

  started = performance.now();
  const { preview } = await crm.imports.preview({ id: imp.id });
  const previewMs = performance.now() - started;
  log(`preview: ${preview.valid} valid, ${preview.failed} failed, ${round(previewMs, 0)} ms`);

  // The run as the job executes it, with the process RSS sampled beside it.
  await withTenant(db, company.id, (tx) =>
    tx
      .update(tenantTables.imports)
      .set({ status: 'queued' })
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
  const stored = await withTenant(db, company.id, async (tx) => {
    const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    return rows[0]!.n;
  });
  log(`run: ${done.status}, ${done.counts.created} created, ${stored} leads stored, ${round(runMs, 0)} ms`);

  const results = {
    date: new Date().toISOString(),
    // The machine may be shared: the load says how much of it the run had.
    machine: { cpus: cpus().length, node: process.version, loadAverage1m: round(loadavg()[0]!, 1) },
    command: 'npm run bench:import',
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
    created: done.counts.created,
    stored,
    targets: { runUnderMs: 10_000, rssGrowthUnderMB: 200 },
    met: runMs < 10_000 && rssPeak - rssBefore < 200 * 1024 * 1024 && stored === LEADS,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(ROOT, `bench/results/import-${results.date.slice(0, 10)}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
} finally {
  await database.close();
  await embedded.stop();
  if (!process.env.KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}
