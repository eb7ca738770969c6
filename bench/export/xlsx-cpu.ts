/**
 * bench/export/xlsx-cpu: the XLSX writer alone, on 100,000 rows shaped like the leads export
 * (17 columns, a few empty), into a sink that drops the bytes. Isolates the cost the XLSX download
 * adds over CSV (same query, same cursor); run under `node --cpu-prof` to see where it goes.
 *
 *   npx tsx bench/export/xlsx-cpu.ts           (ROWS=100000 RUNS=5)
 */
import { performance } from 'node:perf_hooks';

import type { CellType, CellValue } from '@app/api/crm/exports/cells';
import { FETCH_ROWS } from '@app/api/crm/exports/cursor';
import { startWorkbook } from '@app/api/crm/exports/xlsx';

import { percentile, round } from '../lib/stats';

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);
const TYPES: CellType[] = Array.from({ length: 17 }, (_, i) => (i === 14 ? 'number' : 'text'));
const HEADERS = TYPES.map((_, i) => `Column ${i + 1}`);
const STAGES = ['New', 'Contacted', 'Qualified', 'Proposal', 'Negotiation', 'Won', 'Lost'];

function row(i: number): CellValue[] {
  const name = `Priya Sharma ${i}`;
  return [
    '2025-03-01',
    name,
    `Nova Foods ${i % 300}`,
    i % 3 ? null : 'Pune, India',
    `+9198${String(i).padStart(8, '0')}`,
    `priya.sharma${i % 997}@mail${i % 50}.example.com`,
    null,
    null,
    null,
    STAGES[i % 7]!,
    'Pending',
    'Medium',
    'Owner Person',
    null,
    i % 2 ? `${1000 + (i % 5000)}.50` : null,
    null,
    '2025-01-01 00:00',
  ];
}

const batches: CellValue[][][] = [];
for (let at = 0; at < ROWS; at += FETCH_ROWS)
  batches.push(Array.from({ length: Math.min(FETCH_ROWS, ROWS - at) }, (_, k) => row(at + k)));

const times: number[] = [];
const cpu: number[] = [];
let bytes = 0;
for (let run = 0; run < RUNS; run += 1) {
  bytes = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const sheet = await startWorkbook(async (chunk) => void (bytes += chunk.length), 'Leads', HEADERS, TYPES);
  for (const batch of batches) await sheet.rows(batch);
  await sheet.end();
  times.push(performance.now() - started);
  // CPU time of every thread (deflate runs in libuv's pool): steadier than wall time on a shared machine.
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1000);
}
console.log(
  JSON.stringify({
    rows: ROWS,
    bytes,
    runsMs: times.map((t) => round(t)),
    medianMs: round(percentile(times, 50)),
    cpuMs: cpu.map((t) => round(t)),
    medianCpuMs: round(percentile(cpu, 50)),
  }),
);
