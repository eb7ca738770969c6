/**
 * Record visibility (company settings `recordVisibility`): each setting × each role × the read and
 * write paths. Team members see all, their own, or their department's records; owners, admins and
 * API keys always see all; another company is never touched.
 */
import { describe, expect } from 'vitest';

import { MESSAGES, type RecordVisibility } from '@app/contracts';
import { eq, tenantTables, withTenant } from '@app/db';

import { addTestUser } from '../../auth/test-support';
import { createContext } from '../../core/context';
import { createCaller } from '../../root';
import { portalRequest, type PortalRole, type SignedInCompany } from '../../testing/signed-in-company';
import { memorySink } from '../exports/memory-sink';
import { parseCsv } from '../exports/read-back';
import { runQueued, uploadCsv } from '../imports/test-fixtures';
import { crmAppTest, crmOf, failureOf } from '../test-fixtures';

type Ids = Record<
  'terryLead' | 'miaLead' | 'ownerLead' | 'samLead' | 'assignedMeeting' | 'leadMeeting' | 'otherMeeting',
  string
> &
  Record<'assignedEnquiry' | 'otherEnquiry' | 'terryBrand' | 'ownerBrand', string>;

/**
 * Made before the first test: `people`, a second member of Terry's department (Mia, with `asMia`,
 * a caller signed in as her) and a member of another one (Sam); then `ids`, A's records of theirs
 * and the owner's, and B's one lead.
 */
const it = crmAppTest('vis')
  .extend('people', { scope: 'file', auto: true }, async ({ app, a }) => {
    const mia = await addTestUser(app, a.company.id, { email: 'mia@vis-a.test', name: 'Mia Member' });
    const sam = await addTestUser(app, a.company.id, { email: 'sam@vis-a.test', name: 'Sam South' });
    await withTenant(app.deps.db, a.company.id, async (tx) => {
      const { users } = tenantTables;
      await tx.update(users).set({ department: 'North' }).where(eq(users.id, a.member.id));
      await tx.update(users).set({ department: 'North' }).where(eq(users.id, mia.id));
      await tx.update(users).set({ department: 'South' }).where(eq(users.id, sam.id));
    });
    const miaRequest = await portalRequest(app, a.company, mia);
    return { mia, sam, asMia: () => app.call(miaRequest) };
  })
  .extend('ids', { scope: 'file', auto: true }, async ({ a, b, people }) => {
    const { mia, sam } = people;
    const ids = {} as Ids;
    const crm = crmOf(a);
    ids.terryBrand = (await crm.brands.create({ name: 'Terry Brand', brandOwner: a.member.id })).brand.id;
    ids.ownerBrand = (await crm.brands.create({ name: 'Owner Brand', brandOwner: a.owner.id })).brand.id;
    const lead = async (clientName: string, csPersonId: string) =>
      (await crm.leads.create({ brandId: ids.ownerBrand, clientName, csPersonId, estimatedValue: 1000 })).lead.id;
    ids.terryLead = await lead('Vis Terry Client', a.member.id);
    ids.miaLead = await lead('Vis Mia Client', mia.id);
    ids.ownerLead = await lead('Vis Owner Client', a.owner.id);
    ids.samLead = await lead('Vis Sam Client', sam.id);
    const meeting = async (leadId: string, title: string, csPersonId: string) =>
      (await crm.meetings.create({ leadId, title, scheduledDate: '2026-12-01T10:00:00Z', csPersonId })).meeting.id;
    ids.assignedMeeting = await meeting(ids.ownerLead, 'Vis assigned to Terry', a.member.id);
    ids.leadMeeting = await meeting(ids.terryLead, 'Vis on Terry lead', a.owner.id);
    ids.otherMeeting = await meeting(ids.ownerLead, 'Vis owner only', a.owner.id);
    const enquiry = async (leadId: string, requirement: string, csPersonId: string) =>
      (await crm.enquiries.create({ leadId, requirement, csPersonId })).enquiry.id;
    ids.assignedEnquiry = await enquiry(ids.ownerLead, 'Vis enquiry for Terry', a.member.id);
    ids.otherEnquiry = await enquiry(ids.samLead, 'Vis enquiry for Sam', sam.id);
    // The other company: one lead, not Terry's.
    const other = crmOf(b);
    const otherBrand = (await other.brands.create({ name: 'B Brand' })).brand.id;
    await other.leads.create({ brandId: otherBrand, clientName: 'Vis B Client', csPersonId: b.owner.id });
    return ids;
  });

