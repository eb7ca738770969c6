/**
 * A super admin's changes to a company's team reach the company's integrations as the company's
 * own changes do: member events with the same data, in the change's transaction, to its webhooks,
 * nothing for a refused change, nothing in another company.
 */
import { describe, expect } from 'vitest';

import { sql, tenantTables, withTenant } from '@app/db';

import { teamTest } from '../../testing/fixtures';
import type { TestApp } from '../../testing/harness';
import { portalRequest } from '../../testing/signed-in-company';
import { createCompany, failureOf, tinyPng, upload } from './test-fixtures';

type Company = Awaited<ReturnType<typeof createCompany>>;

/** Two companies made on the platform, so a test can show a change reaches its own company only. */
const it = teamTest().extend<{ a: Company; b: Company }>({
  a: [
    async ({ setup: { app, request } }, use) => use(await createCompany(app, request, 'member-events-a')),
    { scope: 'file' },
  ],
  b: [
    async ({ setup: { app, request } }, use) => use(await createCompany(app, request, 'member-events-b')),
    { scope: 'file' },
  ],
});

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
/** The company's owner, signed in on its host. */
const owner = async (app: TestApp, company: Company) =>
  app.call(await portalRequest(app, company, { id: company.ownerId!, role: 'owner' }));

type Logged = {
  seq: number;
  type: string;
  record_id: string;
  data: Record<string, unknown>;
};

/** The company's member events after `seq` (the changes feed leaves members to webhooks). */
const memberEvents = (app: TestApp, companyId: number, after = 0) =>
  withTenant(app.deps.db, companyId, (tx) =>
    tx.execute<Logged>(
      sql`select seq::int, type, record_id, data from ${tenantTables.recordEvents}
        where entity = 'member' and seq > ${after} order by seq`,
    ),
  );
const lastSeq = async (app: TestApp, companyId: number) => (await memberEvents(app, companyId)).at(-1)?.seq ?? 0;

const deliveries = (app: TestApp, companyId: number) =>
  withTenant(app.deps.db, companyId, (tx) =>
    tx.execute<{ event_type: string }>(
      sql`select event_type from ${tenantTables.webhookDeliveries} order by created_at`,
    ),
  );

describe('a super admin changing a company’s team', () => {
  it('records member.created, member.updated and member.removed, and hands them to the company’s webhooks', async ({
    app,
    platformTeam: team,
    a,
    b,
  }) => {
    await (
      await owner(app, a)
    ).company.webhooks.create({
      url: 'https://hooks.example.com/team',
      events: ['member.created', 'member.updated', 'member.removed'],
    });
    const from = await lastSeq(app, a.id);
    const invited = await team.invite({ companyId: a.id, name: 'Sam Staff', email: 'sam@member-events-a.test' });
    const { user: renamed } = await team.update({ companyId: a.id, memberId: invited.user.id, name: 'Sam Renamed' });
    const { user: pictured } = await team.setAvatar({
      companyId: a.id,
      memberId: invited.user.id,
      avatar: upload('sam.png', tinyPng()),
    });
    await team.remove({ companyId: a.id, memberId: invited.user.id });

    const events = await memberEvents(app, a.id, from);
    expect(events.map((e) => [e.type, e.record_id])).toEqual([
      ['member.created', invited.user.id],
      ['member.updated', invited.user.id],
      ['member.updated', invited.user.id],
      ['member.removed', invited.user.id],
    ]);
    // The member as the team's GET answers it; the picture's link names no session.
    expect(events[0]!.data).toEqual(json(invited.user));
    expect(events[1]!.data).toEqual(json(renamed));
    const { profile, ...rest } = events[2]!.data as { profile: Record<string, unknown> };
    expect(rest).toEqual(json({ ...pictured, profile: undefined }));
    expect(profile.avatar).toMatch(new RegExp(`^/api/files/companies/${a.id}/avatars/[^?]+$`));
    expect(events[3]!.data).toEqual({ id: invited.user.id });

    expect((await deliveries(app, a.id)).map((d) => d.event_type)).toEqual([
      'member.created',
      'member.updated',
      'member.updated',
      'member.removed',
    ]);
    expect(await memberEvents(app, b.id)).toEqual([]);
  });

  it('records a bulk change for each member it changed, none for one it refused', async ({
    app,
    platformTeam: team,
    a,
  }) => {
    const { user } = await team.invite({ companyId: a.id, name: 'Bo Bulk', email: 'bo@member-events-a.test' });
    const from = await lastSeq(app, a.id);
    const off = await team.bulk({ companyId: a.id, action: 'deactivate', ids: [a.ownerId!, user.id] });
    expect(off.counts).toEqual({ succeeded: 1, failed: 1 });
    await team.bulk({ companyId: a.id, action: 'delete', ids: [user.id] });
    const events = await memberEvents(app, a.id, from);
    expect(events.map((e) => [e.type, e.record_id, e.data.isActive])).toEqual([
      ['member.updated', user.id, false],
      ['member.removed', user.id, undefined],
    ]);
  });

  it('records nothing for a refused change', async ({ app, platformTeam: team, a }) => {
    const from = await lastSeq(app, a.id);
    expect((await failureOf(team.remove({ companyId: a.id, memberId: a.ownerId! }))).status).toBe(400);
    expect(await memberEvents(app, a.id, from)).toEqual([]);
  });

  it('records the owner’s new name, given on the company’s page, as member.updated', async ({
    setup: { app, request },
    a,
    b,
  }) => {
    const from = await lastSeq(app, a.id);
    await app.call(request).platform.companies.update({ id: a.id, owner: { name: 'Olive Owner' } });
    const events = await memberEvents(app, a.id, from);
    expect(events.map((e) => [e.type, e.record_id, e.data.name])).toEqual([
      ['member.updated', a.ownerId, 'Olive Owner'],
    ]);
    expect(await memberEvents(app, b.id)).toEqual([]);
  });

  it('sends the same data as the company’s own change', async ({ app, platformTeam: team, b }) => {
    const from = await lastSeq(app, b.id);
    await (await owner(app, b)).company.team.invite({ name: 'Pat Portal', email: 'pat@member-events-b.test' });
    await team.invite({ companyId: b.id, name: 'Ada Admin-Host', email: 'ada@member-events-b.test' });
    const [portal, platform] = await memberEvents(app, b.id, from);
    const shape = (data: Record<string, unknown>) => ({
      keys: Object.keys(data).sort(),
      profile: Object.keys(data.profile as object).sort(),
    });
    expect([portal!.type, platform!.type]).toEqual(['member.created', 'member.created']);
    expect(shape(platform!.data)).toEqual(shape(portal!.data));
  });
});

describe('a member changing their own profile', () => {
  it('records member.updated, as the team’s GET answers it', async ({ app, b }) => {
    const from = await lastSeq(app, b.id);
    const caller = await owner(app, b);
    await caller.user.profile.update({ name: 'Bea Owner' });
    const events = await memberEvents(app, b.id, from);
    expect(events.map((e) => [e.type, e.record_id])).toEqual([['member.updated', b.ownerId]]);
    const { user } = await caller.company.team.get({ memberId: b.ownerId! });
    expect(events[0]!.data).toEqual(json(user));
  });
});
