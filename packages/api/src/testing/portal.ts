/**
 * Set-up for the company portal's own tests (profile, settings, dashboard, lists, user profile):
 * tracked storage, and companies with an owner, an admin and a team member signed in.
 */
import { afterAll, beforeAll } from 'vitest';

import { asc, eq, platformTables, tenantTables, withTenant } from '@app/db';

import { setCompany } from '../auth/test-support';
import { companyRow, timelineOf, trackedStorage } from '../platform/companies/test-fixtures';
import type { CompanyListName } from '../company/departments-designations/lists';
import { createTestApp, type TestApp } from './harness';
import { signedInCompany, type SignedInCompany } from './signed-in-company';

export { failureOf } from '../auth/test-support';
export { fileExists, svgUpload, tinyPng, upload } from '../platform/companies/test-fixtures';

export async function portalTestApp(...subdomains: string[]) {
  const storage = await trackedStorage();
  const app = await createTestApp({ storage });
  const companies = [];
  for (const subdomain of subdomains) {
    const co = await signedInCompany(app, subdomain);
    // The platform's owner copy, as provisioning writes it.
    const { owner } = co;
    await app.deps.db
      .update(platformTables.companies)
      .set({ ownerId: owner.id, ownerName: owner.name, ownerEmail: owner.email })
      .where(eq(platformTables.companies.id, co.company.id));
    companies.push(co);
  }
  return { app, storage, companies };
}

export interface PortalFixture {
  app: TestApp;
  storage: Awaited<ReturnType<typeof trackedStorage>>;
  /** The company, its owner, admin and team member signed in. */
  co: SignedInCompany;
}

/** One company for a whole test file: set up before its tests, torn down after. Read it inside tests. */
export function portalFixture(subdomain: string): PortalFixture {
  const fixture = {} as PortalFixture;
  beforeAll(async () => {
    const { app, storage, companies } = await portalTestApp(subdomain);
    Object.assign(fixture, { app, storage, co: companies[0]! });
  });
  afterAll(() => fixture.app?.close());
  return fixture;
}

/** The owner's Access Control toggle, set directly (the settings call has tests of its own). */
export const allowAdminSettings = (app: TestApp, companyId: number, on: boolean) =>
  setCompany(app, companyId, { allowAdminCompanySettings: on });

/** A company's timeline events of one kind, with their details as a record. */
export const companyEvents = async (app: TestApp, companyId: number, action: string) =>
  (await timelineOf(app, companyId))
    .filter((e) => e.action === action)
    .map((e) => ({ ...e, details: e.details as Record<string, unknown> }));

export const platformCompany = async (app: TestApp, companyId: number) => (await companyRow(app, companyId))!;

/** A department or designation list as stored, in display order. */
export const storedList = (app: TestApp, companyId: number, list: CompanyListName) =>
  withTenant(app.deps.db, companyId, (tx) => {
    const table = tenantTables[list];
    return tx.select().from(table).orderBy(asc(table.position));
  });

/** A 6 MB buffer that starts like a PNG: over the image limit whatever its type. */
export const oversizePng = (png: Uint8Array) => {
  const data = new Uint8Array(6 * 1024 * 1024);
  data.set(png);
  return data;
};
