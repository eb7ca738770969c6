/** What REST tests on company hosts change outside the API. */
import type { SignedInCompany } from '@app/api/testing/signed-in-company';
import { eq, platformTables } from '@app/db';

import type { RestTestServer } from './rest';

/** Turns the company's allowAdminCompanySettings on or off, straight in the platform table. */
export const setAdminSettingsAccess = (server: RestTestServer, company: SignedInCompany, on: boolean) =>
  server.harness.deps.db
    .update(platformTables.companies)
    .set({ allowAdminCompanySettings: on })
    .where(eq(platformTables.companies.id, company.company.id));
