/**
 * Where a company's rows are, and what that node says of them. On one PostgreSQL this is the
 * server itself. On a Citus cluster it is the worker holding the company's schema: transaction ids
 * and snapshots are that worker's, and only a statement naming the schema's tables runs there
 * (docs/decisions/0034-one-path-on-citus.md). So everything compared with the change log's
 * transaction ids, or asked of the writer's transaction, is read by one subquery over the schema's
 * change counters, which both kinds of database run on the node holding them.
 */

/** Every counter of a change counters table (table name → changes). */
export type Counters = Partial<Record<string, number>>;

export interface NodeState {
  /** The node's identity (its system identifier): a schema moved to another worker is another place. */
  node: string;
  /** The node's snapshot for this statement (pg_current_snapshot), as text. */
  snapshot: string;
  /** The transaction has written nothing on the node yet. */
  clean: boolean;
  counters: Counters;
}

/**
 * The state of the node holding the change counters table `table`, as one JSON value. An aggregate
 * always gives one row, so the state is there even before anything has been counted.
 */
export const nodeStateOf = (table: string) => `(select json_build_object(
    'node', (pg_control_system()).system_identifier::text,
    'snapshot', pg_current_snapshot()::text,
    'clean', txid_current_if_assigned() is null,
    'counters', coalesce(json_object_agg(table_name, changes), '{}'::json)) from ${table})`;

/** The state of the node holding the schema a statement runs in. */
export const NODE_STATE = nodeStateOf('change_counters');

/**
 * The database and the schema named by the SQL expression `schema`, by oid: what memory kept from
 * one place is never served in another, nor in a schema re-created under the same name. Read on
 * the node a statement is sent to (on Citus, the coordinator, which names every schema).
 */
export const placeOf = (
  schema: string,
) => `(select oid from pg_database where datname = current_database())::text || '/' ||
      (select oid from pg_namespace where nspname = ${schema})::text`;

/** The place (placeOf) of the schema a statement runs in. */
export const PLACE = placeOf('current_schema()');

/** A place and the node holding its rows, as one key. */
export const placeOnNode = (place: string, state: NodeState): string => `${place}/${state.node}`;
