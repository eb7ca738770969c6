import { provisionCompanies } from '../tenant-scale/provision';
import { ownerToken, superAdminToken } from '../tenant-scale/tokens';
import { insertLeads, insertRecords } from './leads-data';
import { benchCluster } from '../lib/cluster';
import { benchDeps } from '../lib/deps';

export const SECRET = 'bench-secret-bench-secret-bench-secret-0001';

/**
 * A fresh embedded PostgreSQL with one company (made through the real create procedure) holding
 * `leads` leads across `brands` brands, a meeting and an enquiry for every tenth lead (RECORDS_EVERY,
 * 10), and its owner's access token. Loading is not timed.
 */
export async function benchCompany(name: string, leads: number, brands: number, pool: number) {
  // As the server connects to its embedded cluster: over the Unix socket (PG_TCP=1: loopback TCP).
  const { dataDir, embedded, database, close } = await benchCluster(name, pool, { tcp: Boolean(process.env.PG_TCP) });
  const url = (!process.env.PG_TCP && embedded.socketUrl) || embedded.url;
  try {
    const deps = benchDeps(database.db, dataDir, SECRET);
    const admin = `Bearer ${await superAdminToken(database.db, SECRET)}`;
    const { companies } = await provisionCompanies(deps, admin, 0, 1, () => {});
    const company = companies[0]!;
    const token = await ownerToken(database.db, SECRET, company.id);
    await insertLeads(database.sql, company.id, leads, brands);
    await insertRecords(database.sql, company.id, Number(process.env.RECORDS_EVERY ?? 10));
    return { url, tcpUrl: embedded.url, socketUrl: embedded.socketUrl, dataDir, database, deps, company, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
