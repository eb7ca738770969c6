/**
 * Set-up for the CRM's REST tests on company hosts: the two signed-in companies of rest-portal.ts,
 * brand "Acme" in the first one, its leads made by the owner, and a JSON call on the server.
 */
import { beforeAll } from 'vitest';

import type { TestApp } from '@app/api/testing';
import type { PortalRole } from '@app/api/testing/signed-in-company';

import type { HttpMethod } from '../rest/route-types';
import { call, type JsonResponse } from './rest';
import { portalRestFixture, type PortalRestFixture } from './rest-portal';

type LeadInput = Parameters<ReturnType<TestApp['call']>['crm']['leads']['create']>[0];

export interface CrmRestFixture extends PortalRestFixture {
  /** Brand "Acme" of company a. */
  brandId: string;
  /** A lead of Acme in company a, made by its owner, with a's team member as CS person unless given. */
  addLead: (fields: Omit<LeadInput, 'brandId'>) => Promise<string>;
  /** A JSON call; without headers, as company a's user of the fixture's role. */
  req: (method: HttpMethod, url: string, payload?: object, headers?: Record<string, string>) => Promise<JsonResponse>;
}

export function crmRestFixture(
  subdomainA: string,
  subdomainB: string,
  options: { now?: Date; role?: PortalRole } = {},
): CrmRestFixture {
  const fixture = portalRestFixture(subdomainA, subdomainB, options) as CrmRestFixture;
  const ownerCrm = () => fixture.server.harness.call(fixture.a.request.owner).crm;
  beforeAll(async () => {
    fixture.brandId = (await ownerCrm().brands.create({ name: 'Acme' })).brand.id;
  });
  fixture.addLead = async (fields) =>
    (await ownerCrm().leads.create({ brandId: fixture.brandId, csPersonId: fixture.a.member.id, ...fields })).lead.id;
  fixture.req = (method, url, payload, headers = fixture.a.request[options.role ?? 'team_member']) =>
    call(fixture.server.app, { method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return fixture;
}
