/**
 * Reading a Chromium trace (chromium.startTracing / stopTracing): the page's main-thread tasks
 * and its animation frames, so a scroll can be judged by its frames over 50 ms.
 */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: number | string;
  id2?: { local?: string };
  args?: { name?: string };
}

export interface TraceFigures {
  /** The page's animation frames (Chromium's AnimationFrame spans: input, script, style, layout, paint). */
  frames: number;
  framesOver50Ms: number;
  longestFrameMs: number;
  /** Main-thread tasks of the page's renderer. */
  longTasksOver50Ms: number;
  longestTaskMs: number;
}

const ms = (us: number) => Math.round(us / 100) / 10;

/** The renderer main thread with the most work: the page's (other renderers idle). */
function pageMainThread(events: TraceEvent[]) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length;
  return mains.sort((a, b) => busy(b) - busy(a))[0];
}

export function readTrace(buffer: Buffer): TraceFigures {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = pageMainThread(events);
  const tasks = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X',
  );
  const longest = Math.max(0, ...tasks.map((e) => e.dur ?? 0));
  // Each animation frame of the page is a begin/end pair; its length is how long that frame took.
  const begins = new Map<string, number>();
  const frames: number[] = [];
  for (const e of events) {
    if (e.name !== 'AnimationFrame' || (main && e.pid !== main.pid)) continue;
    const key = String(e.id ?? e.id2?.local);
    if (e.ph === 'b') begins.set(key, e.ts);
    else if (e.ph === 'e' && begins.has(key)) {
      frames.push(e.ts - begins.get(key)!);
      begins.delete(key);
    }
  }
  return {
    frames: frames.length,
    framesOver50Ms: frames.filter((f) => f > 50_000).length,
    longestFrameMs: ms(Math.max(0, ...frames)),
    longTasksOver50Ms: tasks.filter((e) => (e.dur ?? 0) > 50_000).length,
    longestTaskMs: ms(longest),
  };
}

/** Names and counts of the trace's events, for seeing what a Chromium build records. */
export function eventCounts(buffer: Buffer): Record<string, number> {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  const counts: Record<string, number> = {};
  for (const e of parsed.traceEvents) counts[e.name] = (counts[e.name] ?? 0) + 1;
  return counts;
}
