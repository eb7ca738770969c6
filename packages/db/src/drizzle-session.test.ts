/**
 * Fails loudly when a drizzle upgrade changes what drizzle-session.ts reaches into: the installed
 * version must be the one it was checked against, and a replaced transaction client must carry
 * every statement the transaction sends, inside that same transaction.
 */
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { describe, expect } from 'vitest';

import {
  databaseClient,
  DRIZZLE_CHECKED_VERSION,
  replaceTransactionClient,
  transactionClient,
} from './drizzle-session';
import { companies } from './platform/schema';
import { databaseTest, declaredRanges, installedVersion } from './testing';

const it = databaseTest({ max: 1 });

/** A client that counts the statements sent through it and passes them on. */
function counting(client: postgres.TransactionSql, sent: string[]): postgres.TransactionSql {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'unsafe') {
        return (query: string, ...rest: unknown[]) => {
          sent.push(query);
          return (target.unsafe as (...args: unknown[]) => unknown)(query, ...rest);
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('what drizzle-session.ts relies on', () => {
  it('is the drizzle-orm version it was checked against, pinned exactly', () => {
    const message =
      'drizzle-orm changed: re-check drizzle-session.ts against drizzle-orm/postgres-js/session, then move DRIZZLE_CHECKED_VERSION';
    expect(installedVersion('drizzle-orm', import.meta.url), message).toBe(DRIZZLE_CHECKED_VERSION);
    // drizzle-kit writes the migration folders migrator/files.ts reads: the same release.
    expect(installedVersion('drizzle-kit', import.meta.url), message).toBe(DRIZZLE_CHECKED_VERSION);
    const manifests = ['../package.json', '../../../package.json'].map((p) => join(import.meta.dirname, p));
    const pinned = declaredRanges(manifests, (name) => name === 'drizzle-orm' || name === 'drizzle-kit');
    expect(pinned.length).toBeGreaterThanOrEqual(2);
    for (const { manifest, name, range } of pinned) {
      expect(range, `${manifest} must pin ${name} exactly`).toBe(DRIZZLE_CHECKED_VERSION);
    }
  });

  it('sends every later statement of the transaction through the replaced client, in that transaction', async ({
    database,
  }) => {
    const sent: string[] = [];
    const answer = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.probe', 'inside', true)`);
      replaceTransactionClient(tx, (client) => counting(client, sent));
      expect(transactionClient(tx)).not.toBe(undefined);
      const [setting] = await tx.execute<{ value: string }>(sql`select current_setting('app.probe') as value`);
      const rows = await tx.select({ id: companies.id }).from(companies).limit(1);
      await tx.insert(companies).values({ name: 'Probe', subdomain: 'probe' });
      return { setting: setting!.value, rows };
    });
    expect(answer).toEqual({ setting: 'inside', rows: [] });
    expect(sent).toHaveLength(3);
    expect(sent[0]).toContain('current_setting');
    expect(sent[1]).toMatch(/^select .* from "companies"/);
    expect(sent[2]).toMatch(/^insert into "companies"/);
  });

  it('leaves the next transaction on the stock client', async ({ database }) => {
    const sent: string[] = [];
    await database.db.transaction(async (tx) => {
      replaceTransactionClient(tx, (client) => counting(client, sent));
      await tx.execute(sql`select 1`);
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
    });
    expect(sent).toEqual(['select 1']);
  });

  it('finds the pool under a drizzle database', async ({ database }) => {
    expect(databaseClient(database.db)).toBe(database.sql);
    const [row] = await databaseClient(database.db)`select 1 as one`;
    expect(row).toEqual({ one: 1 });
  });
});
