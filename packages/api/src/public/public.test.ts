import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { superAdminTest } from '../testing/fixtures';
import { issueTestToken, tenantHost } from '../testing/harness';
import { companyInput, tinyPng, upload } from '../platform/companies/test-fixtures';

/**
 * `company`: pub-co with a logo, made before the first test; `pub`: the public calls from its
 * login page's host.
 */
const it = superAdminTest()
  .extend('company', { scope: 'file', auto: true }, async ({ app, request }) => {
    const { company } = await app
      .call(request)
      .platform.companies.create({ ...companyInput('pub-co'), logo: upload('l.png', tinyPng()) });
    return company;
  })
  .extend(
    'pub',
    { scope: 'file' },
    ({ app }) =>
      () =>
        app.call({ host: 'pub-co.localhost' }).public,
  );

describe('public company lookups', () => {
  it('gives the theme colour of a company, 404 for an unknown one', async ({ pub }) => {
    expect(await pub().theme({ subdomain: 'PUB-CO' })).toEqual({ themeColor: '#AB12CD' });
    await expect(pub().theme({ subdomain: 'nobody' })).rejects.toMatchObject({ cause: { code: 'NOT_FOUND' } });
  });

  it('checks a subdomain with name, logo and colour, never as an error', async ({ pub }) => {
    const valid = await pub().checkSubdomain({ subdomain: 'pub-co' });
    expect(valid).toMatchObject({
      valid: true,
      companyName: 'Company pub-co',
      themeColor: '#AB12CD',
      status: 'active',
    });
    expect(valid.logo).toMatch(/^\/api\/files\/companies\/\d+\/logo\/[^?]+\.png$/);
    for (const subdomain of ['nobody', 'admin', 'api', '', '  ']) {
      expect(await pub().checkSubdomain({ subdomain })).toEqual({
        valid: false,
        companyName: null,
        logo: null,
        themeColor: null,
        status: null,
      });
    }
  });

  it('still finds an inactive company (its login page explains the state)', async ({ app, request, company, pub }) => {
    await app.call(request).platform.companies.setStatus({ id: company.id, status: 'inactive' });
    expect(await pub().checkSubdomain({ subdomain: 'pub-co' })).toMatchObject({ valid: true, status: 'inactive' });
    await app.call(request).platform.companies.setStatus({ id: company.id, status: 'active' });
  });
});

describe('companies.checkSubdomain (super admin)', () => {
  it('says whether a subdomain is free', async ({ app, request }) => {
    const companies = app.call(request).platform.companies;
    expect(await companies.checkSubdomain({ subdomain: 'pub-co' })).toEqual({
      available: false,
      message: MESSAGES.subdomain.taken,
    });
    expect(await companies.checkSubdomain({ subdomain: 'Free-One' })).toEqual({
      available: true,
      message: MESSAGES.subdomain.available,
    });
    await expect(companies.checkSubdomain({ subdomain: 'ab' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('who may manage companies', () => {
  it('refuses a caller without a token', async ({ app }) => {
    await expect(app.call({ host: 'admin.localhost' }).platform.companies.list({})).rejects.toMatchObject({
      cause: { code: 'UNAUTHORIZED' },
    });
  });

  it('refuses the super admin token on a tenant host', async ({ app, request }) => {
    const onTenant = app.call({ ...request, ...tenantHost('pub-co') }).platform.companies;
    await expect(onTenant.list({})).rejects.toMatchObject({ cause: { code: 'FORBIDDEN' } });
  });

  it('refuses a company owner, whatever the host', async ({ app, company }) => {
    const token = await issueTestToken(app, { id: company.ownerId!, role: 'owner', companyId: company.id });
    const authorization = `Bearer ${token}`;
    await expect(
      app.call({ host: 'admin.localhost', authorization }).platform.companies.list({}),
    ).rejects.toMatchObject({
      cause: { code: 'UNAUTHORIZED' },
    });
    await expect(
      app.call({ ...tenantHost('pub-co'), authorization }).platform.companies.remove({ id: company.id }),
    ).rejects.toMatchObject({
      cause: { code: 'FORBIDDEN' },
    });
  });
});
