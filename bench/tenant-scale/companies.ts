import type { Database } from '@app/db';

import { benchDeps } from './deps';
import { provisionCompanies } from './provision';
import type { Company } from './reads';
import { seedLeads } from './seed';
import { ownerToken, superAdminTokens } from './tokens';

/**
 * The bench's companies, grown in steps: each created through the real procedure (timed) and given
 * a brand and 25 leads. `signIn` gives every company a fresh owner's token: access tokens live 15
 * minutes, less than provisioning thousands of companies takes, so it runs before each reading.
 */
export async function benchCompanies(
  db: Database,
  options: { filesDir: string; secret: string; log: (message: string) => void; of: number },
) {
  const deps = benchDeps(db, options.filesDir, options.secret);
  const adminToken = await superAdminTokens(db, options.secret);
  const admin = async () => `Bearer ${await adminToken()}`;
  const durations: number[] = [];
  const companies: Company[] = [];
  const grow = async (to: number) => {
    const added = await provisionCompanies(deps, admin, companies.length, to, (done) =>
      options.log(`provisioned ${done}/${options.of}`),
    );
    durations.push(...added.durationsMs);
    await seedLeads(
      db,
      added.companies.map((c) => c.id),
    );
    companies.push(...added.companies.map((c) => ({ ...c, token: '' })));
  };
  const signIn = async () => {
    for (const company of companies) company.token = await ownerToken(db, options.secret, company.id);
    return companies;
  };
  return { companies, durations, grow, signIn };
}
