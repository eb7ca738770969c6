/**
 * The server's memory during the soak. RSS comes from /proc; heap figures from memory-probe.mjs,
 * loaded into the server with `--import`, which prints them on the server's stdout.
 */
import { readFileSync } from 'node:fs';

import { percentile, round } from '../lib/stats';

export interface MemorySample {
  /** Seconds since the soak began. */
  at: number;
  rssMb: number;
  heapUsedMb?: number;
  heapTotalMb?: number;
  externalMb?: number;
  arrayBuffersMb?: number;
}

const PROBE = new URL('./memory-probe.mjs', import.meta.url).pathname;

/** The server's NODE_OPTIONS for the probe; `gc` makes heapUsed the live heap after a full GC. */
export const probeEnv = (options: { everyMs: number; gc: boolean }): Record<string, string> => ({
  NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', `--import=${PROBE}`, options.gc ? '--expose-gc' : '']
    .filter(Boolean)
    .join(' '),
  MEMORY_PROBE_MS: String(options.everyMs),
  MEMORY_PROBE_GC: options.gc ? '1' : '0',
});

export const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

interface ProbeLine {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** The last probe line in the server's output so far. */
function lastProbe(output: string): ProbeLine | undefined {
  const at = output.lastIndexOf('memory-probe {');
  if (at === -1) return undefined;
  const end = output.indexOf('\n', at);
  if (end === -1) return undefined;
  return JSON.parse(output.slice(at + 'memory-probe '.length, end)) as ProbeLine;
}

export function sample(pid: number, output: string, startedAt: number): MemorySample {
  const probe = lastProbe(output);
  return {
    at: round((Date.now() - startedAt) / 1000),
    rssMb: rssMb(pid),
    heapUsedMb: probe?.heapUsed,
    heapTotalMb: probe?.heapTotal,
    externalMb: probe?.external,
    arrayBuffersMb: probe?.arrayBuffers,
  };
}

export interface Growth {
  start: number;
  end: number;
  max: number;
  growthPercent: number;
}

/** The medians of the first and last window of samples: one GC more or less does not make a trend. */
export function growth(values: number[], window: number): Growth {
  const w = Math.max(1, Math.min(window, Math.floor(values.length / 3)));
  const start = percentile(values.slice(0, w), 50);
  const end = percentile(values.slice(-w), 50);
  return { start, end, max: Math.max(...values), growthPercent: round(((end - start) / start) * 100) };
}
