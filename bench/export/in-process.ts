/**
 * bench/export/in-process: the leads export of bench/export called in this process (the procedure
 * through the server-side caller, bytes dropped), so `node --cpu-prof` sees the export's own work:
 * the cursor, the cells and the file writing, without HTTP. Wall and CPU time per run.
 *
 *   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/export/in-process.ts   (RUNS=3)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { createCaller, createContext } from '@app/api';
import type { DownloadSink } from '@app/api/crm/exports/sink';

import { benchDeps } from '../lib/deps';
import { percentile, round } from '../lib/stats';
import { benchTenant, log, SECRET } from '../data-out/tenant';

const RUNS = Number(process.env.RUNS ?? 3);
const tenant = await benchTenant('export-cpu');
try {
  const deps = benchDeps(tenant.database.db, mkdtempSync(join(tmpdir(), 'export-cpu-')), SECRET);
  const nullSink: DownloadSink = { begin: () => {}, write: () => Promise.resolve() };
  const context = { ip: '127.0.0.1', host: tenant.host, authorization: tenant.authorization };
  for (const format of ['csv', 'xlsx'] as const) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const caller = createCaller({ ...createContext(deps, context), download: nullSink });
      const started = performance.now();
      const before = process.cpuUsage();
      await caller.crm.exports.leads({ format });
      const used = process.cpuUsage(before);
      if (run === 0) continue; // warm-up
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    log(
      `${format}: wall ${wall.map((t) => round(t, 0)).join(' ')} (median ${round(percentile(wall, 50), 0)} ms), cpu median ${round(percentile(cpu, 50), 0)} ms`,
    );
  }
} finally {
  await tenant.close();
}
