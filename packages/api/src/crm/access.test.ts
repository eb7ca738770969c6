/**
 * Who may call crm.brands.*, crm.customColumns.* and crm.companyUsers.*: every role of the host's
 * company, except that only owners and admins change the columns (docs/rest-guide.md, "CRM brands
 * and columns"). Another company's ids are unknown on this host (404) and its rows never show; a
 * token of another company is refused.
 */
import { describe, expect } from 'vitest';

import { tenantHost } from '../testing/harness';
import { PORTAL_ROLES } from '../testing/signed-in-company';
import { crmAppTest, crmOf, failureOf, storedBrands } from './test-fixtures';

const it = crmAppTest('crmacc');

describe('roles', () => {
  it.for(PORTAL_ROLES)('%s may use every CRM brand call and read the columns', async (role, { a }) => {
    const crm = crmOf(a, role);
    await crmOf(a, 'admin').customColumns.create({
      entity: 'brand',
      name: `c_${role}`,
      label: 'C',
      type: 'text',
    });
    expect((await crm.customColumns.list({ entity: 'brand' })).columns.map((c) => c.name)).toContain(`c_${role}`);
    const { brand } = await crm.brands.create({ name: `By ${role}`, customFields: { [`c_${role}`]: 'v' } });
    await crm.brands.update({ id: brand.id, notes: 'n' });
    expect((await crm.brands.list({})).brands.map((b) => b.id)).toContain(brand.id);
    expect((await crm.brands.dropdown()).brands.map((b) => b.id)).toContain(brand.id);
    expect((await crm.brands.get({ id: brand.id })).brand).toMatchObject({ id: brand.id, notes: 'n' });
    expect((await crm.companyUsers.list()).users.map((u) => u.id)).toContain(a.users[role].id);
    await crm.brands.bulk({ action: 'changeOwner', ids: [brand.id], brandOwner: a.owner.id });
    await crm.brands.remove({ id: brand.id });
  });

  it.for(['owner', 'admin'] as const)('%s manages the columns', async (role, { a }) => {
    const crm = crmOf(a, role);
    const { column } = await crm.customColumns.create({ entity: 'brand', name: `m_${role}`, label: 'M', type: 'text' });
    await crm.customColumns.update({ id: column.id, label: 'Renamed' });
    await crm.customColumns.setVisibility({ columnId: column.id, isVisible: false });
    await crm.customColumns.reorder({ entity: 'brand', columnOrders: [{ columnId: column.id, position: 50 }] });
    await crm.customColumns.remove({ id: column.id });
  });

  it('refuses a team member every column change (403) and changes nothing', async ({ a }) => {
    const { column } = await crmOf(a, 'admin').customColumns.create({
      entity: 'brand',
      name: 'guarded',
      label: 'Guarded',
      type: 'text',
    });
    const member = crmOf(a, 'team_member').customColumns;
    for (const attempt of [
      () => member.create({ entity: 'brand', name: 'by_member', label: 'X', type: 'text' }),
      () => member.update({ id: column.id, label: 'Member label' }),
      () => member.setVisibility({ columnId: column.id, isVisible: false }),
      () => member.reorder({ entity: 'brand', columnOrders: [{ columnId: column.id, position: 0 }] }),
      () => member.remove({ id: column.id }),
    ]) {
      expect(await failureOf(attempt())).toMatchObject({ status: 403 });
    }
    const after = (await member.list({ entity: 'brand' })).columns.find((c) => c.id === column.id);
    expect(after).toMatchObject({ label: 'Guarded', isVisible: true });
    expect((await member.list({ entity: 'brand' })).columns.some((c) => c.name === 'by_member')).toBe(false);
  });

  it('refuses a call without a token (401) and another company’s token (401 or 403)', async ({ app, a, b }) => {
    expect(await failureOf(app.call(tenantHost(a.company.subdomain)).crm.brands.list({}))).toMatchObject({
      status: 401,
    });
    const crossed = { ...b.request.owner, host: tenantHost(a.company.subdomain).host };
    const status = (await failureOf(app.call(crossed).crm.brands.list({}))).status;
    expect([401, 403]).toContain(status);
  });
});

describe('tenant isolation', () => {
  it("A's brands and columns are unknown on B's host and never listed there", async ({ app, a, b }) => {
    const { brand } = await crmOf(a).brands.create({ name: 'Only A' });
    const { column } = await crmOf(a).customColumns.create({
      entity: 'brand',
      name: 'only_a',
      label: 'A',
      type: 'text',
    });
    const onB = crmOf(b);
    // One call at a time: a rejection must never wait unobserved for the ones before it.
    for (const call of [
      () => onB.brands.get({ id: brand.id }),
      () => onB.brands.update({ id: brand.id, name: 'Stolen' }),
      () => onB.brands.remove({ id: brand.id }),
      () => onB.customColumns.update({ id: column.id, label: 'Stolen' }),
      () => onB.customColumns.remove({ id: column.id }),
      () => onB.customColumns.setVisibility({ columnId: column.id, isVisible: false }),
    ]) {
      expect(await failureOf(call())).toMatchObject({ status: 404 });
    }
    expect(
      await failureOf(
        onB.customColumns.reorder({ entity: 'brand', columnOrders: [{ columnId: column.id, position: 0 }] }),
      ),
    ).toMatchObject({ status: 400 });
    const bulk = await onB.brands.bulk({ action: 'delete', ids: [brand.id] });
    expect(bulk.counts).toEqual({ succeeded: 0, failed: 1 });
    expect(await failureOf(onB.brands.create({ name: 'X', brandOwner: a.owner.id }))).toMatchObject({ status: 400 });
    expect(await failureOf(onB.brands.create({ name: 'X', customFields: { only_a: 'v' } }))).toMatchObject({
      status: 400,
    });
    expect((await onB.brands.list({})).brands.map((x) => x.name)).not.toContain('Only A');
    expect((await onB.brands.dropdown()).brands).toEqual([]);
    expect((await onB.customColumns.list({ entity: 'brand' })).columns.map((c) => c.name)).not.toContain('only_a');
    expect((await onB.companyUsers.list()).users.map((u) => u.email)).not.toContain(a.owner.email);
    expect((await storedBrands(app, a.company.id)).map((x) => x.name)).toContain('Only A');
  });
});