const setVisibility = (a: SignedInCompany, visibility: RecordVisibility) =>
  a.as('owner').company.settings.update({ recordVisibility: visibility });

const leadNames = async (a: SignedInCompany, role: PortalRole = 'team_member') =>
  (await crmOf(a, role).leads.list({ limit: 100, sort: 'clientName', order: 'asc' })).leads.map((l) => l.clientName);

describe('the setting', () => {
  it('is all by default, shown in the profile, and only the owner may change it', async ({ a }) => {
    expect((await a.as('team_member').company.profile.get()).company.settings.recordVisibility).toBe('all');
    for (const role of ['admin', 'team_member'] as const) {
      const failure = await failureOf(a.as(role).company.settings.update({ recordVisibility: 'own' }));
      expect(failure.code).toBe('FORBIDDEN');
    }
    const bad = await failureOf(
      a.as('owner').company.settings.update({ recordVisibility: 'mine' as RecordVisibility }),
    );
    expect(bad.errors?.map((e) => e.path)).toEqual(['recordVisibility']);
    expect((await a.as('owner').company.profile.get()).company.settings.recordVisibility).toBe('all');
  });

  it('records the change in the security log', async ({ a }) => {
    await setVisibility(a, 'own');
    await setVisibility(a, 'all');
    const { events } = await a.as('owner').company.securityLog.list({ type: 'record_visibility_changed' });
    expect(events.map((e) => e.detail)).toEqual([
      { from: 'own', to: 'all' },
      { from: 'all', to: 'own' },
    ]);
  });
});

describe('all (the default)', () => {
  it('a team member sees every lead', async ({ a }) => {
    await setVisibility(a, 'all');
    expect(await leadNames(a)).toEqual(['Vis Mia Client', 'Vis Owner Client', 'Vis Sam Client', 'Vis Terry Client']);
  });
});

