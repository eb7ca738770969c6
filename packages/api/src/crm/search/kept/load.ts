/**
 * Reads kinds' records for their kept indexes, outside any request, in one read-only transaction
 * at REPEATABLE READ: the records, the counters they are versioned by and the snapshot later
 * changes are read against all come from one snapshot. A kind is read whole, or, when its kept
 * base is recent enough, only its records changed since the base's snapshot (search_changes).
 */
import type { SearchKind } from '@app/contracts';
import {
  renderSql,
  setTenantSearchPath,
  sql,
  tenantTables,
  transactionClient,
  type Database,
  type SQL,
  type Tx,
} from '@app/db';

import { shown } from '../statement';
import { SEARCH_TARGETS } from '../targets';
import { OWNERS } from '../visible';
import { KeptKind } from './kept-kind';
import { KindIndex, type IndexedRecord } from './kind-index';
import { NODE_STATE, PLACE, placeOnNode, type NodeState } from '../../../kit/pagination/data-node';
import { SHOWS, tableOf, tablesRead, versionOf } from './versions';

const { searchChanges, nameWords, WHOLE_TABLE_CHANGED } = tenantTables;

/**
 * A kind to read: what changed since its kept base (`since`), or, without a base or with more than
 * `maxChanged` changed records, whole, if `whole` allows it.
 */
export interface ReadRequest {
  kind: SearchKind;
  since?: KeptKind;
  whole: boolean;
  maxChanged: number;
}

export interface Loaded {
  place: string;
  /**
   * `read`: whether the kind was read whole or only its changes, or neither (`kept` missing): it
   * had too many changes and was not to be read whole yet.
   */
  kinds: { kind: SearchKind; kept?: KeptKind; version: string; read: 'whole' | 'changes' | 'neither' }[];
}

/** Ids written by transactions the snapshot `$1` did not see. */
const CHANGED_IDS = sql`changed_ids as materialized (select distinct ${searchChanges.tableName} as table_name, ${searchChanges.recordId} as record_id
  from ${searchChanges}
  where ${searchChanges.xact} >= pg_snapshot_xmin($1::pg_snapshot)::text::bigint
    and not pg_visible_in_snapshot(${searchChanges.xact}::text::xid8, $1::pg_snapshot))`;

/** The kind's changed ids, as an array: `= any(array(...))` reads the table's index, `in (...)` would not. */
const changedOf = (kind: SearchKind) =>
  sql`array(select record_id from changed_ids where table_name = ${sql.raw(`'${tableOf(kind)}'`)})`;

const texts = new Map<string, string>();

/** The statement `build` renders, rendered once per `key` and kept as text. */
function rendered(key: string, build: () => SQL): string {
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = renderSql(build()).sql));
  return text;
}

/**
 * A kind's records, newest first, with what the statement's arms match and show, and whose they
 * are (for record visibility). The texts are
 * lower-cased and the names split into words here, by PostgreSQL, exactly as the arms do it.
 * `changed`: only those changed since the snapshot `$1`, at most `$2`.
 */
const recordsStatement = (kind: SearchKind, changed: boolean) =>
  rendered(`records ${kind} ${changed}`, () => {
    const target = SEARCH_TARGETS[kind];
    const also = sql.join(
      target.also.map((column) => sql`lower(${column})`),
      sql`, `,
    );
    const shows = SHOWS[kind];
    const which = changed
      ? sql`where ${target.id} = any(${changedOf(kind)})${shows ? sql` or ${shows.column} = any(${changedOf(shows.kind)})` : sql``}`
      : sql``;
    return sql`${changed ? sql`with ${CHANGED_IDS} ` : sql``}select hits.id, hits.label, ${target.detail} as detail,
        hits.key, hits.also, hits.key_place as "keyPlace", hits.words, hits.recent_ms as "recentMs", hits.people
      from (select ${shown(target)}, lower(${target.name}) as key, array[${also}]::text[] as also, ${OWNERS[kind]} as people,
          ${nameWords(target.name)} as words, (extract(epoch from ${target.recent}) * 1000)::float8 as recent_ms,
          (row_number() over (order by lower(${target.name}) collate "C"))::int - 1 as key_place, ${target.recent} as recent
        from ${target.table} ${which}) hits
      order by hits.recent desc, hits.id desc${changed ? sql` limit $2` : sql``}`;
  });

/** Whether a table the kind reads was changed throughout (an import) since the snapshot `$1`. */
const throughoutStatement = (kind: SearchKind) =>
  rendered(`throughout ${kind}`, () => {
    const tables = tablesRead(kind).map((table) => `'${table}'`);
    return sql`with ${CHANGED_IDS} select exists (select 1 from changed_ids
      where record_id = ${sql.raw(`'${WHOLE_TABLE_CHANGED}'`)} and table_name in (${sql.raw(tables.join(', '))})) as throughout`;
  });

/** Ids of the kind's records deleted since the snapshot `$1`. */
const removedStatement = (kind: SearchKind) =>
  rendered(`removed ${kind}`, () => {
    const target = SEARCH_TARGETS[kind];
    return sql`with ${CHANGED_IDS} select c.id from unnest(${changedOf(kind)}) as c(id)
      where not exists (select 1 from ${target.table} where ${target.id} = c.id)`;
  });

async function readKind(
  tx: Tx,
  request: ReadRequest,
  snapshot: string,
): Promise<Omit<Loaded['kinds'][number], 'version' | 'kind'>> {
  const client = transactionClient(tx);
  const { kind, since } = request;
  if (since) {
    // Sent together down the transaction's connection: one round trip, not three.
    const [[marked], changed, removed] = await Promise.all([
      client.unsafe<{ throughout: boolean }[]>(throughoutStatement(kind), [since.snapshot]),
      client.unsafe<IndexedRecord[]>(recordsStatement(kind, true), [since.snapshot, request.maxChanged + 1]),
      client.unsafe<{ id: string }[]>(removedStatement(kind), [since.snapshot]),
    ]);
    if (!marked!.throughout && changed.length <= request.maxChanged) {
      const kept = since.withChanges(
        changed,
        removed.map((row) => row.id),
      );
      return { kept, read: 'changes' };
    }
  }
  if (!request.whole) return { read: 'neither' };
  const records = await client.unsafe<IndexedRecord[]>(recordsStatement(kind, false));
  return { kept: new KeptKind(new KindIndex(kind, records), snapshot, Date.now()), read: 'whole' };
}

export function loadIndexes(db: Database, companyId: number, requests: readonly ReadRequest[]): Promise<Loaded> {
  return db.transaction(
    async (tx) => {
      await setTenantSearchPath(tx, companyId);
      // The snapshot is the one of the node holding the schema, as the change log's transaction ids are.
      const [row] = await tx.execute<{ place: string; state: NodeState }>(
        sql.raw(`select ${PLACE} as place, ${NODE_STATE} as state`),
      );
      const { place, state } = row!;
      // Every kind's statements go down the connection together, in one snapshot.
      const kinds = await Promise.all(
        requests.map(async (request) => ({
          ...(await readKind(tx, request, state.snapshot)),
          kind: request.kind,
          version: versionOf(request.kind, state.counters),
        })),
      );
      return { place: placeOnNode(place, state), kinds };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
