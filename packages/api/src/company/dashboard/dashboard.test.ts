/** company.dashboard.get: counters from the platform copy, the newest users, the health checks. */
import { describe, expect } from 'vitest';

import { createMailer } from '../../services/mail/create';
import { portalAppTest } from '../../testing/fixtures';
import { silentLog } from '../../testing/harness';
import { tinyPng, upload } from '../../testing/portal';

const it = portalAppTest('dash-co');

it.beforeAll(async ({ a }) => {
  // Six team changes through the team service, so the platform counters are the real ones.
  for (const n of [1, 2, 3, 4, 5, 6])
    await a.as('owner').company.team.invite({
      name: `Newcomer ${n}`,
      email: `new${n}@dash-co.test`,
      ...(n === 6 ? { avatar: upload('p.png', tinyPng()) } : {}),
    });
  const [someone] = (await a.as('owner').company.team.list({ search: 'new1@' })).users;
  await a.as('owner').company.team.update({ memberId: someone!.id, isActive: false });
});

describe('company.dashboard.get', () => {
  it('answers user counts from the platform counters and the 5 newest users, newest first', async ({ a }) => {
    const { stats, recentUsers } = await a.as('team_member').company.dashboard.get();
    expect(stats).toEqual({ usage: { users: 9 }, users: { total: 9, active: 8, inactive: 1 } });
    expect(recentUsers.map((u) => u.name)).toEqual([
      'Newcomer 6',
      'Newcomer 5',
      'Newcomer 4',
      'Newcomer 3',
      'Newcomer 2',
    ]);
    expect(recentUsers[0]).toEqual({
      id: expect.any(String),
      _id: recentUsers[0]!.id,
      name: 'Newcomer 6',
      role: 'team_member',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      avatar: expect.stringContaining('/api/files/companies/'),
    });
    expect(recentUsers[1]!.avatar).toBeNull();
  });

  it('shows database, storage and mail health, checked now', async ({ a }) => {
    const { health } = await a.as('admin').company.dashboard.get();
    expect(health).toEqual({
      database: { ok: true, checkedAt: expect.any(String) },
      storage: { ok: true, checkedAt: expect.any(String) },
      mail: { ok: true, checkedAt: expect.any(String), mode: 'console' },
    });
    expect(Date.now() - Date.parse(health.database.checkedAt)).toBeLessThan(60_000);
  });

  it('reports storage down and a failing SMTP server as not ok, without failing the dashboard', async ({ app, a }) => {
    const { storage, mailer } = app.deps;
    app.deps.storage = { ...storage, ping: () => Promise.reject(new Error('storage is down')) };
    app.deps.mailer = createMailer({
      db: app.deps.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@localhost',
      log: silentLog,
    });
    try {
      await app.deps.mailer.send({ to: 'someone@dash-co.test', subject: 'Hello', text: 'Hello' });
      await app.deps.mailer.drain();
      const { health } = await a.as('owner').company.dashboard.get();
      expect(health.storage.ok).toBe(false);
      expect(health.mail).toMatchObject({ ok: false, mode: 'smtp' });
      expect(health.database.ok).toBe(true);
    } finally {
      app.deps.storage = storage;
      app.deps.mailer = mailer;
    }
  });
});
