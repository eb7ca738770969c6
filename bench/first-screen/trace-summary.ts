/**
 * Where the page's main thread went between the navigation and the first data visible, from a
 * Chromium performance trace (visit.ts with a trace path): busy time, self time per kind of work
 * (script, style, layout, paint, parsing) and the JavaScript sampled per script file and function,
 * and per React component with what it calls (readable only from a build without minification:
 * `vite build --minify false`, whose names are the source's).
 *
 *   npx tsx bench/first-screen/trace-summary.ts bench/.data/traces/<file>.json <visible ms> [from ms]
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
  parent?: number;
}

const TOP = 12;
const ms = (us: number) => `${(us / 1000).toFixed(1).padStart(7)} ms`;
const short = (url?: string) => url?.replace(/^https?:\/\/[^/]+/, '') || '(native)';

function add(totals: Map<string, number>, key: string, us: number) {
  totals.set(key, (totals.get(key) ?? 0) + us);
}

const top = (totals: Map<string, number>, n = TOP) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, n);

/** The renderer's main thread that navigated: the CrRendererMain with the navigation's events. */
function mainThreadOf(events: TraceEvent[]) {
  const start = events.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!start) throw new Error('no navigationStart for an http document in the trace');
  return { pid: start.pid, tid: start.tid, navigationAt: start.ts };
}

/** Self time of each complete event (its time minus its children's), per event name. */
function selfTimes(events: TraceEvent[], from: number, to: number) {
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  let busy = 0;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      add(self, done.e.name, done.e.dur! - done.children);
      if (stack.length) stack.at(-1)!.children += done.e.dur!;
      else busy += done.e.dur!;
    }
  };
  for (const e of spans) {
    close(e.ts);
    stack.push({ e, end: e.ts + e.dur!, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return { self, busy };
}

/** The JS profiler's samples between `from` and `to`, as self time per script file and per function. */
function sampled(events: TraceEvent[], pid: number, from: number, to: number) {
  const nodes = new Map<number, ProfileNode>();
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byComponent = new Map<string, number>();
  const chunks = events.filter((e) => e.pid === pid && e.name === 'ProfileChunk');
  const starts = new Map(
    events.filter((e) => e.pid === pid && e.name === 'Profile').map((e) => [e.id, Number(e.args?.data?.startTime)]),
  );
  const clocks = new Map<string | undefined, number>();
  for (const chunk of chunks) {
    const data = chunk.args!.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let at = clocks.get(chunk.id) ?? starts.get(chunk.id) ?? chunk.ts;
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      at += deltas[i] ?? 0;
      const next = deltas[i + 1] ?? 0;
      if (at < from || at >= to) continue;
      const frame = nodes.get(samples[i]!)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      add(byFile, short(frame.url), next);
      add(byFunction, `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}`, next);
      for (const name of componentsOn(nodes, samples[i]!)) add(byComponent, name, next);
    }
    clocks.set(chunk.id, at);
  }
  return { byFile, byFunction, byComponent };
}

/** A function named like a React component (a capital, then letters and digits), in the app's scripts. */
const COMPONENT = /^_?[A-Z][A-Za-z0-9]*$/;

/** The distinct components on a sample's stack, each counted once however deep it recurses. */
function componentsOn(nodes: Map<number, ProfileNode>, leaf: number): Set<string> {
  const names = new Set<string>();
  for (let node = nodes.get(leaf); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
    const { functionName, url } = node.callFrame;
    if (COMPONENT.test(functionName) && url?.includes('/assets/')) names.add(functionName);
  }
  return names;
}

/** The summary's lines, from the trace's text and the ms (page clock) when the data was visible. */
export function mainThread(traceText: string, visibleMs: number, fromMs = 0): string[] {
  const events = (JSON.parse(traceText) as { traceEvents: TraceEvent[] }).traceEvents;
  const { pid, tid, navigationAt } = mainThreadOf(events);
  const from = navigationAt + fromMs * 1000;
  const to = navigationAt + visibleMs * 1000;
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const { self, busy } = selfTimes(own, from, to);
  const { byFile, byFunction, byComponent } = sampled(events, pid, from, to);
  return [
    `main thread busy ${ms(busy)} between ${fromMs} and ${visibleMs} ms (the data visible)`,
    'self time by kind of work:',
    ...top(self).map(([name, us]) => `  ${ms(us)}  ${name}`),
    'JavaScript sampled, by file:',
    ...top(byFile).map(([file, us]) => `  ${ms(us)}  ${file}`),
    'JavaScript sampled, by function:',
    ...top(byFunction, 20).map(([fn, us]) => `  ${ms(us)}  ${fn}`),
    'JavaScript sampled, by component with what it calls:',
    ...top(byComponent, 30).map(([name, us]) => `  ${ms(us)}  ${name}`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, visible, from] = process.argv.slice(2);
  if (!file || !visible) throw new Error('usage: trace-summary.ts <trace.json> <visible ms> [from ms]');
  console.log(mainThread(readFileSync(file, 'utf8'), Number(visible), Number(from ?? 0)).join('\n'));
}
