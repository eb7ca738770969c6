/**
 * `npm run backup` while a real server serves and writes, `npm run restore` into a new DATA_DIR,
 * then a server on the restored folder: every row that was there before the backup, every stored
 * file any restored row names, and the old sessions and secret still valid.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createCompanyWithFiles as createCompany, databaseOf, runCommand as run } from '../testing/backup-commands';
import { TINY_PNG } from '../testing/rest';
import {
  freePort,
  hostHeaders,
  runLoad,
  signInOverHttp,
  startServerProcess,
  waitFor,
  type ServerProcess,
} from '../testing/server-process';

const work = mkdtempSync(join(tmpdir(), 'platform-backup-'));
chmodSync(work, 0o755);
const dataDir = join(work, 'data');
const restoredDir = join(work, 'restored');
const backupFile = join(work, 'backup.tar.gz');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HOST = 'admin.platform.test';
const EMAIL = 'owner@platform.test';
const servers: ServerProcess[] = [];

async function startServer(dir: string) {
  const port = await freePort();
  const server = startServerProcess(dir, {
    PORT: String(port),
    BASE_DOMAIN: 'platform.test',
    TRUST_PROXY: 'true',
    SUPER_ADMIN_EMAIL: EMAIL,
    NODE_ENV: 'production',
  });
  servers.push(server);
  await waitFor(() => server.output().includes('Company platform is running'), 'the server', 90_000);
  return { server, base: `http://127.0.0.1:${port}` };
}

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
});

/** A digest of every table of every tenant schema, and of the platform rows named. */
async function digest(sql: ReturnType<typeof databaseOf>['sql'], companyIds: number[]) {
  const tables = await sql<{ schema: string; name: string }[]>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema like 'tenant\\_%' and table_schema = any(${companyIds.map((id) => `tenant_${id}`)})
    order by 1, 2`;
  const result: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await sql<{ md5: string; n: number }[]>`
      select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as md5, count(*)::int as n
      from ${sql(schema)}.${sql(name)} t`;
    result[`${schema}.${name}`] = `${row!.n}:${row!.md5}`;
  }
  const companies = await sql`select * from companies where id = any(${companyIds}) order by id`;
  result.companies = JSON.stringify(companies);
  return result;
}

let original: { server: ServerProcess; base: string };
let headers: Record<string, string>;

beforeAll(async () => {
  original = await startServer(dataDir);
  const token = await signInOverHttp(original.server, original.base, HOST, EMAIL);
  headers = { ...hostHeaders(HOST), authorization: `Bearer ${token}` };
  for (const name of ['north', 'south', 'east']) expect(await createCompany(original.base, headers, name)).toBe(201);
}, 120_000);

describe('backup and restore', () => {
  it('backs up while the server serves and writes, and restores every row and file', async () => {
    const live = databaseOf(dataDir);
    const ids = (await live.sql<{ id: number }[]>`select id from companies order by id`).map((r) => r.id);
    expect(ids.length).toBe(4); // the demo company (CRM rows) and three with logos and avatars
    const before = await digest(live.sql, ids);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    await live.close();

    // The pool busy with readers, and companies (rows and files) created all through the backup.
    const readers = runLoad(`${original.base}/api/auth/me`, headers, 10);
    let writing = true;
    const created: { subdomain: string; status: number; at: number }[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const at = Date.now();
        created.push({ subdomain: `late${i}`, status: await createCompany(original.base, headers, `late${i}`), at });
      }
    })();
    // The backup starts once the writes are under way.
    await vi.waitFor(() => expect(created.length).toBeGreaterThan(0), { timeout: 10_000 });
    const backupStartedAt = Date.now();
    const backup = await run('backup', ['--out', backupFile], { DATA_DIR: dataDir });
    const backupEndedAt = Date.now();
    writing = false;
    await writer;
    const answers = await readers.stop();
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain('backing up the running database');
    // The pool was in use all through the backup.
    expect(answers.filter((a) => a.at > backupStartedAt && a.at < backupEndedAt).length).toBeGreaterThan(10);
    expect(created.filter((c) => c.at > backupStartedAt && c.at < backupEndedAt).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(created.every((c) => c.status === 201)).toBe(true);

    // Refused: a DATA_DIR that is not empty.
    const refused = await run('restore', [backupFile], { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not empty');

    const restore = await run('restore', [backupFile], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(existsSync(join(restoredDir, 'jwt-secret'))).toBe(true);

    const restored = await startServer(restoredDir);
    // Same secret and sessions: the token issued by the original server is accepted.
    const me = await fetch(`${restored.base}/api/auth/me`, { headers });
    expect(me.status).toBe(200);
    const db = databaseOf(restoredDir);
    try {
      expect(await digest(db.sql, ids)).toEqual(before);
      const rows = await db.sql<{ subdomain: string; logo: string | null; avatar: string | null }[]>`
        select subdomain, logo_key as logo, owner_avatar_key as avatar from companies`;
      const subdomains = rows.map((r) => r.subdomain);
      // Companies whose create was answered before the backup began are all there.
      for (const c of created.filter((c) => c.at < backupStartedAt - 1000)) expect(subdomains).toContain(c.subdomain);
      // Every file a restored row names is restored (some made during the backup, too).
      const keys = rows.flatMap((r) => [r.logo, r.avatar]).filter((k): k is string => k !== null);
      expect(keys.length).toBeGreaterThanOrEqual(2 * (rows.length - 1));
      for (const key of keys) expect(existsSync(join(restoredDir, 'files', key)), key).toBe(true);
      const logo = await fetch(`${restored.base}/api/files/${rows.find((r) => r.subdomain === 'north')!.logo}`);
      expect(logo.status).toBe(200);
      expect(Buffer.from(await logo.arrayBuffer())).toEqual(TINY_PNG);
    } finally {
      await db.close();
    }
  }, 240_000);
});
