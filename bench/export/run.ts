/**
 * bench/export: GET /api/crm/leads/export of all 100,000 leads (bench/data-out/tenant.ts) as CSV
 * and as XLSX over HTTP against the real server in its own process, RUNS (3) times each: time to
 * the last byte, bytes, rows, and the server's RSS before and at its peak during the download
 * (sampled every 20 ms). Target: under 5 s. Results to bench/results/export-<day>.json.
 *
 *   npm run bench:export            (LEADS=100000 RUNS=3)
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';

import { benchTenant, getStream, LEADS, log } from '../data-out/tenant';
import { percentile, round } from '../lib/stats';

const RUNS = Number(process.env.RUNS ?? 3);
const RESULTS = new URL(`../results/export-${new Date().toISOString().slice(0, 10)}.json`, import.meta.url);

const tenant = await benchTenant('export');
try {
  const base = `http://127.0.0.1:${tenant.server.port}`;
  const headers = { host: tenant.host, authorization: tenant.authorization };
  const measure = async (format: 'csv' | 'xlsx') => {
    const rssBefore = tenant.server.rssMb();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, tenant.server.rssMb())), 20);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    let firstByteMs = 0;
    try {
      const res = await getStream(`${base}/api/crm/leads/export?format=${format}`, headers);
      if (res.statusCode !== 200) throw new Error(`export ${format}: HTTP ${res.statusCode}`);
      for await (const chunk of res as AsyncIterable<Buffer>) {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        if (format === 'csv') for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
      }
    } finally {
      clearInterval(sampler);
    }
    const ms = performance.now() - started;
    return {
      ms: round(ms),
      firstByteMs: round(firstByteMs),
      bytes,
      rows: format === 'csv' ? lines - 1 : null,
      rssBefore,
      rssPeak,
    };
  };
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model },
    leads: LEADS,
  };
  for (const format of ['csv', 'xlsx'] as const) {
    await measure(format); // warm-up
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(format));
    const median = percentile(
      runs.map((r) => r.ms),
      50,
    );
    report[format] = { runs, medianMs: median, target: { ms: 5000, met: median < 5000 } };
    log(
      `${format}: median ${median} ms, ${runs[0]!.bytes} bytes${runs[0]!.rows === null ? '' : `, ${runs[0]!.rows} rows`}, RSS ${runs[0]!.rssBefore} → peak ${Math.max(...runs.map((r) => r.rssPeak))} MB`,
    );
  }
  writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  log(`written to ${RESULTS.pathname}`);
} finally {
  await tenant.close();
}
