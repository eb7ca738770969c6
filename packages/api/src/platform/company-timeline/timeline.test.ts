import { describe, expect } from 'vitest';

import { MESSAGES, TIMELINE_LIMITS } from '@app/contracts';

import { failureOf } from '../../auth/test-support';
import { companyInput } from '../companies/test-fixtures';
import { superAdminTest } from '../../testing/fixtures';
import { issueTestToken, tenantHost, type TestApp } from '../../testing/harness';

type AddInput = Parameters<ReturnType<TestApp['call']>['platform']['companyTimeline']['add']>[0];

/**
 * `platform`: the super admin's platform calls, and `timeline` its companyTimeline calls;
 * `createCompany`: a company made through them.
 */
const it = superAdminTest()
  .extend(
    'platform',
    { scope: 'file' },
    ({ app, request }) =>
      () =>
        app.call(request).platform,
  )
  .extend(
    'timeline',
    { scope: 'file' },
    ({ platform }) =>
      () =>
        platform().companyTimeline,
  )
  .extend(
    'createCompany',
    { scope: 'file' },
    ({ platform }) =>
      async (subdomain: string) =>
        (await platform().companies.create(companyInput(subdomain))).company,
  );

describe('companyTimeline.list', () => {
  it('shows what the server recorded, newest first, in the documented shape', async ({
    admin,
    platform,
    timeline,
    createCompany,
  }) => {
    const company = await createCompany('tl-shape');
    await platform().companies.update({ id: company.id, name: 'Renamed Shape' });
    const { timeline: events, pagination } = await timeline().list({ companyId: company.id });

    expect(events.map((e) => e.action)).toEqual(['company_updated', 'company_created']);
    expect(pagination).toEqual({ page: 1, limit: 50, total: 2, pages: 1 });
    const [updated, created] = events;
    expect(created).toMatchObject({
      _id: created!.id,
      description: "Company 'Company tl-shape' created",
      details: { companyName: 'Company tl-shape', subdomain: 'tl-shape' },
      performedBy: { id: admin.id, userName: 'Root Admin' },
    });
    expect(created!.timestamp).toBe(created!.createdAt);
    expect(updated!.details).toEqual({ fieldChanged: 'name', oldValue: 'Company tl-shape', newValue: 'Renamed Shape' });
  });

  it('pages by number and by time', async ({ timeline, createCompany }) => {
    const company = await createCompany('tl-pages');
    for (const n of [1, 2, 3, 4]) {
      await timeline().add({ companyId: company.id, action: 'user_added', description: `Event ${n}` });
    }
    const second = await timeline().list({ companyId: company.id, page: 2, limit: 2 });
    expect(second.timeline.map((e) => e.description)).toEqual(['Event 2', 'Event 1']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });

    const all = (await timeline().list({ companyId: company.id })).timeline;
    const older = await timeline().list({ companyId: company.id, before: new Date(all[1]!.createdAt) });
    expect(older.timeline.map((e) => e.description)).toEqual(['Event 2', 'Event 1', all[4]!.description]);
    expect(older.pagination.total).toBe(3);

    expect((await failureOf(timeline().list({ companyId: company.id, limit: 101 }))).status).toBe(400);
  });

  it('answers 404 for an unknown company', async ({ timeline }) => {
    const failure = await failureOf(timeline().list({ companyId: 987654 }));
    expect(failure).toMatchObject({ status: 404, message: MESSAGES.company.notFound });
  });
});

describe('companyTimeline.add', () => {
  it("records an integrator's event as the signed-in super admin", async ({ admin, timeline, createCompany }) => {
    const company = await createCompany('tl-add');
    const result = await timeline().add({
      companyId: company.id,
      action: 'user_updated',
      description: '  Synced from the HR system  ',
      details: { source: 'hr', count: 3, nested: { ok: true } },
    });
    expect(result.message).toBe(MESSAGES.timeline.added);
    expect(result.event).toMatchObject({
      action: 'user_updated',
      description: 'Synced from the HR system',
      details: { source: 'hr', count: 3, nested: { ok: true } },
      performedBy: { id: admin.id, userName: 'Root Admin' },
    });
    const [newest] = (await timeline().list({ companyId: company.id })).timeline;
    expect(newest).toEqual(result.event);

    const plain = await timeline().add({ companyId: company.id, action: 'note_added', description: 'No details' });
    expect(plain.event.details).toEqual({});
  });

  it.for([
    [{ action: 'party_started' }, 'action', MESSAGES.timeline.actionInvalid],
    [{ description: '   ' }, 'description', MESSAGES.timeline.descriptionRequired],
    [{ description: 'x'.repeat(501) }, 'description', MESSAGES.validation.tooLong(500)],
    [{ details: ['not', 'an', 'object'] }, 'details', MESSAGES.timeline.detailsInvalid],
    [{ details: { blob: 'x'.repeat(TIMELINE_LIMITS.detailsMaxBytes) } }, 'details', MESSAGES.timeline.detailsTooLarge],
  ] as const)(
    'refuses %o naming the field and records nothing',
    async ([override, path, msg], { timeline, createCompany }) => {
      const company = await createCompany(`tl-bad-${path}-${Math.random().toString(36).slice(2, 8)}`);
      const input = { companyId: company.id, action: 'user_added', description: 'Fine', ...override };
      const failure = await failureOf(timeline().add(input as AddInput));
      expect(failure.status).toBe(400);
      expect(failure.errors).toContainEqual({ path, msg });
      expect((await timeline().list({ companyId: company.id })).pagination.total).toBe(1);
    },
  );

  it('answers 404 for an unknown company', async ({ timeline }) => {
    const failure = await failureOf(timeline().add({ companyId: 987654, action: 'user_added', description: 'Lost' }));
    expect(failure).toMatchObject({ status: 404, message: MESSAGES.company.notFound });
  });
});

describe('companyTimeline access', () => {
  it('is for super admins on the platform host only', async ({ app, timeline, createCompany }) => {
    const company = await createCompany('tl-guard');
    const event = { companyId: company.id, action: 'user_added' as const, description: 'Sneaky' };
    expect((await failureOf(app.call().platform.companyTimeline.list({ companyId: company.id }))).status).toBe(401);

    const owner = await issueTestToken(app, { id: company.ownerId!, role: 'owner', companyId: company.id });
    const asOwner = app.call({ host: 'admin.localhost', authorization: `Bearer ${owner}` }).platform.companyTimeline;
    expect((await failureOf(asOwner.add(event))).status).toBe(401);
    const onTenant = app.call({ ...tenantHost('tl-guard'), authorization: `Bearer ${owner}` }).platform.companyTimeline;
    expect((await failureOf(onTenant.list({ companyId: company.id }))).status).toBe(403);

    expect((await timeline().list({ companyId: company.id })).pagination.total).toBe(1);
  });
});
