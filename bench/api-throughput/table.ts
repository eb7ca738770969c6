import type { LoadResult } from '../lib/load';

export type Row = LoadResult & { reference: string; ratio: number; cores?: Record<string, number> };

/** The run as one markdown table: every call with its reference and the ratio to it. */
export function formatTable(rows: Row[], rssMb: number): string {
  const lines = [
    '| call | req/s | p50 ms | p99 ms | ratio | to | non-2xx / errors | cores: bench / server / PostgreSQL |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.ratio} | ${r.reference} | ${r.non2xx} / ${r.errors} | ${Object.values(r.cores ?? {}).join(' / ')} |`,
    ),
  ];
  const note =
    'cores: CPU per second of the row (2 = the whole machine) of this process (autocannon; postgres.js for raw SQL), the server and the embedded cluster.';
  return `${lines.join('\n')}\n\n${note}\n\nServer RSS after the HTTP rows: ${rssMb} MB`;
}
