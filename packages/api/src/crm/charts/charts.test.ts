/** crm.charts.get: the dashboard's three charts, for every company role, this company's only. */
import { describe, expect } from 'vitest';

import { LEAD_STAGES } from '@app/contracts';

import { PORTAL_ROLES } from '../../testing/signed-in-company';
import { crmAppTest, crmOf, failureOf } from '../record-fixtures';
import { tenantHost } from '../../testing/harness';
import { last12Months } from './query';

const it = crmAppTest('charts');

describe('charts', () => {
  it('lists the 12 months ending with the current one', () => {
    const months = last12Months('2026-03-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
  });

  it('is every stage, month and product type at zero for an empty CRM', async ({ app, b }) => {
    app.clock.now = new Date('2026-11-18T12:00:00Z');
    const { charts } = await crmOf(b, 'team_member').charts.get();
    expect(charts.leadsByStage.map((s) => s.stage)).toEqual([...LEAD_STAGES]);
    expect(charts.leadsByStage.every((s) => s.count === 0 && s.value === 0)).toBe(true);
    expect(charts.wonByMonth.map((m) => m.month)).toEqual(last12Months('2026-11-18'));
    expect(charts.enquiriesByProductType.map((p) => p.count)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it.for(PORTAL_ROLES)(
    'groups leads, won value and enquiries for %s; B sees none of A',
    async (role, { app, a, b }) => {
      app.clock.now = new Date('2026-11-18T12:00:00Z');
      const crm = crmOf(a);
      const brandId = (await crm.brands.create({ name: `Brand ${role}` })).brand.id;
      const add = (stage: string, estimatedValue: number) =>
        crm.leads.create({ brandId, clientName: stage, stage, estimatedValue, csPersonId: a.member.id });
      const before = (await crmOf(a, role).charts.get()).charts;
      const { lead } = await add('Won', 1000);
      await add('Won', 250.5);
      await add('New', 10);
      await crm.enquiries.create({
        leadId: lead.id,
        requirement: 'App',
        productType: 'Mobile App',
        estimatedValue: 70,
      });
      const { charts } = await crmOf(a, role).charts.get();
      const stage = (name: string) => charts.leadsByStage.find((s) => s.stage === name)!;
      const beforeStage = (name: string) => before.leadsByStage.find((s) => s.stage === name)!;
      expect(stage('Won').count - beforeStage('Won').count).toBe(2);
      expect(stage('Won').value - beforeStage('Won').value).toBeCloseTo(1250.5);
      expect(stage('New').count - beforeStage('New').count).toBe(1);
      const month = (c: typeof charts) => c.wonByMonth.find((m) => m.month === '2026-11')!;
      expect(month(charts).value - month(before).value).toBeCloseTo(1250.5);
      const app_ = (c: typeof charts) => c.enquiriesByProductType.find((p) => p.productType === 'Mobile App')!;
      expect(app_(charts).count - app_(before).count).toBe(1);
      expect((await crmOf(b).charts.get()).charts.leadsByStage.every((s) => s.count === 0)).toBe(true);
    },
  );

  it('refuses a call without a token and another company’s token', async ({ app, a, b }) => {
    expect(await failureOf(app.call(tenantHost(a.company.subdomain)).crm.charts.get())).toMatchObject({ status: 401 });
    const crossed = { ...b.request.owner, host: tenantHost(a.company.subdomain).host };
    expect([401, 403]).toContain((await failureOf(app.call(crossed).crm.charts.get())).status);
  });
});
