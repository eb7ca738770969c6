/**
 * A company user's browser storage, signed in once per run and kept in e2e/.artifacts (as
 * ./session.ts does for the super admin): sign-in codes per email are rate limited, and a worker
 * restarted after a failed test reuses the stored session while the server still accepts it.
 *
 *   const test = base.extend<object, { ownerState: StorageState }>({
 *     ownerState: [({ browser }, use) => companySession(browser, 'acme', 'owner@acme.test').then(use), { scope: 'worker' }],
 *   });
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname } from 'node:path';

import { expect, type Browser, type BrowserContextOptions } from '@playwright/test';

import { signIn } from './auth';
import { E2E_PORT } from './env';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Access tokens live 15 minutes; a stored one is reused only while it has most of that left. */
const REUSE_FOR_MS = 10 * 60 * 1000;

const stateFile = (subdomain: string, email: string) =>
  new URL(`../.artifacts/session-${subdomain}-${email.replace(/[^a-z0-9]/gi, '_')}-${E2E_PORT}.json`, import.meta.url)
    .pathname;

const accessTokenOf = (state: StorageState): string | undefined =>
  state.origins.flatMap((o) => o.localStorage).find((entry) => entry.name === 'accessToken')?.value;

/** Whether the company's host still accepts this token (GET /api/auth/me answers 200). */
function tokenAccepted(subdomain: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path: '/api/auth/me',
        headers: { host: `${subdomain}.localhost:${E2E_PORT}`, authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', () => resolve(false));
    req.end();
  });
}

async function storedState(subdomain: string, file: string): Promise<StorageState | undefined> {
  if (!existsSync(file) || Date.now() - statSync(file).mtimeMs > REUSE_FOR_MS) return undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
    const token = accessTokenOf(state);
    return token && (await tokenAccepted(subdomain, token)) ? state : undefined;
  } catch {
    return undefined;
  }
}

/** The storage of `email` signed in on `subdomain`'s portal: the stored one, or a new sign-in. */
export async function companySession(browser: Browser, subdomain: string, email: string): Promise<StorageState> {
  const file = stateFile(subdomain, email);
  const stored = await storedState(subdomain, file);
  if (stored) return stored;
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, subdomain, email);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const state = await context.storageState();
  await context.close();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state));
  return state;
}
