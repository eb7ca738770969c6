/**
 * `npm run bench:load [-- --duration 60 --connections 200 --soak 300]`: the realistic mix of
 * mix.ts from `--connections` concurrent clients (owners and members of `--companies` companies,
 * each client one person) against the real server for `--duration` seconds, then the same for
 * `--soak` seconds while the server's RSS is sampled. Reports throughput, p50 and p99 per call,
 * every error and non-2xx answer, and RSS growth; writes bench/results/load-<date>.json. Exits 1
 * on any error, any 5xx or 429, or RSS growth of 10% or more. `--api-keys`: each client calls with
 * an API key of its own instead of a person's token (the per-key rate limit must never answer).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { percentile, round } from '../lib/stats';
import { growth, probeEnv, rssMb, sample, type Growth, type MemorySample } from './memory';
import { nextCall } from './mix';
import { asKeyClient, startPlatform, type Actor, type Platform } from './setup';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    soak: { type: 'string', default: '300' },
    companies: { type: 'string', default: '20' },
    // Every client an integration with its own API key: the per-key rate limit must never answer 429.
    'api-keys': { type: 'boolean', default: false },
    // A full GC before each probe sample: heapUsed becomes the live heap (investigation; it changes RSS).
    'probe-gc': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const SOAK = Number(args.soak);
const COMPANIES = Number(args.companies);
const API_KEYS = args['api-keys'];
const TIMEOUT_MS = 10_000;

interface PhaseStats {
  seconds: number;
  requests: number;
  perSecond: number;
  statuses: Record<string, number>;
  errors: string[];
  calls: { name: string; count: number; perSecond: number; p50Ms: number; p99Ms: number; non2xx: number }[];
}

async function phase(
  platform: Platform,
  clients: readonly Actor[],
  seconds: number,
  onTick?: () => void,
): Promise<PhaseStats> {
  const latencies = new Map<string, number[]>();
  const non2xx = new Map<string, number>();
  const statuses: Record<string, number> = {};
  const errors: string[] = [];
  const started = Date.now();
  const until = started + seconds * 1000;
  const ticker = onTick ? setInterval(onTick, 5000) : undefined;

  const client = async (actor: Actor) => {
    while (Date.now() < until) {
      const call = nextCall(actor);
      const at = performance.now();
      try {
        const res = await fetch(`${platform.base}${call.path}`, {
          method: call.method,
          headers: call.body === undefined ? actor.headers : { ...actor.headers, 'content-type': 'application/json' },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = (await res.json()) as { data?: Record<string, unknown>; code?: string };
        const ms = performance.now() - at;
        (latencies.get(call.name) ?? latencies.set(call.name, []).get(call.name)!).push(ms);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 300) {
          non2xx.set(call.name, (non2xx.get(call.name) ?? 0) + 1);
          if (errors.length < 20) errors.push(`${call.name}: ${res.status} ${body.code ?? ''}`);
        } else call.then?.(body.data!);
      } catch (error) {
        statuses.error = (statuses.error ?? 0) + 1;
        if (errors.length < 20) errors.push(`${call.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  // Each client is one person (or integration); clients cycle over every owner and member of every company.
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => client(clients[i]!)));
  if (ticker) clearInterval(ticker);
  const elapsed = (Date.now() - started) / 1000;
  const calls = [...latencies.entries()]
    .map(([name, list]) => ({
      name,
      count: list.length,
      perSecond: round(list.length / elapsed),
      p50Ms: round(percentile(list, 50)),
      p99Ms: round(percentile(list, 99)),
      non2xx: non2xx.get(name) ?? 0,
    }))
    .sort((a, b) => b.count - a.count);
  const requests = calls.reduce((sum, c) => sum + c.count, 0);
  return { seconds: round(elapsed), requests, perSecond: round(requests / elapsed), statuses, errors, calls };
}

function print(title: string, stats: PhaseStats) {
  console.log(`\n${title}: ${stats.requests} requests in ${stats.seconds} s = ${stats.perSecond}/s`);
  console.log(`  statuses: ${JSON.stringify(stats.statuses)}`);
  for (const c of stats.calls)
    console.log(
      `  ${c.name.padEnd(14)} ${String(c.count).padStart(7)}  ${String(c.perSecond).padStart(6)}/s  p50 ${c.p50Ms} ms  p99 ${c.p99Ms} ms${c.non2xx ? `  non-2xx ${c.non2xx}` : ''}`,
    );
  for (const e of stats.errors) console.log(`  ! ${e}`);
}

const bad = (stats: PhaseStats) =>
  (stats.statuses.error ?? 0) +
  Object.entries(stats.statuses)
    .filter(([s]) => s === '429' || s.startsWith('5'))
    .reduce((n, [, v]) => n + v, 0);

console.log(`setting up ${COMPANIES} companies...`);
const platform = await startPlatform({
  companies: COMPANIES,
  membersPerCompany: 2,
  brandsPerCompany: 5,
  leadsPerCompany: 50,
  log: (line) => console.log(line),
  serverEnv: probeEnv({ everyMs: 5000, gc: args['probe-gc'] }),
});
const pid = platform.server.child.pid!;
try {
  const people = Array.from({ length: CONNECTIONS }, (_, i) => platform.actors[i % platform.actors.length]!);
  const clients = API_KEYS
    ? await Promise.all(people.map((actor, i) => asKeyClient(platform.base, actor, `Load client ${i + 1}`)))
    : people;
  console.log(
    `${platform.actors.length} people; ${CONNECTIONS} clients${API_KEYS ? ' with an API key each' : ''} for ${DURATION} s`,
  );
  const rssBefore = rssMb(pid);
  const main = await phase(platform, clients, DURATION);
  print('load', main);

  let soak: (PhaseStats & { memory: { rssMb: Growth; liveHeapMb?: Growth; samples: MemorySample[] } }) | undefined;
  if (SOAK > 0) {
    console.log(`\nsoak: ${SOAK} s, memory sampled every 5 s`);
    const samples: MemorySample[] = [];
    const at = Date.now();
    const take = () => samples.push(sample(pid, platform.server.output(), at));
    const stats = await phase(platform, clients, SOAK, take);
    take();
    const heap = samples.map((s) => s.heapUsedMb).filter((v) => v !== undefined);
    const memory = {
      rssMb: growth(
        samples.map((s) => s.rssMb),
        12,
      ),
      // Between collections heapUsed includes garbage: only a live heap (--probe-gc) makes a trend.
      liveHeapMb: args['probe-gc'] && heap.length === samples.length ? growth(heap, 12) : undefined,
      samples,
    };
    soak = { ...stats, memory };
    print('soak', stats);
    for (const s of samples)
      console.log(
        `  ${String(s.at).padStart(6)} s  rss ${s.rssMb} MB  heap ${s.heapUsedMb} / ${s.heapTotalMb} MB  external ${s.externalMb} MB  arrayBuffers ${s.arrayBuffersMb} MB`,
      );
    const { rssMb: r, liveHeapMb: h } = memory;
    console.log(`  server RSS: ${r.start} MB → ${r.end} MB (${r.growthPercent}%), max ${r.max} MB`);
    if (h) console.log(`  server live heap: ${h.start} MB → ${h.end} MB (${h.growthPercent}%), max ${h.max} MB`);
  }

  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  const file = new URL(`../results/load-${date}${API_KEYS ? '-api-keys' : ''}.json`, import.meta.url);
  const result = {
    date,
    command: `npm run bench:load -- --duration ${DURATION} --connections ${CONNECTIONS} --soak ${SOAK} --companies ${COMPANIES}${API_KEYS ? ' --api-keys' : ''}`,
    people: platform.actors.length,
    rssMbBefore: rssBefore,
    load: main,
    soak,
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten to ${file.pathname}`);
  const failed =
    bad(main) + (soak ? bad(soak) : 0) > 0 || (soak !== undefined && soak.memory.rssMb.growthPercent >= 10);
  process.exitCode = failed ? 1 : 0;
} finally {
  await platform.close();
}
