/**
 * bench/fuzz/hostile-bodies.ts: what a stranger's deeply nested body costs the server, before
 * sign-in. For each depth, `POST /api/auth/request-code` with `{"email":…,"x":{"a":{"a":…}}}`
 * over HTTP (median of `RUNS`, 5), its status; the same for flat bodies of 42,000 and 45,000
 * short fields (just under and just over the 1 MiB body limit, so walked whole or refused with 413);
 * then `PARALLEL` (40) bodies of the deepest size
 * sent at once while `GET /api/health` is asked every 20 ms: the slowest health answer meanwhile
 * (a stall of the event loop shows there). Writes bench/results/hostile-bodies-<date>.json.
 *
 *   npx tsx bench/fuzz/hostile-bodies.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { CheckedSessions, CompanyDirectory, type AppDeps } from '@app/api';
import { createLocalStorage } from '@app/api/services/files/local';
import { createJobQueue } from '@app/api/services/jobs/queue';
import { createMailer } from '@app/api/services/mail/create';

import { createServer } from '../../apps/server/src/server';
import { benchCluster } from '../lib/cluster';

const RUNS = Number(process.env.RUNS ?? 5);
const PARALLEL = Number(process.env.PARALLEL ?? 40);
const DEPTHS = [32, 1_000, 3_000, 8_000, 100_000];

const FLAT_FIELDS = [42_000, 45_000];

const body = (depth: number) => `{"email":"someone@example.com","x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
/** Many short fields and a control character in the last, so a walk must reach the end to name it. */
const flatBody = (fields: number) =>
  `{"email":"someone@example.com",${Array.from({ length: fields }, (_, i) => `"f${i}":"${'x'.repeat(12)}"`).join(',')},"last":"\\u0000"}`;

const cluster = await benchCluster('hostile-bodies', 1, { tcp: true });
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const deps: AppDeps = {
  db: cluster.database.db,
  storage: createLocalStorage(join(cluster.dataDir, 'files')),
  mailer: createMailer({ db: cluster.database.db, from: 'bench@localhost', log: silent }),
  jobs: createJobQueue(cluster.database.db),
  directory: new CompanyDirectory(cluster.database.db, 0),
  checkedSessions: new CheckedSessions(),
  config: { baseDomain: 'localhost', jwtSecret: 'bench-secret-bench-secret-bench-secret-0003' },
  log: silent,
  now: () => new Date(),
};
const server = await createServer({ deps });
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
const headers = { host: 'admin.localhost', 'content-type': 'application/json' };

async function timed(work: () => Promise<Response>) {
  const started = performance.now();
  const res = await work();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const measure = async (payload: string) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(
        await timed(() => fetch(`${address}/api/auth/request-code`, { method: 'POST', headers, body: payload })),
      );
    return {
      bytes: payload.length,
      status: runs[0]!.status,
      medianMs: Math.round(median(runs.map((r) => r.ms)) * 10) / 10,
    };
  };
  const perDepth = [];
  for (const depth of DEPTHS) {
    const row = { depth, ...(await measure(body(depth))) };
    perDepth.push(row);
    console.log(`[hostile] depth ${depth}: ${row.status} in ${row.medianMs} ms (${row.bytes} bytes)`);
  }
  const perFlat = [];
  for (const fields of FLAT_FIELDS) {
    const row = { fields, ...(await measure(flatBody(fields))) };
    perFlat.push(row);
    console.log(`[hostile] ${fields} flat fields: ${row.status} in ${row.medianMs} ms (${row.bytes} bytes)`);
  }

  const deepest = body(DEPTHS.at(-1)!);
  let worstHealthMs = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const { ms } = await timed(() => fetch(`${address}/api/health`));
      worstHealthMs = Math.max(worstHealthMs, ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const burst = await timed(async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        fetch(`${address}/api/auth/request-code`, { method: 'POST', headers, body: deepest }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    return new Response(JSON.stringify(answers));
  });
  probing = false;
  await probe;
  const parallel = {
    bodies: PARALLEL,
    depth: DEPTHS.at(-1),
    allMs: Math.round(burst.ms),
    worstHealthMs: Math.round(worstHealthMs),
  };
  console.log(
    `[hostile] ${PARALLEL} bodies at once: ${parallel.allMs} ms; slowest /api/health meanwhile ${parallel.worstHealthMs} ms`,
  );

  await mkdir('bench/results', { recursive: true });
  const file = `bench/results/hostile-bodies-${new Date().toISOString().slice(0, 10)}.json`;
  await writeFile(file, `${JSON.stringify({ perDepth, perFlat, parallel, runs: RUNS }, null, 2)}\n`);
  console.log(`[hostile] wrote ${file}`);
} finally {
  await server.stop();
  await cluster.close();
}
