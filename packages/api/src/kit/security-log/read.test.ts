/**
 * Reading the logs: filters (person, kind, calendar days in the company's zone), pages, who may
 * read which log, and that no company ever sees another's events.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { sql } from '@app/db';

import { failureOf, setCompany } from '../../auth/test-support';
import { portalAppTest } from '../../testing/fixtures';
import { superAdminRequest } from '../../testing/harness';
import { eventAt, seedCompanyEvents, seedPlatformEvents } from './test-fixtures';

/**
 * `admin`: the platform's super admin, signed in; `ownerLog`: company a's log as its owner reads
 * it; `platform`: the super admin's platform procedures.
 */
const it = portalAppTest('seclog-a', 'seclog-b')
  .extend('admin', { scope: 'file' }, ({ app }) => superAdminRequest(app))
  .extend(
    'ownerLog',
    { scope: 'file' },
    ({ a }) =>
      () =>
        a.as('owner').company.securityLog,
  )
  .extend(
    'platform',
    { scope: 'file' },
    ({ app, admin }) =>
      () =>
        app.call(admin.request).platform,
  );

it.beforeAll(async ({ app, a, b, admin }) => {
  // Company a keeps Kolkata time (UTC+5:30): its calendar days start at 18:30 UTC the day before.
  await app.deps.db.execute(sql`update companies set time_zone = 'Asia/Kolkata' where id = ${a.company.id}`);
  await seedCompanyEvents(app, a.company.id, [
    eventAt('signed_out_everywhere', '2025-03-09T10:00:00Z', a.owner),
    eventAt('data_exported', '2025-03-09T19:00:00Z', a.member),
    eventAt('data_exported', '2025-03-10T12:00:00Z', a.admin),
    eventAt('import_started', '2025-03-11T08:00:00Z', a.member),
    eventAt('import_completed', '2025-03-11T08:05:00Z', a.member),
  ]);
  await seedCompanyEvents(app, b.company.id, [eventAt('data_exported', '2025-03-10T12:00:00Z', b.owner)]);
  await seedPlatformEvents(app, [
    eventAt('sign_in_succeeded', '2025-03-10T09:00:00Z', admin.admin, 'super_admin'),
    eventAt('data_exported', '2025-03-10T10:00:00Z', admin.admin, 'super_admin'),
  ]);
});

const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('company.securityLog.list (the owner)', () => {
  it('answers the events newest first, with who, about whom, when and from where', async ({ a, ownerLog }) => {
    const { events, pagination } = await ownerLog().list({});
    expect(types(events)).toEqual([
      'import_completed',
      'import_started',
      'data_exported',
      'data_exported',
      'signed_out_everywhere',
    ]);
    expect(pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });
    expect(events[2]).toEqual({
      id: expect.any(String),
      type: 'data_exported',
      actor: { id: a.admin.id, kind: 'user', name: a.admin.name },
      subject: null,
      at: '2025-03-10T12:00:00.000Z',
      ip: null,
      userAgent: null,
      detail: {},
    });
  });

  it('filters by person and by kind', async ({ a, ownerLog }) => {
    expect(types((await ownerLog().list({ actorId: a.member.id })).events)).toEqual([
      'import_completed',
      'import_started',
      'data_exported',
    ]);
    const exports = await ownerLog().list({ type: 'data_exported' });
    expect(exports.events.map((e) => e.actor.name)).toEqual([a.admin.name, a.member.name]);
    expect((await ownerLog().list({ type: 'data_exported', actorId: a.owner.id })).events).toEqual([]);
  });

  it("takes from and to as whole days of the company's calendar", async ({ ownerLog }) => {
    // 19:00 UTC on the 9th is already the 10th in Kolkata.
    const tenth = await ownerLog().list({ from: '2025-03-10', to: '2025-03-10' });
    expect(tenth.events.map((e) => e.at)).toEqual(['2025-03-10T12:00:00.000Z', '2025-03-09T19:00:00.000Z']);
    expect((await ownerLog().list({ from: '2025-03-11' })).pagination.total).toBe(2);
    expect((await ownerLog().list({ to: '2025-03-09' })).pagination.total).toBe(1);
  });

  it('pages on the server', async ({ ownerLog }) => {
    const second = await ownerLog().list({ page: 2, limit: 2 });
    expect(types(second.events)).toEqual(['data_exported', 'data_exported']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    const third = await ownerLog().list({ page: 3, limit: 2 });
    expect(types(third.events)).toEqual(['signed_out_everywhere']);
  });

  it('refuses a range that ends before it starts, and unknown kinds', async ({ ownerLog }) => {
    const backwards = await failureOf(ownerLog().list({ from: '2025-03-10', to: '2025-03-09' }));
    expect(backwards).toMatchObject({ status: 400, errors: [{ path: 'to', msg: MESSAGES.securityLog.rangeInvalid }] });
    const unknown = await failureOf(ownerLog().list({ type: 'coffee_break' as never }));
    expect(unknown).toMatchObject({ status: 400, errors: [{ path: 'type', msg: MESSAGES.securityLog.typeInvalid }] });
  });

  it("is the owner's alone: admins (even with the settings right) and team members get 403", async ({ app, a }) => {
    await setCompany(app, a.company.id, { allowAdminCompanySettings: true });
    try {
      for (const role of ['admin', 'team_member'] as const) {
        expect(await failureOf(a.as(role).company.securityLog.list({}))).toMatchObject({
          status: 403,
          message: MESSAGES.securityLog.ownerOnly,
        });
        expect((await failureOf(a.as(role).company.securityLog.people())).status).toBe(403);
      }
    } finally {
      await setCompany(app, a.company.id, { allowAdminCompanySettings: false });
    }
  });

  it("refuses a super admin's token on the company host", async ({ app, a, admin }) => {
    const call = app.call({ host: `${a.company.subdomain}.localhost`, authorization: admin.request.authorization });
    expect((await failureOf(call.company.securityLog.list({}))).status).toBe(401);
  });

  it("never shows another company's events", async ({ b, ownerLog }) => {
    const seen = await ownerLog().list({ limit: 100 });
    expect(seen.events.some((e) => e.actor.id === b.owner.id)).toBe(false);
    expect((await ownerLog().list({ actorId: b.owner.id })).events).toEqual([]);
    const theirs = await b.as('owner').company.securityLog.list({});
    expect(theirs.events.map((e) => e.actor.id)).toEqual([b.owner.id]);
  });
});

