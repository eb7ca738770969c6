/**
 * Vitest fixtures for the CRM's REST tests on company hosts: restTest's server and two signed-in
 * companies, brand "Acme" in the first one, made before the file's first test (or a `beforeAll` of
 * the returned API) even where none asks for it, and leads of that brand made by its owner.
 * Tests call as the first company's team member unless `role` names another; `now` sets the
 * server's clock before anyone signs in, as restTest does.
 */
import type { TestApp } from '@app/api/testing';
import type { PortalRole } from '@app/api/testing/signed-in-company';

import { restTest } from './rest-fixture';

type LeadInput = Parameters<ReturnType<TestApp['call']>['crm']['leads']['create']>[0];

/**
 * `it` with restTest's fixtures for companies `subdomainA` and `subdomainB`, and, once per file:
 * - `brandId`: brand "Acme" of company A;
 * - `addLead`: a lead of Acme in company A, made by its owner, with A's team member as CS person
 *   unless given; it answers the lead's id.
 */
export function crmTest(subdomainA: string, subdomainB: string, options: { now?: Date; role?: PortalRole } = {}) {
  return restTest({ signedIn: [subdomainA, subdomainB], as: options.role ?? 'team_member', now: options.now })
    .extend(
      'brandId',
      { scope: 'file', auto: true },
      async ({ server, signedIn: [a] }) =>
        (await server.harness.call(a.request.owner).crm.brands.create({ name: 'Acme' })).brand.id,
    )
    .extend(
      'addLead',
      { scope: 'file' },
      ({ server, signedIn: [a], brandId }) =>
        async (fields: Omit<LeadInput, 'brandId'>) =>
          (await server.harness.call(a.request.owner).crm.leads.create({ brandId, csPersonId: a.member.id, ...fields }))
            .lead.id,
    );
}
