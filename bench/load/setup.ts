/**
 * The platform under load: the real server (`apps/server/src/main.ts`, embedded PostgreSQL, its
 * own DATA_DIR) with `COMPANIES` companies, each with its owner, members, brands and leads made
 * through the REST API. Tokens come from real session rows (sign-in is not what is measured).
 */
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { connectDatabase, sql } from '@app/db';

import {
  freePort,
  postmasterPort,
  startServerProcess,
  waitFor,
  type ServerProcess,
} from '../../apps/server/src/testing/server-process';
import { superAdminToken, tokenFor } from '../tenant-scale/tokens';

export interface Actor {
  companyId: number;
  subdomain: string;
  role: 'owner' | 'team_member';
  headers: Record<string, string>;
  /** The company owner's, to make API keys with (`--api-keys`). */
  ownerHeaders: Record<string, string>;
  /** Calls with an API key instead of a person's token. */
  viaKey?: boolean;
  brandIds: string[];
  /** The company's people, for a lead's CS person. */
  userIds: string[];
  /** Leads made in setup; creates during the run add to it. */
  leadIds: string[];
}

export interface Platform {
  server: ServerProcess;
  base: string;
  actors: Actor[];
  dataDir: string;
  close: () => Promise<void>;
}

const json = { 'content-type': 'application/json' };

export async function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, ...json },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { data?: Record<string, unknown>; message?: string };
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${answer.message ?? ''}`);
  return answer.data!;
}

/**
 * `actor` as an integration: its own company API key (every company scope), the host header kept.
 * Each client gets a key of its own, as each integration would.
 */
export async function asKeyClient(base: string, actor: Actor, name: string): Promise<Actor> {
  const { secret } = (await send(base, 'POST', '/api/company/api-keys', actor.ownerHeaders, {
    name,
    scopes: ['crm:read', 'crm:write', 'team:read', 'company:read'],
  })) as { secret: string };
  const host = { 'x-forwarded-host': actor.headers['x-forwarded-host']! };
  return { ...actor, headers: { ...host, 'x-api-key': secret }, viaKey: true };
}

export async function startPlatform(options: {
  companies: number;
  membersPerCompany: number;
  brandsPerCompany: number;
  leadsPerCompany: number;
  log: (line: string) => void;
  /** More of the server's environment (NODE_OPTIONS for the memory probe). */
  serverEnv?: Record<string, string>;
}): Promise<Platform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServerProcess(dataDir, {
    PORT: String(port),
    BASE_DOMAIN: 'localhost',
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...options.serverEnv,
  });
  await waitFor(() => server.output().includes('Company platform is running'), 'the server', 120_000);
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
  const database = connectDatabase(`postgres://postgres:${password}@127.0.0.1:${postmasterPort(dataDir)}/postgres`, {
    max: 4,
  });
  const admin = {
    'x-forwarded-host': 'admin.localhost',
    authorization: `Bearer ${await superAdminToken(database.db, secret)}`,
  };

  const actors: Actor[] = [];
  for (let c = 0; c < options.companies; c++) {
    const subdomain = `load${c + 1}`;
    const { company } = (await send(base, 'POST', '/api/super-admin/companies', admin, {
      companyName: `Load Company ${c + 1}`,
      subdomain,
      owner: { fullName: `Owner ${c + 1}`, email: `owner@${subdomain}.test` },
    })) as { company: { id: number } };
    for (let m = 0; m < options.membersPerCompany; m++) {
      await send(base, 'POST', `/api/super-admin/companies/${company.id}/team/invite`, admin, {
        name: `Member ${m + 1}`,
        email: `member${m + 1}@${subdomain}.test`,
      });
    }
    const users = await database.db.execute<{ id: string; role: 'owner' | 'team_member' }>(
      sql`select id, role from ${sql.identifier(`tenant_${company.id}`)}.users order by role`,
    );
    const host = { 'x-forwarded-host': `${subdomain}.localhost` };
    const tokens = await Promise.all(
      users.map(async (u) => ({
        role: u.role,
        headers: {
          ...host,
          authorization: `Bearer ${await tokenFor(database.db, secret, { id: u.id, role: u.role, companyId: company.id })}`,
        },
      })),
    );
    const owner = tokens.find((t) => t.role === 'owner')!;
    const brandIds: string[] = [];
    for (let b = 0; b < options.brandsPerCompany; b++) {
      const { brand } = (await send(base, 'POST', '/api/crm/brands', owner.headers, { name: `Brand ${b + 1}` })) as {
        brand: { id: string };
      };
      brandIds.push(brand.id);
    }
    const leadIds: string[] = [];
    const userIds = users.map((u) => u.id);
    for (let l = 0; l < options.leadsPerCompany; l++) {
      const { lead } = (await send(base, 'POST', '/api/crm/leads', owner.headers, {
        clientName: `Client ${l + 1}`,
        brandId: brandIds[l % brandIds.length],
        priority: 'Medium',
        csPersonId: users[l % users.length]!.id,
      })) as { lead: { id: string } };
      leadIds.push(lead.id);
    }
    // Members and the owner of one company share its brands and leads (they see the same CRM).
    for (const t of tokens)
      actors.push({
        companyId: company.id,
        subdomain,
        role: t.role,
        headers: t.headers,
        ownerHeaders: owner.headers,
        brandIds,
        userIds,
        leadIds,
      });
    if ((c + 1) % 5 === 0) options.log(`set up ${c + 1}/${options.companies} companies`);
  }
  await database.close();
  return {
    server,
    base,
    actors,
    dataDir,
    close: async () => {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}
