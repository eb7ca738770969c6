/**
 * What the real procedures send to PostgreSQL, recorded in this process: a drizzle database over the
 * bench's postgres.js pool in which every statement is noted as it is issued (its text, parameters,
 * whether drizzle reads it as arrays, in or outside a transaction), and grouped into the round trips
 * it is sent in. The raw SQL references of bench:api are these recordings, so they are what the code
 * sends today, rendered by the code itself rather than re-written here.
 */
import type postgres from 'postgres';

import { databaseOver } from '@app/db';

/** One statement as drizzle hands it to postgres.js: text and parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
  /** drizzle reads its rows as arrays (`.values()`): selects with a field map. */
  arrays?: boolean;
}

export interface Sent extends Statement {
  /** Inside a transaction (after BEGIN); otherwise straight on the pool. */
  inTransaction: boolean;
  /** withTenant's set_config(search_path): the transaction wrapper's own statement. */
  wrapper: boolean;
  /**
   * Which round trip of its transaction it leaves in: a statement issued after an answer to the
   * transaction's work has arrived starts the next one; statements issued before any answer (the
   * page beside the counters read) travel together.
   */
  wave: number;
}

type Log = (sent: Sent) => void;
type Any = (...args: unknown[]) => unknown;

/** A postgres.js client (pool or transaction) that notes every statement issued on it. */
function recording<T extends postgres.Sql | postgres.TransactionSql>(
  target: T,
  log: () => Log,
  inTransaction: boolean,
) {
  const round = { wave: 0, answered: false };
  const note = (entry: Sent, query: PromiseLike<unknown>) => {
    if (!entry.wrapper) {
      if (round.answered) [round.wave, round.answered] = [round.wave + 1, false];
      entry.wave = round.wave;
      const wave = round.wave;
      query.then(
        () => wave === round.wave && (round.answered = true),
        () => {},
      );
    }
    log()(entry);
  };
  return new Proxy(target, {
    // A tagged template: withTenant's set_config (the only one the services issue).
    apply(fn, self, args: unknown[]) {
      const [strings, ...values] = args as [TemplateStringsArray, ...unknown[]];
      const text = strings.reduce((all, part, i) => `${all}$${i}${part}`);
      const query = Reflect.apply(fn as unknown as Any, self, args) as postgres.PendingQuery<postgres.Row[]>;
      const wrapper = inTransaction && text.includes('set_config');
      note({ sql: text, params: values, inTransaction, wrapper, wave: 0 }, query);
      return query;
    },
    get(client, key) {
      if (key === 'unsafe') {
        return (text: string, params: unknown[] = [], options?: postgres.UnsafeQueryOptions) => {
          const query = client.unsafe(text, params as never[], options);
          const entry: Sent = { sql: text, params, arrays: false, inTransaction, wrapper: false, wave: 0 };
          const values = query.values.bind(query);
          query.values = () => ((entry.arrays = true), values());
          note(entry, query);
          return query;
        };
      }
      if (key === 'begin') {
        return (...args: unknown[]) => {
          const work = args.pop() as (tx: postgres.TransactionSql) => unknown;
          const recorded = (tx: postgres.TransactionSql) => work(recording(tx, log, true));
          const pool = client as postgres.Sql;
          return args.length ? pool.begin(args[0] as string, recorded) : pool.begin(recorded);
        };
      }
      const value: unknown = Reflect.get(client, key);
      return typeof value === 'function' ? (value as Any).bind(client) : value;
    },
  });
}

/**
 * A drizzle database over `pool` (same pool, same prepared statements, same settings) whose
 * statements `record` collects while its work runs. One recording at a time.
 */
export function recorder(pool: postgres.Sql) {
  let current: Sent[] | undefined;
  const log = (): Log => (sent) => current?.push(sent);
  const db = databaseOver(recording(pool, log, false));
  return {
    db,
    async record<T>(work: () => Promise<T>): Promise<Sent[]> {
      if (current) throw new Error('one recording at a time');
      current = [];
      try {
        await work();
        return current;
      } finally {
        current = undefined;
      }
    },
  };
}
