import type { LoadResult } from '../lib/load';
import { round } from '../lib/stats';
import type { WireCall } from './wire';

export type Row = LoadResult & {
  reference: string;
  ratio: number;
  cores?: Record<string, number>;
  /** What one call sends to PostgreSQL: read off the wire (wire.ts) or, for a reference without a capture, its shape. */
  perCall?: { statements?: number; writes?: number; reads?: number; sameAsReference?: boolean };
};

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

const show = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '' : String(value));

/**
 * Per call: CPU milliseconds of each party (its cores over the row's calls per second) and what the
 * call sent to PostgreSQL.
 */
export function formatProfile(rows: Row[]): string {
  const perCall = (r: Row, party: string) =>
    r.cores?.[party] === undefined || !r.requestsPerSecond
      ? undefined
      : round((r.cores[party] / r.requestsPerSecond) * 1000, 3);
  const same = (r: Row) => (r.perCall?.sameAsReference === undefined ? '' : r.perCall.sameAsReference ? 'yes' : 'NO');
  const lines = [
    '| call | req/s | server CPU ms/call | PostgreSQL CPU ms/call | bench CPU ms/call | statements/call | writes / reads to PostgreSQL per call | same statements as its reference |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${show(perCall(r, 'server'))} | ${show(perCall(r, 'PostgreSQL'))} | ${show(perCall(r, 'bench'))} | ${show(r.perCall?.statements)} | ${show(r.perCall?.writes)} / ${show(r.perCall?.reads)} | ${same(r)} |`,
    ),
  ];
  const note =
    "CPU ms/call: the party's cores ÷ req/s. bench is autocannon for the HTTP rows and postgres.js for the raw SQL rows. Statements (BEGIN, set_config and COMMIT included), writes and reads: one steady-state call read off the wire with strace (wire.ts), the server's for the HTTP rows, this process's for the raw SQL rows; \"same\": the server sent its reference's statements, parameters and round trips. auth.me sends nothing in steady state (its session check is answered from memory).";
  return `${lines.join('\n')}\n\n${note}`;
}

/** Each captured call's writes to PostgreSQL, message by message. */
export function formatWire(wire: Map<string, WireCall>, mismatches: Record<string, string[]>): string {
  if (!wire.size) return '';
  const lines = [
    'What one call writes to PostgreSQL (each [ ] one write; B+E a prepared statement bound and run, P a parse, Q a simple query):',
    '',
  ];
  for (const [name, call] of wire) {
    const packets = call.packets.map((p) => `[${p.join(' · ')}]`).join(' ');
    lines.push(
      `- ${name}: ${call.statements.length} statements, ${call.writes} writes, ${call.reads} reads ${packets}`,
    );
    for (const differs of mismatches[name] ?? []) lines.push(`  - differs from its reference: ${differs}`);
  }
  return lines.join('\n');
}
