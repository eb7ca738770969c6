/** The demo company works in its own portal once seeded: team, counters, lists, dashboard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, seedSuperAdmin, type TestApp } from '@app/api/testing';
import { portalRequest } from '@app/api/testing/signed-in-company';
import { zonedClock } from '@app/contracts';
import { eq, platformTables, sql, tenantTables, withTenant } from '@app/db';

import { DEMO_TIME_ZONE, WORK } from './demo-crm/clock';
import { DEMO_CRM_COUNTS } from './demo-crm/seed-crm';
import { seedDemoCompany } from './seed-demo';

let app: TestApp;
let seedMs = 0;
beforeAll(async () => {
  app = await createTestApp();
  const admin = await seedSuperAdmin(app);
  const started = performance.now();
  await seedDemoCompany(app.deps, admin);
  seedMs = performance.now() - started;
});
afterAll(() => app.close());

async function acme() {
  const [company] = await app.deps.db
    .select()
    .from(platformTables.companies)
    .where(eq(platformTables.companies.subdomain, 'acme'));
  return company!;
}

async function ownerPortal() {
  const company = await acme();
  const [owner] = await withTenant(app.deps.db, company!.id, (tx) =>
    tx.select().from(tenantTables.users).where(eq(tenantTables.users.role, 'owner')),
  );
  return app.call(await portalRequest(app, company!, owner!));
}

describe('seedDemoCompany', () => {
  it("gives acme a team its owner sees on the portal's dashboard and lists", async () => {
    const portal = await ownerPortal();
    const { stats, recentUsers } = await portal.company.dashboard.get();
    expect(stats.users).toEqual({ total: 5, active: 5, inactive: 0 });
    expect(recentUsers).toHaveLength(5);
    expect((await portal.company.departments.list()).departments.map((d) => d.name)).toContain('Sales');
    expect((await portal.company.profile.get()).company).toMatchObject({
      name: 'Acme',
      owner: { name: 'Asha Kapoor' },
    });
  });

  it('gives acme a living CRM the CRM calls read: counts, custom columns, stages, this week', async () => {
    const portal = await ownerPortal();
    const { summary, leadsByStage } = await portal.crm.dashboard.get();
    expect(summary).toMatchObject({
      totalBrands: DEMO_CRM_COUNTS.brands,
      totalLeads: DEMO_CRM_COUNTS.leads,
      totalMeetings: DEMO_CRM_COUNTS.meetings,
      totalEnquiries: DEMO_CRM_COUNTS.enquiries,
    });
    expect(summary.totalLeadValue).toBeGreaterThan(0);
    expect(summary.totalEnquiryValue).toBeGreaterThan(0);
    expect(Object.values(leadsByStage).every((n) => n > 0)).toBe(true);

    const columns = (await portal.crm.customColumns.list({ entity: 'brand' })).columns;
    expect(columns.filter((c) => !c.isDefault && !c.isSystem).map((c) => c.type)).toEqual(['select', 'number', 'date']);
    const brandList = await portal.crm.brands.list({ filter: 'currentWeek' });
    expect(brandList.stats.thisWeek).toBeGreaterThanOrEqual(2);
    expect(brandList.stats.lastWeek).toBeGreaterThanOrEqual(2);
    expect(brandList.brands[0]!.customFields).toHaveProperty('segment');

    const leads = await portal.crm.leads.list({ stage: 'Won', limit: 100 });
    expect(leads.pagination.total).toBe(leadsByStage.Won);
    expect(new Set(leads.leads.map((l) => l.csPerson)).size).toBeGreaterThan(1);
    const meetings = await portal.crm.meetings.list({ status: 'Scheduled' });
    expect(meetings.pagination.total).toBeGreaterThan(0);
    const enquiries = await portal.crm.enquiries.list({ search: 'website' });
    expect(enquiries.summary.total).toBeGreaterThan(0);
    expect(enquiries.enquiries.every((e) => e.value! > 0 && e.brand && e.clientName)).toBe(true);
  });

  it('tells a coherent story on the company clock: meeting hours, stages and outcomes, timelines', async () => {
    const company = await acme();
    expect(company.timeZone).toBe(DEMO_TIME_ZONE);
    const stored = await withTenant(app.deps.db, company.id, async (tx) => ({
      meetings: await tx.select().from(tenantTables.meetings),
      leads: await tx.select().from(tenantTables.leads),
      team: new Set((await tx.select({ name: tenantTables.users.name }).from(tenantTables.users)).map((u) => u.name)),
      // Leads past New whose timeline holds their creation only.
      untold: await tx.execute<{ n: number }>(sql`select count(*)::int as n from leads l
        where l.stage <> 'New' and (select count(*) from lead_activity a where a.lead_id = l.id) < 2`),
    }));
    for (const meeting of stored.meetings) {
      const { hour, minute } = zonedClock(meeting.scheduledAt, DEMO_TIME_ZONE);
      expect(hour * 60 + minute, meeting.title).toBeGreaterThanOrEqual(WORK.firstMeeting);
      expect(hour * 60 + minute, meeting.title).toBeLessThanOrEqual(WORK.lastMeeting);
    }
    const ahead = new Set(
      stored.meetings.filter((m) => m.scheduledAt > app.deps.now() && m.status === 'Scheduled').map((m) => m.leadId),
    );
    for (const lead of stored.leads) {
      if (lead.stage === 'Lost') expect(lead.outcome, lead.clientName).toBe('Not Interested');
      if (lead.outcome === 'Meeting Scheduled') expect(ahead.has(lead.id), lead.clientName).toBe(true);
      expect(lead.createdBy, lead.clientName).not.toBeNull();
    }
    expect(stored.untold[0]!.n).toBe(0);

    // The oldest lead's timeline, as its page reads it: its history by the team, then its creation.
    const portal = await ownerPortal();
    const [oldest] = (await portal.crm.leads.list({ sort: 'createdAt', order: 'asc', limit: 1 })).leads;
    const { activity } = await portal.crm.leadActivity.list({ id: oldest!.id, limit: 100 });
    expect(activity.at(-1)).toMatchObject({ kind: 'created' });
    expect(new Set(activity.map((e) => e.kind)).size).toBeGreaterThan(2);
    expect(activity.every((e) => e.by !== null && stored.team.has(e.by.name ?? ''))).toBe(true);
    expect((await portal.crm.meetings.list({ leadId: oldest!.id })).meetings.length).toBeGreaterThan(0);
  });

  it('seeds the CRM fast enough for a first start', () => {
    expect(seedMs).toBeLessThan(5000);
  });
});
