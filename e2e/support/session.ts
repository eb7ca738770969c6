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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname } from 'node:path';

import type { Browser, BrowserContextOptions } from '@playwright/test';

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

/**
 * Access tokens live 15 minutes and a worker can run longer than that, so a session is handed to a
 * test only while its token has at least this long left; after that the next test gets a new one.
 */
const MIN_LEFT_MS = 5 * 60 * 1000;

const expiresAt = (token: string): number => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return (claims.exp ?? 0) * 1000;
};

const isFresh = (state: StorageState): boolean => {
  const token = accessTokenOf(state);
  return token !== undefined && expiresAt(token) - Date.now() > MIN_LEFT_MS;
};

async function storedState(): Promise<StorageState | undefined> {
  if (!existsSync(STATE_FILE)) return undefined;
  try {
    const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StorageState;
    return isFresh(state) && (await tokenAccepted(accessTokenOf(state)!)) ? state : undefined;
  } catch {
    return undefined;
  }
}

/** The stored session while it is fresh, else a new one signed in through the login page. */
async function signedInState(browser: Browser): Promise<StorageState> {
  const stored = await storedState();
  if (stored) return stored;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsSuperAdmin(page);
  await expect(page).toHaveTitle(MESSAGES.web.adminPageTitle(MESSAGES.web.nav.dashboard));
  const state = await context.storageState();
  await context.close();
  mkdirSync(dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state));
  return state;
}

export const test = base.extend<object, { adminSession: { state?: StorageState } }>({
  adminSession: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
    async ({}, use) => {
      await use({});
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminSession, browser }, use) => {
    if (!adminSession.state || !isFresh(adminSession.state)) adminSession.state = await signedInState(browser);
    await use(adminSession.state);
  },
});

export { expect };
