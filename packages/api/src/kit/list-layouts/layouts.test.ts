/**
 * user.listLayouts.* and platform.listLayouts.*: each person's own layout of a list, kept on the
 * server. Every role keeps its own; nobody reads another person's or another company's; keys and
 * the other portal's accounts are refused; a malformed layout is refused naming the field.
 */
import { describe, expect } from 'vitest';

import { MESSAGES, type ListLayout } from '@app/contracts';
import { platformTables } from '@app/db';

import { failureOf } from '../../auth/test-support';
import { portalAppTest } from '../../testing/fixtures';
import { superAdminRequest, tenantHost } from '../../testing/harness';
import { PORTAL_ROLES } from '../../testing/signed-in-company';

const t = MESSAGES.listLayouts;
const it = portalAppTest('layouts-a', 'layouts-b');

const narrow: ListLayout = { columns: [{ id: 'clientName', width: 220 }, { id: 'stage' }], density: 'compact' };

describe('user.listLayouts', () => {
  it('starts empty, keeps what each role saves, for that person only, and resets', async ({ a }) => {
    for (const role of PORTAL_ROLES) {
      expect(await a.as(role).user.listLayouts.get({ list: 'leads' })).toEqual({ layout: null });
    }
    const saved = await a.as('team_member').user.listLayouts.save({ list: 'leads', layout: narrow });
    expect(saved).toEqual({ layout: narrow, message: t.saved });
    const wider = { ...narrow, columns: [...narrow.columns, { id: 'csPerson', width: 140 }] };
    await a.as('owner').user.listLayouts.save({ list: 'leads', layout: wider });
    await a.as('admin').user.listLayouts.save({ list: 'meetings', layout: narrow });

    expect(await a.as('team_member').user.listLayouts.get({ list: 'leads' })).toEqual({ layout: narrow });
    expect(await a.as('owner').user.listLayouts.get({ list: 'leads' })).toEqual({ layout: wider });
    expect(await a.as('admin').user.listLayouts.get({ list: 'leads' })).toEqual({ layout: null });
    expect(await a.as('admin').user.listLayouts.get({ list: 'meetings' })).toEqual({ layout: narrow });

    // Saving again replaces, it does not add.
    await a.as('team_member').user.listLayouts.save({ list: 'leads', layout: { ...narrow, density: 'comfortable' } });
    expect((await a.as('team_member').user.listLayouts.get({ list: 'leads' })).layout?.density).toBe('comfortable');

    expect(await a.as('team_member').user.listLayouts.reset({ list: 'leads' })).toEqual({
      layout: null,
      message: t.reset,
    });
    expect(await a.as('team_member').user.listLayouts.get({ list: 'leads' })).toEqual({ layout: null });
    expect(await a.as('owner').user.listLayouts.get({ list: 'leads' })).toEqual({ layout: wider });
  });

  it('keeps a company user inside their company: another company host refuses their token', async ({ app, a, b }) => {
    await a.as('owner').user.listLayouts.save({ list: 'enquiries', layout: narrow });
    expect(await b.as('owner').user.listLayouts.get({ list: 'enquiries' })).toEqual({ layout: null });
    const crossed = app.call({ ...tenantHost('layouts-b'), authorization: a.request.owner.authorization });
    expect((await failureOf(crossed.user.listLayouts.get({ list: 'enquiries' }))).status).toBe(401);
  });

  it('refuses a malformed layout naming the field, and stores nothing', async ({ a }) => {
    const member = a.as('team_member');
    const cases: [unknown, string][] = [
      [{ list: 'nope', layout: narrow }, t.listUnknown],
      [{ list: 'leads', layout: { ...narrow, density: 'tiny' } }, t.densityInvalid],
      [{ list: 'leads', layout: { ...narrow, columns: [{ id: 'a b' }] } }, t.columnIdInvalid],
      [{ list: 'leads', layout: { ...narrow, columns: [{ id: 'x'.repeat(65) }] } }, t.columnIdInvalid],
      [{ list: 'leads', layout: { ...narrow, columns: [{ id: 'stage', width: 12 }] } }, t.widthOutOfRange(60, 1000)],
      [{ list: 'leads', layout: { ...narrow, columns: [{ id: 'stage' }, { id: 'stage' }] } }, t.columnRepeated],
      [
        { list: 'leads', layout: { ...narrow, columns: Array.from({ length: 81 }, (_, i) => ({ id: `c${i}` })) } },
        t.columnsTooMany(80),
      ],
    ];
    for (const [input, message] of cases) {
      const failure = await failureOf(member.user.listLayouts.save(input as never));
      expect(failure.status, message).toBe(400);
      expect(JSON.stringify(failure)).toContain(message);
    }
    expect(await member.user.listLayouts.get({ list: 'leads' })).toEqual({ layout: null });
  });

  it('refuses an API key: a layout belongs to a person', async ({ app, a }) => {
    const { secret } = await a.as('owner').company.apiKeys.create({ name: 'sync', scopes: ['crm:read'] });
    const key = app.call({ ...tenantHost('layouts-a'), apiKey: secret });
    const refused = await failureOf(key.user.listLayouts.get({ list: 'leads' }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(MESSAGES.apiKeys.personOnly);
  });
});

describe('platform.listLayouts', () => {
  it("keeps a super admin's layout in the platform, apart from each company's", async ({ app }) => {
    const { admin, request } = await superAdminRequest(app, 'layouts-root@example.com');
    const root = app.call(request);
    expect(await root.platform.listLayouts.get({ list: 'companies' })).toEqual({ layout: null });
    await root.platform.listLayouts.save({ list: 'companies', layout: narrow });
    expect(await root.platform.listLayouts.get({ list: 'companies' })).toEqual({ layout: narrow });
    const rows = await app.deps.db.select().from(platformTables.superAdminListLayouts);
    expect(rows.map((r) => [r.personId, r.list])).toEqual([[admin.id, 'companies']]);
  });

  it('refuses company users on the admin host and super admins on a company host', async ({ app, a }) => {
    const { request } = await superAdminRequest(app, 'layouts-other@example.com');
    const onCompany = app.call({ ...request, ...tenantHost('layouts-a') });
    expect((await failureOf(onCompany.user.listLayouts.get({ list: 'leads' }))).status).toBe(401);
    const onAdmin = app.call({ host: 'admin.localhost', authorization: a.request.owner.authorization });
    expect((await failureOf(onAdmin.platform.listLayouts.get({ list: 'companies' }))).status).toBe(401);
  });
});
