/**
 * Where a server CPU profile's time goes, by area: `npx tsx bench/api-throughput/profile-areas.ts
 * <server-….cpuprofile> [server CPU ms per call]` (a profile written by profiler.mjs, e.g. under
 * `ROWS='leads by stage: REST'`). Each busy sample (idle left out) goes to the innermost frame of our
 * code or of a package on its stack, so a native or Node-internal leaf (a socket write, JSON.stringify,
 * a Date method) counts for whoever called it, with what it was named after; garbage collection and
 * V8's own time are areas of their own. With the server's CPU per call (bench:api's profile table)
 * each area is also given in ms per call. `FROM=<s>` leaves out the profile's first seconds (the
 * server's start-up, module loading under tsx, the warm-up); the busy time per second is printed so
 * the load can be found.
 */
import { readFileSync } from 'node:fs';

import { round } from '../lib/stats';
import type { CpuProfile } from '../web/cpu-profile';

type Node = CpuProfile['nodes'][number] & { children?: number[] };

const file = process.argv[2];
if (!file) throw new Error('usage: profile-areas.ts <file.cpuprofile> [server CPU ms per call]');
const msPerCall = process.argv[3] ? Number(process.argv[3]) : undefined;
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile & { nodes: Node[] };

const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** Packages and folders of ours, by what their path holds. */
const OWNERS: [RegExp, string][] = [
  [/\/node_modules\/postgres\//, 'postgres.js'],
  [/\/node_modules\/drizzle-orm\//, 'drizzle'],
  [
    /\/node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-json-stringify|fast-querystring|fast-uri|pino|secure-json-parse|toad-cache|fast-decode-uri-component|process-warning|abstract-logging|safe-regex2|ret|rfdc|content-type|proxy-addr|forwarded|ipaddr\.js)\//,
    'Fastify',
  ],
  [/\/node_modules\/@trpc\//, 'tRPC (package)'],
  [/\/node_modules\/zod\//, 'zod'],
  [/\/node_modules\/jose\//, 'jose'],
  [/\/node_modules\/tsx\//, 'tsx loader'],
  [/\/node_modules\//, 'other packages'],
  [/\/apps\/server\/src\/http\//, 'server: /trpc route, invoke, hooks'],
  [/\/apps\/server\/src\/rest\//, 'server: REST adapter'],
  [/\/apps\/server\/src\//, 'server: other'],
  [/\/packages\/api\/src\/crm\/[^/]+\/serialize\.ts/, 'api: serialise rows'],
  [/\/packages\/api\/src\/lists\//, 'api: list kit (cursor, totals)'],
  [/\/packages\/api\/src\/(middlewares|procedures|auth|tenancy|caching)/, 'api: middlewares, auth, caches'],
  [/\/packages\/api\/src\//, 'api: other'],
  [/\/packages\/db\/src\//, 'db: withTenant'],
  [/\/packages\/contracts\/src\//, 'contracts'],
];
const ownerOf = (url: string) => OWNERS.find(([pattern]) => pattern.test(url))?.[1];

const WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String', 'writeAsciiString']);

/** The area of one sample's stack. */
function areaOf(leafId: number): string {
  const leaf = byId.get(leafId)!;
  const special = leaf.callFrame.functionName;
  if (special === '(garbage collector)') return 'GC';
  if (special === '(program)') return 'V8 (program)';
  if (special === '(idle)') return '(idle)';
  let kind = '';
  let mapping = false;
  let owner: string | undefined;
  for (let id: number | undefined = leafId; id !== undefined; id = parent.get(id)) {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === 'mapResultRow') mapping = true;
    if (owner) continue;
    owner = ownerOf(url);
    if (owner) continue;
    if (WRITES.has(functionName) || /stream_base_commons|node:net$/.test(url)) kind ||= 'socket write';
    else if (!url && functionName === 'stringify') kind ||= 'JSON.stringify';
    else if (!url && functionName === 'parse') kind ||= 'JSON.parse';
  }
  if (!owner) return `Node internals${kind ? `: ${kind}` : ''} (event loop, streams, HTTP parser)`;
  if (owner === 'drizzle') return mapping ? 'drizzle: row mapping' : 'drizzle: statement building';
  if (owner === 'postgres.js') return kind === 'socket write' ? 'postgres.js: socket write' : 'postgres.js: protocol';
  return kind ? `${owner}: ${kind}` : owner;
}

const from = Number(process.env.FROM ?? 0) * 1e6;
const time = new Map<string, number>();
const functions = new Map<string, number>();
/** Busy µs per second of the profile, to see where the load was. */
const timeline: number[] = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  const second = Math.floor(at / 1e6);
  if (byId.get(id)!.callFrame.functionName !== '(idle)') timeline[second] = (timeline[second] ?? 0) + delta;
  if (at < from) return;
  const area = areaOf(id);
  time.set(area, (time.get(area) ?? 0) + delta);
  if (area === '(idle)') return;
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|work\/main)\//, '')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + delta);
});
const busy = [...time].filter(([area]) => area !== '(idle)').reduce((n, [, t]) => n + t, 0);
const share = (t: number) => round((t / busy) * 100, 1);
const lines = [
  `busy share per second of the profile: ${Array.from(timeline, (t) => round((t ?? 0) / 1e6, 2)).join(' ')}`,
  `from ${from / 1e6} s: busy ${round(busy / 1e6, 1)} s of ${round([...time.values()].reduce((a, b) => a + b, 0) / 1e6, 1)} s`,
  '',
  `| area | % of busy | ${msPerCall ? 'ms per call |' : ''}`,
  `| --- | ---: | ${msPerCall ? '---: |' : ''}`,
  ...[...time]
    .filter(([area]) => area !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .map(
      ([area, t]) =>
        `| ${area} | ${share(t)} | ${msPerCall ? `${round(((t / busy) * msPerCall) as number, 3)} |` : ''}`,
    ),
  '',
  'self time by function (top 25):',
  '',
  ...[...functions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([key, t]) => `- ${share(t)} % ${key}`),
];
console.log(lines.join('\n'));
