/**
 * Vitest fixtures for the integration tests: what their beforeAll blocks built by hand. All are
 * file scoped: an app and its companies take seconds to set up, so each file builds them once, and
 * the root config runs files in one worker (isolate: false), where a worker-wide app would carry
 * one file's rows and sessions into the next. The app closes when its file ends.
 */
import { test as base } from 'vitest';

import type { Storage } from '../services/files/storage';
import { createTestApp, type TestApp } from './harness';
import { teamOf, teamTestApp } from '../platform/company-team/test-fixtures';
import { signedInCompany, type SignedInCompany } from './signed-in-company';

export type TeamSetup = Awaited<ReturnType<typeof teamTestApp>>;

export interface TeamFixtures {
  /** The app with tracked storage, and a signed-in super admin's request. */
  setup: TeamSetup;
  /** One company per subdomain given, its owner, admin and team member signed in, in that order. */
  companies: SignedInCompany[];
  /** Shorthands: the set-up's app and storage, and the first and second company. */
  app: TestApp;
  storage: TeamSetup['storage'];
  co: SignedInCompany;
  other: SignedInCompany;
  /** The super admin's platform.companyTeam calls, which the platform's Users tab makes. */
  platformTeam: ReturnType<typeof teamOf>;
}

/** The company at `index`, refusing a test that asks for more companies than its file signed in. */
function nth(companies: SignedInCompany[], index: number) {
  const company = companies[index];
  if (!company) throw new Error(`teamTest was given ${companies.length} subdomain(s), not ${index + 1}`);
  return company;
}

/** `it` with a file's team set-up: `teamTest('a', 'b')` signs in companies a and b. */
export function teamTest(...subdomains: string[]) {
  return base.extend<TeamFixtures>({
    setup: [
      // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const setup = await teamTestApp();
        await use(setup);
        await setup.app.close();
      },
      { scope: 'file' },
    ],
    companies: [
      async ({ setup }, use) => {
        const companies: SignedInCompany[] = [];
        for (const subdomain of subdomains) companies.push(await signedInCompany(setup.app, subdomain));
        await use(companies);
      },
      { scope: 'file' },
    ],
    app: [async ({ setup }, use) => use(setup.app), { scope: 'file' }],
    storage: [async ({ setup }, use) => use(setup.storage), { scope: 'file' }],
    co: [async ({ companies }, use) => use(nth(companies, 0)), { scope: 'file' }],
    other: [async ({ companies }, use) => use(nth(companies, 1)), { scope: 'file' }],
    platformTeam: [async ({ setup }, use) => use(teamOf(setup.app, setup.request)), { scope: 'file' }],
  });
}

/**
 * `it` with a file's test app (a fresh database, local or the given storage) as `app`, closed when
 * the file ends; extend it for what a file builds on the app.
 */
export function appTest(options: { storage?: () => Storage | Promise<Storage> } = {}) {
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  return base.extend('app', { scope: 'file' }, async ({}, { onCleanup }) => {
    const app = await createTestApp({ storage: await options.storage?.() });
    onCleanup(() => app.close());
    return app;
  });
}
