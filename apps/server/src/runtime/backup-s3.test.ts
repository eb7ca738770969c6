/**
 * Backups with STORAGE_DRIVER=s3, against a real S3-compatible server: `npm run backup` streams
 * every object of the bucket into the archive; `npm run restore` puts them back into local storage
 * or into an empty bucket, whichever the restoring configuration uses, and a server on the restored
 * platform serves them.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startS3TestServer, type S3TestServer } from '@app/api/services/files/s3-test-server';
import { superAdminAvatarKey } from '@app/api/services/files/keys';
import type { Storage } from '@app/api';

import { createCompanyWithFiles, databaseOf, runCommand } from '../testing/backup-commands';
import { TINY_PNG } from '../testing/rest';
import {
  freePort,
  hostHeaders,
  signInOverHttp,
  startServerProcess,
  waitFor,
  type ServerProcess,
} from '../testing/server-process';

const work = mkdtempSync(join(tmpdir(), 'platform-backup-s3-'));
chmodSync(work, 0o755);
const dir = (name: string) => join(work, name);
const backupFile = dir('backup.tar.gz');
const HOST = 'admin.platform.test';
const servers: ServerProcess[] = [];
let s3: S3TestServer;

const s3Env = (bucket: string) => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: '127.0.0.1',
  S3_PORT: String(s3.port),
  S3_ACCESS_KEY: 'S3RVER',
  S3_SECRET_KEY: 'S3RVER',
  S3_BUCKET: bucket,
});
const bucket = (name: string) => s3.bucket(name);

async function startServer(dataDir: string, bucketName: string) {
  const port = await freePort();
  const server = startServerProcess(dataDir, {
    ...s3Env(bucketName),
    PORT: String(port),
    BASE_DOMAIN: 'platform.test',
    TRUST_PROXY: 'true',
    SUPER_ADMIN_EMAIL: 'owner@platform.test',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
  });
  servers.push(server);
  await waitFor(() => server.output().includes('Company platform is running'), 'the server', 90_000);
  return { server, base: `http://127.0.0.1:${port}` };
}

/** Every object of a storage under the platform's folders, as key → bytes. */
async function contents(storage: Storage): Promise<Map<string, Buffer>> {
  const keys = [...(await storage.list('companies/')), ...(await storage.list('platform/'))];
  const found = new Map<string, Buffer>();
  for (const key of keys) {
    const object = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    found.set(key, Buffer.concat(chunks));
  }
  return found;
}

let original: Map<string, Buffer>;
let rowKeys: string[];

beforeAll(async () => {
  s3 = await startS3TestServer(dir('s3'));
  const { server, base } = await startServer(dir('data'), 'platform-files');
  const token = await signInOverHttp(server, base, HOST, 'owner@platform.test');
  const headers = { ...hostHeaders(HOST), authorization: `Bearer ${token}` };
  for (const name of ['north', 'south', 'east']) expect(await createCompanyWithFiles(base, headers, name)).toBe(201);
  // A key under the platform's own folder too (a super admin's picture).
  await (await bucket('platform-files')).put(superAdminAvatarKey('png'), TINY_PNG, 'image/png');
  original = await contents(await bucket('platform-files'));
  const db = databaseOf(dir('data'));
  const rows = await db.sql<{ logo: string; avatar: string }[]>`
    select logo_key as logo, owner_avatar_key as avatar from companies where logo_key is not null`;
  await db.close();
  rowKeys = rows.flatMap((r) => [r.logo, r.avatar]);
}, 150_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await s3?.close().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore with S3 storage', () => {
  it('puts every object of the bucket into the archive and back, locally or into an empty bucket', async () => {
    expect(original.size).toBe(7);
    expect(rowKeys).toHaveLength(6);
    for (const key of rowKeys) expect(original.has(key), key).toBe(true);
    expect(existsSync(join(dir('data'), 'files'))).toBe(false);

    const backup = await runCommand('backup', ['--out', backupFile], {
      ...s3Env('platform-files'),
      DATA_DIR: dir('data'),
    });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain('7 stored file(s) from s3://platform-files');

    // Restored with local storage: the files are DATA_DIR/files, byte for byte.
    const local = await runCommand('restore', [backupFile], { DATA_DIR: dir('local') });
    expect(local.stderr).toBe('');
    expect(local.status).toBe(0);
    for (const [key, bytes] of original) expect(readFileSync(join(dir('local'), 'files', key)), key).toEqual(bytes);

    // Refused: a bucket that already holds files (nothing is unpacked).
    const refused = await runCommand('restore', [backupFile], { ...s3Env('platform-files'), DATA_DIR: dir('refused') });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('s3://platform-files already holds stored files');
    expect(existsSync(dir('refused'))).toBe(false);

    // Restored with S3 storage into an empty bucket: every object there, no local copy left.
    const intoBucket = await runCommand('restore', [backupFile], {
      ...s3Env('platform-restored'),
      DATA_DIR: dir('s3-restored'),
    });
    expect(intoBucket.stderr).toBe('');
    expect(intoBucket.status).toBe(0);
    expect(intoBucket.stdout).toContain('7 stored file(s) put into s3://platform-restored');
    expect(await contents(await bucket('platform-restored'))).toEqual(original);
    expect(existsSync(join(dir('s3-restored'), 'files'))).toBe(false);

    // A server on the restored platform serves a company's logo from the restored bucket.
    const restored = await startServer(dir('s3-restored'), 'platform-restored');
    const logo = await fetch(`${restored.base}/api/files/${rowKeys[0]}`);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(TINY_PNG);
  }, 240_000);
});
