/**
 * Loaded into the server under load (`node --import`): prints the process's memory figures every
 * MEMORY_PROBE_MS as one `memory-probe {json}` line on stdout, which the bench reads back. RSS alone
 * cannot tell a leak from V8 keeping a larger heap; heapUsed after a GC can.
 */
import v8 from 'node:v8';

const every = Number(process.env.MEMORY_PROBE_MS ?? 5000);
const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

setInterval(() => {
  // With --expose-gc (MEMORY_PROBE_GC=1) heapUsed is what survives a full collection: a leak's figure.
  if (process.env.MEMORY_PROBE_GC === '1' && typeof globalThis.gc === 'function') globalThis.gc();
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name.replace(/_space$/, ''), mb(s.space_used_size)]),
  );
  const line = {
    rss: mb(m.rss),
    heapUsed: mb(m.heapUsed),
    heapTotal: mb(m.heapTotal),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    spaces,
  };
  process.stdout.write(`memory-probe ${JSON.stringify(line)}\n`);
}, every).unref();