describe('own', () => {
  it.beforeAll(({ a }) => setVisibility(a, 'own'));

  it('lists, counts and opens only the member’s leads; another’s is unknown (404), also to change', async ({
    a,
    ids,
  }) => {
    const crm = crmOf(a, 'team_member');
    const list = await crm.leads.list({ limit: 100 });
    expect(list.leads.map((l) => l.id)).toEqual([ids.terryLead]);
    expect(list.pagination.total).toBe(1);
    expect((await crm.leads.get({ id: ids.terryLead })).lead.clientName).toBe('Vis Terry Client');
    for (const call of [
      () => crm.leads.get({ id: ids.ownerLead }),
      () => crm.leads.update({ id: ids.ownerLead, stage: 'Won' }),
      () => crm.leads.remove({ id: ids.ownerLead }),
      () => crm.leadActivity.list({ id: ids.ownerLead }),
      () => crm.leadNotes.list({ id: ids.ownerLead }),
      () => crm.leadNotes.create({ id: ids.ownerLead, content: 'Not mine' }),
    ]) {
      const failure = await failureOf(call());
      expect(failure.code).toBe('NOT_FOUND');
    }
    expect((await crmOf(a).leads.get({ id: ids.ownerLead })).lead.stage).not.toBe('Won');
  });

  it('meetings and enquiries: on the member’s leads or assigned to them', async ({ a, ids }) => {
    const crm = crmOf(a, 'team_member');
    const meetings = await crm.meetings.list({ limit: 100 });
    expect(meetings.meetings.map((m) => m.id).sort()).toEqual([ids.assignedMeeting, ids.leadMeeting].sort());
    expect(meetings.pagination.total).toBe(2);
    expect((await failureOf(crm.meetings.get({ id: ids.otherMeeting }))).code).toBe('NOT_FOUND');
    expect((await failureOf(crm.meetings.remove({ id: ids.otherMeeting }))).code).toBe('NOT_FOUND');
    const enquiries = await crm.enquiries.list({ limit: 100 });
    expect(enquiries.enquiries.map((e) => e.id)).toEqual([ids.assignedEnquiry]);
    expect(enquiries.summary.total).toBe(1);
    expect((await failureOf(crm.enquiries.update({ id: ids.otherEnquiry, stage: 'Won' }))).code).toBe('NOT_FOUND');
  });

  it('brands: the ones the member owns; bulk changes to others fail item by item', async ({ a, ids }) => {
    const crm = crmOf(a, 'team_member');
    const brands = await crm.brands.list({ limit: 100 });
    expect(brands.brands.map((x) => x.name)).toEqual(['Terry Brand']);
    expect(brands.stats.total).toBe(1);
    expect((await failureOf(crm.brands.get({ id: ids.ownerBrand }))).code).toBe('NOT_FOUND');
    const bulk = await crm.brands.bulk({ action: 'delete', ids: [ids.ownerBrand] });
    expect(bulk.results).toEqual([{ id: ids.ownerBrand, ok: false, message: MESSAGES.crm.brands.notFound }]);
    expect((await crmOf(a).brands.get({ id: ids.ownerBrand })).brand.name).toBe('Owner Brand');
  });

  it('the board, the dashboard and the charts count only the member’s records', async ({ a }) => {
    const crm = crmOf(a, 'team_member');
    const board = await crm.leadBoard.columns({});
    expect(board.columns.reduce((n, c) => n + c.count, 0)).toBe(1);
    const dashboard = await crm.dashboard.get();
    expect(dashboard.summary).toMatchObject({ totalLeads: 1, totalMeetings: 2, totalEnquiries: 1, totalBrands: 1 });
    expect(dashboard.summary.totalLeadValue).toBe(1000);
    const charts = await crm.charts.get();
    expect(charts.charts.leadsByStage.reduce((n, s) => n + s.count, 0)).toBe(1);
  });

  it('search finds only the member’s records', async ({ a, ids }) => {
    const { results } = await a.as('team_member').crm.search({ q: 'Vis' });
    expect(results.leads.map((h) => h.id)).toEqual([ids.terryLead]);
    expect(results.meetings.map((h) => h.id).sort()).toEqual([ids.assignedMeeting, ids.leadMeeting].sort());
    expect(results.enquiries.map((h) => h.id)).toEqual([ids.assignedEnquiry]);
    // A typo goes through the similar-spelling arms, narrowed the same way.
    const similar = await a.as('team_member').crm.search({ q: 'Clent' });
    expect(similar.results.leads.map((h) => h.id)).toEqual([ids.terryLead]);
    // The owner still finds every lead.
    const owner = await a.as('owner').crm.search({ q: 'Vis' });
    expect(owner.results.leads).toHaveLength(4);
  });

  it('the export holds only the member’s leads', async ({ app, a }) => {
    const out = memorySink();
    const caller = createCaller({
      ...createContext(app.deps, { ip: '127.0.0.1', ...a.request.team_member }),
      download: out.sink,
    });
    const result = await caller.crm.exports.leads({ format: 'csv' });
    expect(result.rows).toBe(1);
    expect(parseCsv(out.text())[1]![1]).toBe('Vis Terry Client');
  });

  it('a lead the member hands to someone else is saved, then no longer theirs', async ({ a, people, ids }) => {
    const crm = crmOf(a, 'team_member');
    const created = await crm.leads.create({
      brandId: ids.ownerBrand,
      clientName: 'Vis Handed',
      csPersonId: people.mia.id,
    });
    expect(created.lead.csPersonId).toBe(people.mia.id);
    expect((await failureOf(crm.leads.get({ id: created.lead.id }))).code).toBe('NOT_FOUND');
    await crmOf(a).leads.remove({ id: created.lead.id });
  });

  it('owners and admins still see every record; the other company is untouched', async ({ a, b }) => {
    expect(await leadNames(a, 'owner')).toHaveLength(4);
    expect(await leadNames(a, 'admin')).toHaveLength(4);
    expect((await crmOf(b, 'team_member').leads.list({ limit: 100 })).leads.map((l) => l.clientName)).toEqual([
      'Vis B Client',
    ]);
  });
});

