/**
 * What the backup tests share: `npm run backup` / `npm run restore` in their own process, a
 * company made with a logo and an owner picture (two stored files), and a pool on a DATA_DIR's
 * embedded cluster.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { connectDatabase } from '@app/db';

import { TINY_PNG } from './rest';
import { postmasterPort } from './server-process';

const ROOT = new URL('../../../../', import.meta.url).pathname;

/** The command in its own process, awaited without blocking this one (its clients keep sending). */
export function runCommand(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATABASE_URL: '' },
    timeout: 120_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (status) => resolve({ status, stdout, stderr })),
  );
}

/** A company with a logo and an owner picture, made by a super admin over REST; the answer's status. */
export async function createCompanyWithFiles(base: string, headers: Record<string, string>, subdomain: string) {
  const form = new FormData();
  form.append('companyName', `Company ${subdomain}`);
  form.append('subdomain', subdomain);
  form.append('owner[fullName]', 'Ada Owner');
  form.append('owner[email]', `ada@${subdomain}.io`);
  form.append('logo', new Blob([TINY_PNG], { type: 'image/png' }), 'logo.png');
  form.append('ownerDp', new Blob([TINY_PNG], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${base}/api/super-admin/companies`, { method: 'POST', headers, body: form });
  return res.status;
}

export function databaseOf(dir: string) {
  const password = readFileSync(join(dir, 'postgres-password'), 'utf8').trim();
  return connectDatabase(`postgres://postgres:${password}@127.0.0.1:${postmasterPort(dir)}/postgres`, { max: 2 });
}
