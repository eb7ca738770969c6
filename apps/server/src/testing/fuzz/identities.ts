import type { FastifyInstance } from 'fastify';

import { SUPER_ADMIN_ROLE, type TokenRole } from '@app/contracts';

import type { FuzzIdentities } from './requests';

/** How the caller (the CI test's harness, the benchmark's database) makes accounts and tokens. */
export interface AccountMaker {
  addSuperAdmin: (email: string) => Promise<{ id: string }>;
  issueToken: (subject: { id: string; role: TokenRole; companyId: number | null }) => Promise<string>;
}

/**
 * A new super admin and a new company (made through the REST API) each round: the fuzzer may
 * delete, deactivate or sign out the previous ones.
 */
export function fuzzIdentities(app: FastifyInstance, accounts: AccountMaker): () => Promise<FuzzIdentities> {
  let round = 0;
  return async () => {
    round++;
    const admin = await accounts.addSuperAdmin(`fuzz${round}@example.com`);
    const adminToken = await accounts.issueToken({ id: admin.id, role: SUPER_ADMIN_ROLE, companyId: null });
    const superAdmin = { host: 'admin.localhost', authorization: `Bearer ${adminToken}` };
    const subdomain = `fuzz-${round}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/super-admin/companies',
      headers: superAdmin,
      payload: {
        companyName: `Fuzz ${round}`,
        subdomain,
        owner: { fullName: 'Fuzz Owner', email: `owner@${subdomain}.io` },
      },
    });
    if (res.statusCode !== 201) throw new Error(`fuzz: company create failed: ${res.statusCode} ${res.body}`);
    const company = res.json<{ data: { company: { id: number; owner: { id: string } } } }>().data.company;
    const ownerToken = await accounts.issueToken({ id: company.owner.id, role: 'owner', companyId: company.id });
    return {
      superAdmin,
      companyUser: { host: `${subdomain}.localhost`, authorization: `Bearer ${ownerToken}` },
      known: { uuids: [admin.id, company.owner.id], numbers: [company.id], subdomains: [subdomain] },
    };
  };
}
