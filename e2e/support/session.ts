/**
 * One signed-in super-admin session shared by the admin-portal tests.
 *
 * Sign-in codes are rate limited (RATE_LIMITS.requestCodePerEmail: 5 per 15 minutes per email), and
 * sign-in.spec.ts alone asks for three codes for admin@example.com. So the portal tests sign in
 * through the real login page once per run (with the code that was really emailed) and every test
 * starts from that browser storage in a fresh context:
 *
 *   import { expect, test } from '../support/session';
 *   test('...', async ({ page }) => { await page.goto(hostUrl('admin', '/companies')); ... });
 *
 * The storage is kept in e2e/.artifacts so a restarted worker (after a failed test) reuses it when
 * the server still accepts its token, instead of spending another code.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname } from 'node:path';

import type { BrowserContextOptions } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { signInAsSuperAdmin } from './auth';
import { expect, test as base } from './csp';
import { E2E_PORT } from './env';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const STATE_FILE = new URL(`../.artifacts/admin-session-${E2E_PORT}.json`, import.meta.url).pathname;

const accessTokenOf = (state: StorageState): string | undefined =>
  state.origins.flatMap((o) => o.localStorage).find((entry) => entry.name === 'accessToken')?.value;

/** Whether the admin host still accepts this token (GET /api/auth/me answers 200). */
function tokenAccepted(token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path: '/api/auth/me',
        headers: { host: `admin.localhost:${E2E_PORT}`, authorization: `Bearer ${token}` },
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

/** Access tokens live 15 minutes; a stored one is reused only while it has most of that left. */
const REUSE_FOR_MS = 10 * 60 * 1000;

async function storedState(): Promise<StorageState | undefined> {
  if (!existsSync(STATE_FILE) || Date.now() - statSync(STATE_FILE).mtimeMs > REUSE_FOR_MS) return undefined;
  try {
    const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StorageState;
    const token = accessTokenOf(state);
    return token && (await tokenAccepted(token)) ? state : undefined;
  } catch {
    return undefined;
  }
}

export const test = base.extend<object, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use) => {
      let state = await storedState();
      if (!state) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signInAsSuperAdmin(page);
        await expect(page).toHaveTitle(MESSAGES.web.adminPageTitle(MESSAGES.web.nav.dashboard));
        state = await context.storageState();
        await context.close();
        mkdirSync(dirname(STATE_FILE), { recursive: true });
        writeFileSync(STATE_FILE, JSON.stringify(state));
      }
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, use) => {
    await use(adminState);
  },
});

export { expect };
