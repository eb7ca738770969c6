import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { connectDatabase, migrateAll, startEmbeddedPostgres } from '@app/db';

import { provisionCompanies } from '../tenant-scale/provision';
import { ownerToken, superAdminToken } from '../tenant-scale/tokens';
import { insertLeads } from './leads-data';
import { benchDeps } from '../lib/deps';

export const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * A fresh embedded PostgreSQL with one company (made through the real create procedure) holding
 * `leads` leads across `brands` brands, and its owner's access token. Loading is not timed.
 */
export async function benchCompany(name: string, leads: number, brands: number, pool: number) {
  const dataDir = join(ROOT, 'bench/.data', `${name}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres({ dataDir });
  // As the server connects to its embedded cluster: over the Unix socket (PG_TCP=1: loopback TCP).
  const url = (!process.env.PG_TCP && embedded.socketUrl) || embedded.url;
  const database = connectDatabase(url, { max: pool });
  const close = async () => {
    await database.close();
    await embedded.stop();
    if (!process.env.KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateAll(database);
    const deps = benchDeps(database.db, dataDir, SECRET);
    const admin = `Bearer ${await superAdminToken(database.db, SECRET)}`;
    const { companies } = await provisionCompanies(deps, admin, 0, 1, () => {});
    const company = companies[0]!;
    const token = await ownerToken(database.db, SECRET, company.id);
    await insertLeads(database.sql, company.id, leads, brands);
    return { url, tcpUrl: embedded.url, socketUrl: embedded.socketUrl, dataDir, database, deps, company, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
