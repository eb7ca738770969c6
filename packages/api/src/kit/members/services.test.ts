/**
 * The team services called directly on a tenant transaction, as the company portal will call them.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { withTenant } from '@app/db';

import { companyInput, companyRow, timelineOf } from '../../platform/companies/test-fixtures';
import { appTest } from '../../testing/fixtures';
import { superAdminRequest } from '../../testing/harness';
import { inviteMember, listMembers, removeMember, setMemberActive, type TeamScope } from './';

/**
 * `company`: the company a super admin created before the first test (`companyId`, `ownerId`);
 * `scope`: a system change's scope in it, at the present moment; `inTenant`: work in its schema.
 */
const it = appTest()
  .extend('company', { scope: 'file', auto: true }, async ({ app }) => {
    const { request } = await superAdminRequest(app);
    const { company } = await app.call(request).platform.companies.create(companyInput('services-co'));
    return { companyId: company.id, ownerId: company.ownerId! };
  })
  .extend('scope', { scope: 'file' }, ({ company }) => (): TeamScope => ({
    companyId: company.companyId,
    now: new Date(),
    actor: null,
  }))
  .extend(
    'inTenant',
    { scope: 'file' },
    ({ app, company }) =>
      <T>(work: Parameters<typeof withTenant<T>>[2]) =>
        withTenant(app.deps.db, company.companyId, work),
  );

describe('team services', () => {
  it('keep the counters exact under concurrent writes', async ({ app, company: { companyId }, scope, inTenant }) => {
    const emails = Array.from({ length: 8 }, (_, i) => `p${i}@services-co.test`);
    const rows = await Promise.all(
      emails.map((email) =>
        inTenant((tx) => inviteMember(tx, scope(), { name: 'Parallel Person', email, role: 'team_member' })),
      ),
    );
    await Promise.all(rows.slice(0, 3).map((row) => inTenant((tx) => setMemberActive(tx, scope(), row.id, false))));
    await Promise.all(rows.slice(3, 5).map((row) => inTenant((tx) => removeMember(tx, scope(), row.id))));
    expect(await companyRow(app, companyId)).toMatchObject({ usersTotal: 7, usersActive: 4 });
    const list = await inTenant((tx) =>
      listMembers(
        tx,
        { page: 1, limit: 100, status: 'all', filter: 'total', sort: 'role', order: 'asc' },
        { secret: 's', now: new Date() },
      ),
    );
    expect(list.stats).toMatchObject({ total: 7, active: 4, inactive: 3 });
  });

  it('refuse to deactivate or delete the owner whoever calls them', async ({
    company: { ownerId },
    scope,
    inTenant,
  }) => {
    await expect(inTenant((tx) => setMemberActive(tx, scope(), ownerId, false))).rejects.toMatchObject({
      message: MESSAGES.users.ownerCannotDeactivate,
    });
    await expect(inTenant((tx) => removeMember(tx, scope(), ownerId))).rejects.toMatchObject({
      message: MESSAGES.users.ownerCannotDelete,
    });
  });

  it('record system changes without a performer', async ({ app, company: { companyId } }) => {
    const events = (await timelineOf(app, companyId)).filter((e) => e.action === 'user_added');
    expect(events).toHaveLength(8);
    expect(events.every((e) => e.performedById === null && e.performedByName === null)).toBe(true);
  });
});
