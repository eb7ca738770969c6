import { CheckedSessions, createCaller, createContext } from '@app/api';
import { tenantSchemaName, type DatabaseHandle } from '@app/db';

import { benchDeps } from '../lib/deps';
import { recorder, type Sent, type Statement } from './record';
import { SECRET } from './setup';

export const STAGE = 'Contacted';
export const SEARCH = 'Patel';

/** A list read of bench:api: its procedure, its REST path and the input both are called with. */
export interface ListCall {
  name: string;
  procedure: string;
  rest: string;
  input: Record<string, string | number>;
}

export const LIST_CALLS: ListCall[] = [
  {
    name: 'leads by stage',
    procedure: 'crm.leads.list',
    rest: '/api/crm/leads',
    input: { stage: STAGE, page: 1, limit: 20 },
  },
  {
    name: 'leads search',
    procedure: 'crm.leads.list',
    rest: '/api/crm/leads',
    input: { search: SEARCH, page: 1, limit: 20 },
  },
  { name: 'meetings list', procedure: 'crm.meetings.list', rest: '/api/crm/meetings', input: { page: 1, limit: 20 } },
  {
    name: 'enquiries list',
    procedure: 'crm.enquiries.list',
    rest: '/api/crm/enquiries',
    input: { page: 1, limit: 20 },
  },
  { name: 'brands list', procedure: 'crm.brands.list', rest: '/api/crm/brands', input: { page: 1, limit: 20 } },
  {
    name: 'leads board',
    procedure: 'crm.leadBoard.columns',
    rest: '/api/crm/leads/board',
    input: { page: 1, limit: 20 },
  },
];

/**
 * A raw SQL reference: the statements of one call's transaction in the server's order, round trip
 * by round trip (BEGIN before, set_config riding with the first, COMMIT after: reference.ts), and
 * everything the call sent as recorded.
 */
export interface Reference {
  waves: Statement[][];
  sent: Sent[];
}

function referenceOf(name: string, sent: Sent[]): Reference {
  const outside = sent.filter((s) => !s.inTransaction);
  if (outside.length)
    throw new Error(`${name}: statements outside the transaction: ${outside.map((s) => s.sql).join('; ')}`);
  const [first, ...work] = sent;
  if (!first?.wrapper) throw new Error(`${name}: the transaction does not start with set_config`);
  if (work.some((s) => s.wrapper)) throw new Error(`${name}: a second set_config`);
  const waves: Statement[][] = [];
  for (const { sql, params, arrays, wave } of work) (waves[wave] ??= []).push({ sql, params, arrays });
  return { waves: waves.filter(Boolean), sent };
}

/**
 * The raw SQL references of bench:api, recorded from the real procedures called in this process
 * (tRPC's caller, the services' own statement building) on the bench company, as the server sends
 * them in steady state: each call made twice first (the company known, the session checked and
 * remembered, the total counted and kept), then recorded. So a reference cannot drift from the
 * code; wire.ts checks it against what the server process writes.
 *
 * - `<list>: raw SQL`: the list's transaction as the server sends it on every call: the page and
 *   the change counters read (the total from memory), the brands' columns and tiles, the board's
 *   two reads.
 * - `leads by stage: raw SQL with count`: the call after a change to leads (the counters moved), which
 *   counts again: the reference of the earlier runs, which counted on every call.
 * - `auth.me: raw SQL`: auth.me when it reads its session check (a company user's check is read
 *   once a second per session, decision 0018 §9; in between auth.me sends nothing at all).
 */
export async function tenantStatements(bench: {
  database: DatabaseHandle;
  dataDir: string;
  company: { id: number; subdomain: string };
  token: string;
}): Promise<Record<string, Reference>> {
  const { database, dataDir, company, token } = bench;
  const rec = recorder(database.sql);
  const deps = benchDeps(rec.db, dataDir, SECRET);
  const request = { ip: '127.0.0.1', host: `${company.subdomain}.localhost`, authorization: `Bearer ${token}` };
  const callerOf = (d: typeof deps) => {
    const caller = createCaller(createContext(d, request)) as unknown as Record<string, unknown>;
    return (procedure: string, input?: object) => {
      const fn = procedure.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
      return (fn as (input?: object) => Promise<unknown>)(input);
    };
  };
  // Steady state: the session checked once and remembered throughout (the server remembers it for a
  // second, and a slow list's warm calls can take longer than that).
  const call = callerOf({ ...deps, checkedSessions: new CheckedSessions(3_600_000) });
  const references: Record<string, Reference> = {};
  const steady = async (name: string, procedure: string, input?: object) => {
    for (let i = 0; i < 2; i++) await call(procedure, input);
    references[name] = referenceOf(name, await rec.record(() => call(procedure, input)));
  };
  for (const list of LIST_CALLS) {
    await steady(`${list.name}: raw SQL`, list.procedure, list.input);
    if (list.name !== 'leads by stage') continue;
    // A statement-level trigger raises the leads counter even for no rows: the next call counts.
    await database.sql.unsafe(`update "${tenantSchemaName(company.id)}".leads set stage = stage where false`);
    const name = `${list.name}: raw SQL with count`;
    references[name] = referenceOf(name, await rec.record(() => call(list.procedure, list.input)));
  }
  // Checks remembered for no time: auth.me reads its check on every call.
  const reading = callerOf({ ...deps, checkedSessions: new CheckedSessions(0) });
  await reading('auth.me');
  references['auth.me: raw SQL'] = referenceOf('auth.me', await rec.record(() => reading('auth.me')));
  return references;
}

/** Statements and round trips of a reference's transaction: BEGIN, set_config, its own, COMMIT. */
export const shapeOf = (reference: Reference) => ({
  statements: 3 + reference.waves.reduce((n, wave) => n + wave.length, 0),
  roundTrips: 2 + reference.waves.length,
});
