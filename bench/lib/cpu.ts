import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** utime + stime of one process in seconds, 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The embedded cluster's postmaster and every process it started (backends, background workers). */
export function clusterPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

export interface CpuSplit {
  /** CPU seconds per second of wall time, by party (2 = both cores of a 2-core machine). */
  [party: string]: number;
}

/**
 * Runs `work` and reports how much CPU each party used meanwhile, in cores. `parties` map a name to
 * the pids it consists of, looked up again after the work (backends come and go).
 */
export async function measureCpu<T>(
  parties: Record<string, () => number[]>,
  work: () => Promise<T>,
): Promise<{ result: T; cores: CpuSplit }> {
  const before = new Map(
    Object.entries(parties).map(([name, pids]) => [name, new Map(pids().map((p) => [p, cpuSeconds(p)]))]),
  );
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const cores: CpuSplit = {};
  for (const [name, pids] of Object.entries(parties)) {
    const earlier = before.get(name)!;
    const now = pids();
    // A process started during the work counts from zero; one that ended is lost (pools keep theirs).
    const used = now.reduce((n, pid) => n + cpuSeconds(pid) - (earlier.get(pid) ?? 0), 0);
    cores[name] = Math.round((used / seconds) * 100) / 100;
  }
  return { result, cores };
}
