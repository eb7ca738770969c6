import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables, sql, withTenant } from '@app/db';

import { describeError } from '../../core/errors';
import { isTRPCError } from '../../core/middlewares/errors';
import { companiesTest } from './companies-test';
import type { TestApp } from '../../testing/harness';
import { companyInput, companyRow, fileExists, svgUpload, timelineOf, tinyPng, upload } from './test-fixtures';

type CreateInput = Parameters<ReturnType<TestApp['call']>['platform']['companies']['create']>[0];

/**
 * `companies`: the super admin's companies calls; `companyCount` and `tenantSchemaCount`: how many
 * company rows and tenant schemas there are.
 */
const it = companiesTest()
  .extend(
    'companyCount',
    { scope: 'file' },
    ({ app }) =>
      async () =>
        (await app.deps.db.select().from(platformTables.companies)).length,
  )
  .extend('tenantSchemaCount', { scope: 'file' }, ({ app }) => async () => {
    const rows = await app.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.schemata where schema_name like 'tenant\\_%'`,
    );
    return rows[0]!.n;
  });

describe('companies.create', () => {
  it('provisions the company, its schema, owner, defaults, files and timeline in one go', async ({
    app,
    storage,
    admin,
    companies,
  }) => {
    const result = await companies().create({
      ...companyInput('acme'),
      expiryDate: '2099-12-31',
      logo: upload('logo.png', tinyPng()),
      ownerDp: upload('me.png', tinyPng()),
    });
    expect(result.message).toBe(MESSAGES.company.created);
    const { company } = result;
    expect(company).toMatchObject({
      _id: company.id,
      name: 'Company acme',
      subdomain: 'acme',
      status: 'active',
      displayStatus: 'active',
      isExpired: false,
      contact: { phone: '+1 555 0100', website: 'example.com' },
      branding: { themeColor: '#AB12CD' },
      subscription: { endDate: '2099-12-31' },
      owner: { name: 'Owner of acme', email: 'owner@acme.test' },
      userStats: { total: 1, active: 1, inactive: 0 },
    });
    expect(company.branding.logo).toMatch(/^\/api\/files\/companies\/\d+\/logo\/.+\.png$/);
    expect(company.owner.avatar).toMatch(
      /^\/api\/files\/companies\/\d+\/avatars\/.+\.png\?exp=\d+&sid=[0-9a-f-]{36}&uid=[0-9a-f-]{36}&sig=/,
    );

    const row = (await companyRow(app, company.id))!;
    expect(row.ownerId).toBe(company.ownerId);
    for (const key of [row.logoKey!, row.ownerAvatarKey!]) {
      expect(key.startsWith(`companies/${company.id}/`)).toBe(true);
      expect(await fileExists(storage, key)).toBe(true);
    }

    const tenant = await withTenant(app.deps.db, company.id, async (tx) => ({
      users: await tx.execute<{ id: string; role: string; email: string; avatar_key: string }>(
        sql`select id, role, email, avatar_key from users`,
      ),
      departments: await tx.execute<{ n: number }>(sql`select count(*)::int as n from departments`),
      designations: await tx.execute<{ n: number }>(sql`select count(*)::int as n from designations`),
    }));
    expect([...tenant.users]).toEqual([
      { id: row.ownerId, role: 'owner', email: 'owner@acme.test', avatar_key: row.ownerAvatarKey },
    ]);
    expect(tenant.departments[0]!.n).toBeGreaterThan(0);
    expect(tenant.designations[0]!.n).toBeGreaterThan(0);

    const timeline = await timelineOf(app, company.id);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      action: 'company_created',
      performedById: admin.id,
      performedByName: admin.name,
    });
  });

  it('refuses a logo that is not an image by its bytes, writing nothing', async ({
    storage,
    companies,
    companyCount,
    tenantSchemaCount,
  }) => {
    const before = { companies: await companyCount(), schemas: await tenantSchemaCount(), files: storage.keys.size };
    const attempt = companies().create({ ...companyInput('svgco'), logo: svgUpload() });
    await expect(attempt).rejects.toMatchObject({
      cause: { code: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: [{ path: 'logo' }] },
    });
    const text = companies().create({
      ...companyInput('txtco'),
      ownerDp: upload('me.png', new TextEncoder().encode('hello')),
    });
    await expect(text).rejects.toMatchObject({
      cause: { code: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: [{ path: 'ownerDp' }] },
    });
    expect({ companies: await companyCount(), schemas: await tenantSchemaCount(), files: storage.keys.size }).toEqual(
      before,
    );
  });

  it('leaves no row and no schema when the upload fails', async ({
    storage,
    companies,
    companyCount,
    tenantSchemaCount,
  }) => {
    const before = { companies: await companyCount(), schemas: await tenantSchemaCount() };
    storage.failPuts = true;
    try {
      await expect(
        companies().create({ ...companyInput('nofile'), logo: upload('l.png', tinyPng()) }),
      ).rejects.toThrow();
    } finally {
      storage.failPuts = false;
    }
    expect({ companies: await companyCount(), schemas: await tenantSchemaCount() }).toEqual(before);
  });

  it('answers 409 for a taken subdomain, naming the field', async ({ companies }) => {
    await expect(companies().create(companyInput('acme'))).rejects.toMatchObject({
      cause: {
        code: 'CONFLICT',
        message: MESSAGES.subdomain.taken,
        fieldErrors: [{ path: 'subdomain', msg: MESSAGES.subdomain.taken }],
      },
    });
  });

  it('lets exactly one of two racing creates win, and the loser leaves no file', async ({ storage, companies }) => {
    const filesBefore = storage.keys.size;
    const results = await Promise.allSettled(
      [1, 2].map(() => companies().create({ ...companyInput('race'), logo: upload('l.png', tinyPng()) })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ cause: { code: 'CONFLICT' } });
    expect(storage.keys.size).toBe(filesBefore + 1);
  });

  it.for([
    [{ companyName: '' }, 'companyName', MESSAGES.validation.companyNameRequired],
    [{ subdomain: '' }, 'subdomain', MESSAGES.validation.subdomainRequired],
    [{ subdomain: 'admin' }, 'subdomain', MESSAGES.validation.subdomainReserved],
    [{ themeColor: 'orange' }, 'themeColor', MESSAGES.validation.themeColorInvalid],
    [{ owner: { fullName: ' ', email: 'x@y.test' } }, 'owner.fullName', MESSAGES.validation.ownerFullNameRequired],
    [{ owner: { fullName: 'X Y', email: '' } }, 'owner.email', MESSAGES.validation.ownerEmailRequired],
  ] as const)('names the field in validation errors (%o)', async ([override, path, msg], { app, companies }) => {
    const error = await companies()
      .create({ ...companyInput('valid-one'), ...override } as CreateInput)
      .catch((e: unknown) => e);
    expect(isTRPCError(error)).toBe(true);
    const described = describeError(error as Parameters<typeof describeError>[0]);
    expect(described.status).toBe(400);
    expect(described.errors).toContainEqual({ path, msg });
    expect(
      await app.deps.db
        .select()
        .from(platformTables.companies)
        .where(eq(platformTables.companies.subdomain, 'valid-one')),
    ).toEqual([]);
  });
});
