/** Set-up for REST tests on company hosts: the server and two companies, each signed in as every role. */
import { afterAll, beforeAll } from 'vitest';

import { signedInCompany, type PortalRole, type SignedInCompany } from '@app/api/testing/signed-in-company';
import { eq, platformTables } from '@app/db';

import type { HttpMethod } from '../rest/route-types';
import { call, createRestTestServer, type RestTestServer } from './rest';

export interface PortalRestFixture {
  server: RestTestServer;
  /** The company under test. */
  a: SignedInCompany;
  /** Another company, for the tenant-isolation cases. */
  b: SignedInCompany;
}

/**
 * Built before the file's tests and closed after them; read its parts inside tests. `now` sets the
 * server's clock before anyone signs in (tokens issued later than the clock would be refused).
 */
export function portalRestFixture(
  subdomainA: string,
  subdomainB: string,
  options: { now?: Date } = {},
): PortalRestFixture {
  const fixture = {} as PortalRestFixture;
  beforeAll(async () => {
    const server = await createRestTestServer();
    if (options.now) server.harness.clock.now = options.now;
    const a = await signedInCompany(server.harness, subdomainA);
    Object.assign(fixture, { server, a, b: await signedInCompany(server.harness, subdomainB) });
  });
  afterAll(async () => {
    await fixture.server?.close();
  });
  return fixture;
}

/** A call on company A's host as `role` (the owner unless named), with a JSON body if one is given. */
export const portalCall =
  (f: PortalRestFixture) =>
  (method: HttpMethod, url: string, payload?: object, role: PortalRole = 'owner') =>
    call(f.server.app, { method, url, headers: f.a.request[role], ...(payload === undefined ? {} : { payload }) });

/** Turns company A's allowAdminCompanySettings on or off, straight in the platform table. */
export const setAdminSettingsAccess = (f: PortalRestFixture, on: boolean) =>
  f.server.harness.deps.db
    .update(platformTables.companies)
    .set({ allowAdminCompanySettings: on })
    .where(eq(platformTables.companies.id, f.a.company.id));
