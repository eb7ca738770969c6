/**
 * The writer: an event commits with the change's transaction and disappears with its rollback;
 * free text is bounded; and the tables refuse any change but the pruning's DELETE.
 */
import { describe, expect, it } from 'vitest';

import { SECURITY_LOG } from '@app/contracts';
import { sql, tenantTables, withTenant, type NoRows, type Tx } from '@app/db';

import { portalFixture } from '../../testing/portal';
import { recordPlatformSecurityEvent, recordSecurityEvent, type SecurityEvent } from './record';
import { companyEvents, platformEvents } from './test-fixtures';

const f = portalFixture('seclog-rec');

/** The trigger's refusal, under the driver's "Failed query" wrapper. */
const refused = (work: Promise<unknown>) =>
  expect(work).rejects.toSatisfy((error: Error & { cause?: Error }) =>
    /append-only/.test(error.cause?.message ?? error.message),
  );

const event = (over: Partial<SecurityEvent> = {}): SecurityEvent => ({
  type: 'signed_out_everywhere',
  actor: { kind: 'user', id: f.co.owner.id, label: f.co.owner.name },
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
  ...over,
});

describe('recordSecurityEvent', () => {
  it('writes in the transaction it is given, and nothing when that transaction rolls back', async () => {
    const id = f.co.company.id;
    const before = (await companyEvents(f.app, id)).length;
    await withTenant(f.app.deps.db, id, (tx) => recordSecurityEvent(tx, event({ detail: { n: 1 } })));
    const failing = withTenant(f.app.deps.db, id, async (tx) => {
      await recordSecurityEvent(tx, event({ detail: { n: 2 } }));
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    const events = await companyEvents(f.app, id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      type: 'signed_out_everywhere',
      actorKind: 'user',
      actorId: f.co.owner.id,
      actorLabel: f.co.owner.name,
      subjectId: null,
      subjectLabel: null,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0',
      detail: { n: 1 },
    });
    // The company's events stay in its schema: the platform's log has none of them.
    expect(await platformEvents(f.app)).toEqual([]);
  });

  it('bounds the user agent, the names and the detail', async () => {
    const id = f.co.company.id;
    const huge: Record<string, string> = {};
    for (let i = 0; i < 50; i++) huge[`k${i}`] = 'z'.repeat(199);
    await withTenant(f.app.deps.db, id, (tx) =>
      recordSecurityEvent(
        tx,
        event({
          userAgent: `Bot\u0000${'a'.repeat(5000)}`,
          actor: { kind: 'anonymous', id: null, label: 'n'.repeat(1000) },
          subject: { id: f.co.member.id, label: f.co.member.name },
          detail: huge,
        }),
      ),
    );
    const last = (await companyEvents(f.app, id)).at(-1)!;
    expect(last.userAgent).toHaveLength(SECURITY_LOG.userAgentMax);
    expect(last.userAgent!.startsWith('Bot a')).toBe(true);
    expect(last.actorLabel).toHaveLength(SECURITY_LOG.labelMax);
    expect(last.subjectLabel).toBe(f.co.member.name);
    expect(last.detail.truncated).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(last.detail))).toBeLessThanOrEqual(SECURITY_LOG.detailMaxBytes);
  });

  it('fails outside a company schema rather than write anywhere else', async () => {
    await expect(f.app.deps.db.transaction((tx) => recordSecurityEvent(tx, event()))).rejects.toThrow();
  });
});

describe('recordPlatformSecurityEvent', () => {
  it("writes to the platform's log, with or without a transaction", async () => {
    const actor = { kind: 'super_admin' as const, id: f.co.owner.id, label: 'Root' };
    await recordPlatformSecurityEvent(f.app.deps.db, event({ actor, type: 'sign_in_succeeded' }));
    await f.app.deps.db
      .transaction(async (tx) => {
        await recordPlatformSecurityEvent(tx, event({ actor, type: 'password_changed' }));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await platformEvents(f.app)).map((e) => e.type)).toEqual(['sign_in_succeeded']);
  });
});

describe('append-only tables', () => {
  /** A transaction where each log lives: the company's schema, or public. */
  type Runner = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  const inCompany: Runner = (work) => withTenant(f.app.deps.db, f.co.company.id, work);
  const inPlatform: Runner = (work) => f.app.deps.db.transaction(work);
  const tables: [string, Runner][] = [
    ['security_events', inCompany],
    ['platform_security_events', inPlatform],
  ];

  it.each(tables)('%s refuses UPDATE and TRUNCATE, and lets the pruning DELETE', async (name, run) => {
    const table = sql.identifier(name);
    const inserted = await run(async (tx) => {
      const write = name === 'security_events' ? recordSecurityEvent : recordPlatformSecurityEvent;
      await write(tx, event({ type: 'data_exported' }));
      return tx.execute<{ id: string }>(sql`select id from ${table} where type = 'data_exported' limit 1`);
    });
    const id = inserted[0]!.id;
    await refused(run((tx) => tx.execute(sql`update ${table} set ip = '10.0.0.1' where id = ${id}`)));
    // Refused even when it would change nothing: the trigger is on the statement.
    await refused(run((tx) => tx.execute(sql`update ${table} set ip = ip where false`)));
    await refused(run((tx) => tx.execute(sql`truncate ${table}`)));
    const unchanged = await run((tx) => tx.execute<{ ip: string }>(sql`select ip from ${table} where id = ${id}`));
    expect(unchanged[0]!.ip).toBe('203.0.113.9');
    const deleted = await run((tx) => tx.execute<NoRows>(sql`delete from ${table} where id = ${id}`));
    expect(deleted.count).toBe(1);
  });

  it('cannot be tricked by a writer that skips the bounds', async () => {
    const raw = (column: string, value: string) =>
      withTenant(f.app.deps.db, f.co.company.id, (tx) =>
        tx.execute(
          sql`insert into ${tenantTables.securityEvents} (type, actor_kind, actor_label, ${sql.identifier(column)}) values ('data_exported', 'user', 'x', ${value})`,
        ),
      );
    await expect(raw('user_agent', 'u'.repeat(SECURITY_LOG.userAgentMax + 1))).rejects.toThrow();
    await expect(raw('ip', '1'.repeat(SECURITY_LOG.ipMax + 1))).rejects.toThrow();
  });
});