describe('department', () => {
  it.beforeAll(({ a }) => setVisibility(a, 'department'));

  it('a member sees their department’s people’s records, not another department’s', async ({ a, people, ids }) => {
    expect(await leadNames(a)).toEqual(['Vis Mia Client', 'Vis Terry Client']);
    const mias = (await people.asMia().crm.leads.list({ limit: 100 })).leads.map((l) => l.clientName).sort();
    expect(mias).toEqual(['Vis Mia Client', 'Vis Terry Client']);
    const enquiries = await crmOf(a, 'team_member').enquiries.list({ limit: 100 });
    expect(enquiries.enquiries.map((e) => e.id)).toEqual([ids.assignedEnquiry]);
    expect((await failureOf(crmOf(a, 'team_member').leads.get({ id: ids.samLead }))).code).toBe('NOT_FOUND');
    const { results } = await a.as('team_member').crm.search({ q: 'Vis' });
    expect(results.leads.map((h) => h.id).sort()).toEqual([ids.miaLead, ids.terryLead].sort());
  });

  it('takes effect on the next request when the owner switches back', async ({ a }) => {
    await setVisibility(a, 'all');
    expect(await leadNames(a)).toHaveLength(4);
  });
});

describe('the changes feed', () => {
  it('is refused to a member who does not see every record, and served again once they do', async ({ a }) => {
    await setVisibility(a, 'own');
    const failure = await failureOf(crmOf(a, 'team_member').changes({}));
    expect(failure.code).toBe('FORBIDDEN');
    expect(failure.message).toBe(MESSAGES.changes.everyRecordOnly);
    expect((await crmOf(a, 'admin').changes({})).changes.length).toBeGreaterThan(0);
    await setVisibility(a, 'all');
    expect((await crmOf(a, 'team_member').changes({})).changes.length).toBeGreaterThan(0);
  });
});

describe('imports by a member with own visibility', () => {
  it('cannot update a lead they do not see, nor attach a meeting to it; their own they can', async ({
    app,
    a,
    ids,
  }) => {
    await setVisibility(a, 'own');
    const crm = crmOf(a, 'team_member');
    try {
      await crmOf(a).leads.update({ id: ids.ownerLead, emailId: 'owner.client@vis.test' });
      await crmOf(a).leads.update({ id: ids.terryLead, emailId: 'terry.client@vis.test' });
      const leadsFile =
        'Client Name,Brand,Email,Stage\n' +
        'Renamed Owner,Owner Brand,owner.client@vis.test,Won\n' +
        'Renamed Terry,Owner Brand,terry.client@vis.test,Won\n';
      const upload = await uploadCsv(a, 'lead', leadsFile, 'team_member');
      await crm.imports.start({ id: upload.import.id, duplicates: 'update', commitMode: 'valid' });
      await runQueued(app, a.company.id);
      const done = (await crm.imports.get({ id: upload.import.id })).import;
      expect(done).toMatchObject({ status: 'completed', counts: { updated: 1, failed: 1 } });
      expect(done.errors).toEqual([{ line: 2, field: 'emailId', message: MESSAGES.crm.imports.duplicateHidden }]);
      expect((await crmOf(a).leads.get({ id: ids.ownerLead })).lead.clientName).toBe('Vis Owner Client');
      expect((await crmOf(a).leads.get({ id: ids.terryLead })).lead.stage).toBe('Won');

      const meetingsFile = 'Lead,Title,Scheduled At\nowner.client@vis.test,Sneaky,2026-12-02 10:00\n';
      const meetings = await uploadCsv(a, 'meeting', meetingsFile, 'team_member');
      const preview = await crm.imports.preview({ id: meetings.import.id });
      expect(preview.preview.errors.map((e) => e.message)).toEqual([
        MESSAGES.crm.imports.unknownLead('owner.client@vis.test'),
      ]);
    } finally {
      await setVisibility(a, 'all');
    }
  });
});
