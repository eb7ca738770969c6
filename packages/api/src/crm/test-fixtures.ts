/** Shared set-up for the CRM integration tests (not a test file itself). */
import { test as base } from 'vitest';

import { tenantTables, withTenant } from '@app/db';

import { trackedStorage } from '../platform/companies/test-fixtures';
import { createTestApp, type TestApp } from '../testing/harness';
import { signedInCompany, type PortalRole, type SignedInCompany } from '../testing/signed-in-company';

export { failureOf } from '../platform/company-team/test-fixtures';
export { svgUpload, tinyPng, upload } from '../platform/companies/test-fixtures';

/** A fresh database with tracked storage and two companies, each with an owner, admin and member signed in. */
export async function crmTestApp(prefix: string) {
  const storage = await trackedStorage();
  const app = await createTestApp({ storage });
  const a = await signedInCompany(app, `${prefix}-a`);
  const b = await signedInCompany(app, `${prefix}-b`);
  return { app, storage, a, b };
}

/**
 * `it` with crmTestApp's set-up as file fixtures, made before the file's first test: `app` with
 * tracked storage (`storage`), and companies `${prefix}-a` (`a`) and `${prefix}-b` (`b`), each with
 * its owner, admin and team member signed in. The app closes when the file ends.
 */
export function crmAppTest(prefix: string) {
  // Made in a hook, under its 60 s rather than the first test's 30 s (testing/fixtures.ts).
  const api = base
    // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    .extend('setup', { scope: 'file', auto: true }, async ({}, { onCleanup }) => {
      const setup = await crmTestApp(prefix);
      onCleanup(() => setup.app.close());
      return setup;
    })
    .extend('app', { scope: 'file' }, ({ setup }) => setup.app)
    .extend('storage', { scope: 'file' }, ({ setup }) => setup.storage)
    .extend('a', { scope: 'file' }, ({ setup }) => setup.a)
    .extend('b', { scope: 'file' }, ({ setup }) => setup.b);
  api.beforeAll(({ setup }) => {
    void setup;
  });
  return api;
}

export const crmOf = (company: SignedInCompany, role: PortalRole = 'owner') => company.as(role).crm;

/** A lead of a brand, written straight to the table (the leads procedures live elsewhere). */
export const addLead = (app: TestApp, companyId: number, brandId: string, clientName = 'Client') =>
  withTenant(app.deps.db, companyId, (tx) => tx.insert(tenantTables.leads).values({ brandId, clientName }).returning());

/** Every brand row of a company, as stored. */
export const storedBrands = (app: TestApp, companyId: number) =>
  withTenant(app.deps.db, companyId, (tx) => tx.select().from(tenantTables.brands).orderBy(tenantTables.brands.name));

/** A brand logo key of a company (tracked storage). */
export const brandLogoKeys = (storage: { keys: Set<string> }, companyId: number) =>
  [...storage.keys].filter((k) => k.startsWith(`companies/${companyId}/brands/`)).sort();

/** A 1×1 JPEG's leading bytes: enough for magic-byte detection. */
export const tinyJpeg = () =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