describe('company.securityLog.people', () => {
  it('names everyone in the log once, by the name of their latest event', async ({ app, a, ownerLog }) => {
    await seedCompanyEvents(app, a.company.id, [
      eventAt('data_exported', '2025-03-12T08:00:00Z', { id: a.member.id, name: 'Terry Renamed' }),
    ]);
    const { people } = await ownerLog().people();
    expect(people).toEqual([
      { id: a.admin.id, kind: 'user', name: a.admin.name },
      { id: a.owner.id, kind: 'user', name: a.owner.name },
      { id: a.member.id, kind: 'user', name: 'Terry Renamed' },
    ]);
  });
});

describe('platform.companySecurityLog (super admins)', () => {
  it("reads exactly the company asked for, in that company's calendar", async ({ a, b, platform }) => {
    const log = await platform().companySecurityLog.list({ id: b.company.id });
    expect(log.events.map((e) => e.actor.id)).toEqual([b.owner.id]);
    const tenth = await platform().companySecurityLog.list({ id: a.company.id, from: '2025-03-10', to: '2025-03-10' });
    expect(tenth.pagination.total).toBe(2);
    expect((await platform().companySecurityLog.people({ id: b.company.id })).people).toEqual([
      { id: b.owner.id, kind: 'user', name: b.owner.name },
    ]);
  });

  it('answers 404 for an unknown company', async ({ platform }) => {
    expect((await failureOf(platform().companySecurityLog.list({ id: 999_999 }))).status).toBe(404);
  });

  it("refuses a company user's token", async ({ app, a }) => {
    const onPlatform = app.call({ host: 'admin.localhost', authorization: a.request.owner.authorization });
    expect((await failureOf(onPlatform.platform.companySecurityLog.list({ id: a.company.id }))).status).toBe(401);
    expect((await failureOf(onPlatform.platform.securityLog.list({}))).status).toBe(401);
    // And from the company's own host, the platform's procedures are not there at all.
    expect((await failureOf(a.as('owner').platform.securityLog.list({}))).status).toBe(403);
  });
});

describe("platform.securityLog (the platform's own accounts)", () => {
  it('lists only platform events, filtered by UTC days', async ({ app, admin }) => {
    const log = app.call(admin.request).platform.securityLog;
    expect(types((await log.list({})).events)).toEqual(['data_exported', 'sign_in_succeeded']);
    expect((await log.list({ type: 'sign_in_succeeded' })).events[0]!.actor).toEqual({
      id: admin.admin.id,
      kind: 'super_admin',
      name: admin.admin.name,
    });
    expect((await log.list({ from: '2025-03-11' })).events).toEqual([]);
    expect((await log.people()).people).toEqual([{ id: admin.admin.id, kind: 'super_admin', name: admin.admin.name }]);
  });
});
