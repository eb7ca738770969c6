import type PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type postgres from 'postgres';

import type { Executor } from '../client';

/** pg-boss hands objects to `pg`, which sends them as JSON; postgres.js needs the text itself. */
export function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
    return JSON.stringify(value);
  }
  return value;
}

/** pg-boss's `$1 … $n` statement as a drizzle query, so it can run on our pool or inside a transaction. */
export function boundStatement(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [sql.raw(parts[0]!)];
  for (let i = 1; i < parts.length; i += 2) {
    chunks.push(sql`${asParameter(values[Number(parts[i]) - 1])}`);
    chunks.push(sql.raw(parts[i + 1]!));
  }
  return sql.join(chunks, sql.raw(''));
}

/**
 * pg-boss's database interface over one of ours. Given a transaction, a job sent through it exists
 * only if that transaction commits: the work and its follow-up job are one unit.
 */
export function jobExecutor(executor: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: [...(await executor.execute(boundStatement(text, values)))] }),
  };
}

/**
 * The same over one dedicated postgres.js connection (`max: 1`): pg-boss's own schema upgrade
 * sends BEGIN … COMMIT itself, which a pooled client refuses.
 */
export function connectionExecutor(connection: postgres.Sql): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => ({
      rows: [...(await connection.unsafe(text, values.map(asParameter) as postgres.ParameterOrJSON<never>[]))],
    }),
  };
}
