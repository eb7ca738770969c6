/**
 * Reads kinds' records for their kept indexes, outside any request: in one read-only transaction
 * at REPEATABLE READ, so the records and the counters they are versioned by come from one snapshot.
 */
import type { SearchKind } from '@app/contracts';
import { renderSql, setTenantSearchPath, sql, tenantTables, type Database, type Tx } from '@app/db';

import { shown } from '../statement';
import { SEARCH_TARGETS } from '../targets';
import { KindIndex, type IndexedRecord } from './kind-index';
import { PLACE_AND_COUNTERS, versionOf, type Counters } from './versions';

export interface LoadedIndex {
  index: KindIndex;
  /** The counters' version it was read at (versions.ts). */
  version: string;
}

export interface Loaded {
  place: string;
  indexes: LoadedIndex[];
}

const statements = new Map<SearchKind, string>();

/**
 * A kind's records, newest first, with what the statement's arms match and show. The texts are
 * lower-cased and the names split into words here, by PostgreSQL, exactly as the arms do it.
 */
function recordsStatement(kind: SearchKind): string {
  let text = statements.get(kind);
  if (!text) {
    const target = SEARCH_TARGETS[kind];
    const also = sql.join(
      target.also.map((column) => sql`lower(${column})`),
      sql`, `,
    );
    const rendered =
      renderSql(sql`select hits.id, hits.label, ${target.detail} as detail, hits.key, hits.also, hits.key_place as "keyPlace", hits.words
      from (select ${shown(target)}, lower(${target.name}) as key, array[${also}]::text[] as also, ${tenantTables.nameWords(target.name)} as words,
          (row_number() over (order by lower(${target.name}) collate "C"))::int - 1 as key_place, ${target.recent} as recent
        from ${target.table}) hits
      order by hits.recent desc, hits.id desc`);
    text = rendered.sql;
    statements.set(kind, text);
  }
  return text;
}

async function loadKind(tx: Tx, kind: SearchKind, counters: Counters): Promise<LoadedIndex> {
  const records = await tx.execute<IndexedRecord & Record<string, unknown>>(sql.raw(recordsStatement(kind)));
  return { index: new KindIndex(kind, records), version: versionOf(kind, counters) };
}

export function loadIndexes(db: Database, companyId: number, kinds: readonly SearchKind[]): Promise<Loaded> {
  return db.transaction(
    async (tx) => {
      await setTenantSearchPath(tx, companyId);
      const [state] = await tx.execute<{ place: string; counters: Counters }>(sql.raw(`select ${PLACE_AND_COUNTERS}`));
      const indexes: LoadedIndex[] = [];
      for (const kind of kinds) indexes.push(await loadKind(tx, kind, state!.counters));
      return { place: state!.place, indexes };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
