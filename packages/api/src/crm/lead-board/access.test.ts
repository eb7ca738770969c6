/**
 * Who may call crm.leadBoard.columns: every role of the host's company (docs/product/crm.md#who-may-do-what); without a
 * token 401, another company's token refused; another company's leads never show on the board.
 */
import { describe, expect } from 'vitest';

import { tenantHost } from '../../testing/harness';
import { PORTAL_ROLES, type SignedInCompany } from '../../testing/signed-in-company';
import { brandAndLead, crmAppTest, crmOf, failureOf } from '../record-fixtures';

/** A's one lead, there before the first test. */
const it = crmAppTest('bdacc').extend('secret', { scope: 'file', auto: true }, ({ a }) =>
  brandAndLead(a, 'Secret client', 'Secret brand'),
);

const newCount = async (company: SignedInCompany, role: (typeof PORTAL_ROLES)[number] = 'owner') =>
  (await crmOf(company, role).leadBoard.columns({})).columns.find((c) => c.stage === 'New')!.count;

describe('roles', () => {
  it.for(PORTAL_ROLES)('%s may read the board', async (role, { a }) => {
    expect(await newCount(a, role)).toBe(1);
  });

  it('refuses a call without a token (401) and another company’s token (401 or 403)', async ({ app, a, b }) => {
    const anonymous = app.call(tenantHost(a.company.subdomain)).crm.leadBoard;
    expect((await failureOf(anonymous.columns({}))).status).toBe(401);
    const crossed = { ...b.request.owner, host: tenantHost(a.company.subdomain).host };
    expect([401, 403]).toContain((await failureOf(app.call(crossed).crm.leadBoard.columns({}))).status);
  });
});

describe('tenant isolation', () => {
  it("A's leads never show on B's board, and A's brand filters nothing in on B", async ({ a, b }) => {
    const { brand } = await brandAndLead(a, 'Another secret', 'Other brand');
    expect(await newCount(b)).toBe(0);
    const filtered = await crmOf(b).leadBoard.columns({ brandId: brand.id });
    expect(filtered.columns.every((c) => c.count === 0 && c.leads.length === 0)).toBe(true);
  });
});
