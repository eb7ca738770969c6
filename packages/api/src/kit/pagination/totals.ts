/**
 * List totals kept per filter (docs/decisions/0018-request-path.md). An exact count(*) over a large
 * filtered set costs more than the page it belongs to, and the answer only changes when one of the
 * tables it reads changes. Each tenant table the CRM lists read has a change counter raised by a
 * trigger in the writer's own transaction (packages/db/src/tenant/change-counters.ts), so a total
 * counted while the counters read N is reused, exactly, until any of them moves.
 */
import { sql, type Executor } from '@app/db';

import { BoundedCache, stringBytes } from '../../core/caching/bounded-cache';
import { NODE_STATE, PLACE, placeOnNode, type NodeState } from './data-node';

/** The tables with a change counter (tenant migration 0008_list_change_triggers). */
export type CountedTable = 'leads' | 'brands' | 'meetings' | 'enquiries' | 'users';

/** A drizzle aggregate query (one row of counts and sums), not yet run. */
export interface AggregateQuery<T> extends PromiseLike<T[]> {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * One entry per query (schema, SQL text, parameters), holding the counters it was computed at: a
 * write replaces the entry instead of adding one, so the cache holds as many entries as there are
 * filters in use, not one more with every write. The SQL text is most of an entry's size.
 */
const figures = new BoundedCache<string, { changes: string; row: unknown }>({
  maxEntries: 5_000,
  maxBytes: 16 * 1024 * 1024,
  sizeOf: (key, value) => stringBytes(key) + stringBytes(value.changes) + stringBytes(JSON.stringify(value.row) ?? ''),
});

interface Version {
  /** The transaction has written nothing yet, so what it counts is what others can see. */
  clean: boolean;
  /** The place and the node holding it (data-node.ts). */
  place: string;
  changes: string;
}

// One text for every list: prepared once per connection (withTenant).
const VERSION = sql.raw(`select ${PLACE} as place, ${NODE_STATE} as state`);

const versionOf = async (tx: Executor, tables: readonly CountedTable[]): Promise<Version> => {
  const [row] = await tx.execute<{ place: string; state: NodeState }>(VERSION);
  const { place, state } = row!;
  return {
    clean: state.clean,
    place: placeOnNode(place, state),
    changes: tables.map((table) => `${table}=${state.counters[table] ?? 0}`).join(','),
  };
};

/**
 * The row of `query` (a count, or counts and sums over the filtered set), reading `tables`: from
 * memory while their counters have not moved since it was computed, else computed now. A
 * transaction that has already written computes for itself (its uncommitted rows are not anyone
 * else's answer). Under READ COMMITTED a write committed between the counter read and the query
 * can land in an entry of the older version; every later request reads the newer counter, so such
 * an entry is only ever served to requests that overlapped that write.
 */
export async function cachedAggregate<T>(
  tx: Executor,
  tables: readonly CountedTable[],
  query: AggregateQuery<T>,
): Promise<T | undefined> {
  const version = await versionOf(tx, tables);
  const rendered = query.toSQL();
  const key = `${version.place}|${rendered.sql}|${JSON.stringify(rendered.params)}`;
  const known = version.clean ? figures.get(key) : undefined;
  if (known && known.changes === version.changes) return known.row as T | undefined;
  const [row] = await query;
  if (version.clean) figures.set(key, { changes: version.changes, row });
  return row;
}

/** What the kept totals hold now (entries, estimated bytes), for tests and the memory bench. */
export const keptTotals = () => ({ entries: figures.size, bytes: figures.bytes });

/** The list total of a `select count(*) as total` query, as cachedAggregate keeps it. */
export const cachedTotal = async (
  tx: Executor,
  tables: readonly CountedTable[],
  query: AggregateQuery<{ total: number }>,
): Promise<number> => (await cachedAggregate(tx, tables, query))?.total ?? 0;
