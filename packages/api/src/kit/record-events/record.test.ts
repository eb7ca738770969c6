/**
 * Event writers of one company take their sequence numbers in commit order: a second writer waits
 * for the first to commit, so the feed never shows a later event before an earlier one.
 */
import { describe, expect } from 'vitest';

import { sql, withTenant } from '@app/db';

import { portalAppTest } from '../../testing/fixtures';
import type { TestApp } from '../../testing/harness';
import { readChanges } from './feed';
import { recordEventsIn } from './record';

const it = portalAppTest('events-order-a', 'events-order-b');

const brandEvent = (id: string) => ({ type: 'brand.created' as const, recordId: id, data: { id } });
const ID1 = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';
const ID3 = '00000000-0000-4000-8000-000000000003';

/** Resolves once some backend waits on an advisory lock (the second writer). */
async function someoneWaitsOnTheLock(app: TestApp, deadlineMs = 10_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const rows = await app.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
    );
    if (rows[0]!.n > 0) return;
    if (Date.now() > until) throw new Error('no writer is waiting on the events lock');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('recordEventsIn', () => {
  it('makes a second writer of the same company wait for the first to commit', async ({ app, a, b }) => {
    let releaseFirst!: () => void;
    const held = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstRecorded!: () => void;
    const recorded = new Promise<void>((resolve) => (firstRecorded = resolve));
    const first = withTenant(app.deps.db, a.company.id, async (tx) => {
      await recordEventsIn(app.deps, tx, a.company.id, [brandEvent(ID1)]);
      firstRecorded();
      await held;
    });
    await recorded;
    const second = withTenant(app.deps.db, a.company.id, (tx) =>
      recordEventsIn(app.deps, tx, a.company.id, [brandEvent(ID2)]),
    );
    await someoneWaitsOnTheLock(app);
    // Another company's writer is not held up meanwhile.
    await withTenant(app.deps.db, b.company.id, (tx) => recordEventsIn(app.deps, tx, b.company.id, [brandEvent(ID3)]));
    const seen = await withTenant(app.deps.db, a.company.id, (tx) => readChanges(tx, { limit: 10 }));
    expect(seen.changes).toEqual([]);
    releaseFirst();
    await Promise.all([first, second]);
    const after = await withTenant(app.deps.db, a.company.id, (tx) => readChanges(tx, { limit: 10 }));
    expect(after.changes.map((c) => c.recordId)).toEqual([ID1, ID2]);
  });
});
