/**
 * Vitest fixtures for the integration tests: what their beforeAll blocks built by hand. All are
 * file scoped: an app and its companies take seconds to set up, so each file builds them once, and
 * the root config runs files in one worker (isolate: false), where a worker-wide app would carry
 * one file's rows and sessions into the next. The app closes when its file ends.
 *
 * Each builder asks for its set-up in a beforeAll of its own: vitest counts a fixture's set-up in
 * the first test that asks for it, under the test's 30 s, where a hook has 60 s, as the beforeAll
 * blocks these replace had.
 */
import { test as base } from 'vitest';

import type { Storage } from '../services/files/storage';
import { createTestApp, superAdminRequest, type TestApp } from './harness';
import { teamOf, teamTestApp } from '../platform/company-team/test-fixtures';
import { signedInCompany, type SignedInCompany } from './signed-in-company';
import { portalTestApp } from './portal';

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
function nth(companies: SignedInCompany[], index: number, builder = 'teamTest') {
  const company = companies[index];
  if (!company) throw new Error(`${builder} was given ${companies.length} subdomain(s), not ${index + 1}`);
  return company;
}

/** `it` with a file's team set-up: `teamTest('a', 'b')` signs in companies a and b. */
export function teamTest(...subdomains: string[]) {
  const api = base.extend<TeamFixtures>({
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
  api.beforeAll(({ companies }) => {
    void companies;
  });
  return api;
}

/**
 * `it` with a file's test app (a fresh database, local or the given storage) as `app`, closed when
 * the file ends; extend it for what a file builds on the app.
 */
export function appTest(options: { storage?: () => Storage | Promise<Storage> } = {}) {
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  const api = base.extend('app', { scope: 'file' }, async ({}, { onCleanup }) => {
    const app = await createTestApp({ storage: await options.storage?.() });
    onCleanup(() => app.close());
    return app;
  });
  api.beforeAll(({ app }) => {
    void app;
  });
  return api;
}

/**
 * `it` with a file's test app (appTest) and its super admin, Root Admin (root@example.com), signed
 * in before the file's first test: `signedIn` as superAdminRequest answers it, with its `admin` row
 * and `request` headers on the platform host as shorthands. `storage` is the app's storage, typed as
 * the `storage` option makes it; with `now`, the app's clock is set before the super admin signs in.
 */
export function superAdminTest<S extends Storage = Storage>(
  options: { storage?: () => S | Promise<S>; now?: Date } = {},
) {
  const api = appTest({ storage: options.storage })
    .extend('storage', { scope: 'file' }, ({ app }) => app.deps.storage as S)
    .extend('signedIn', { scope: 'file', auto: true }, async ({ app }) => {
      if (options.now) app.clock.now = options.now;
      return superAdminRequest(app);
    })
    .extend('admin', { scope: 'file' }, ({ signedIn }) => signedIn.admin)
    .extend('request', { scope: 'file' }, ({ signedIn }) => signedIn.request);
  api.beforeAll(({ signedIn }) => {
    void signedIn;
  });
  return api;
}

/**
 * `it` with portalTestApp's set-up as file fixtures, made before the file's first test: `app` with
 * tracked storage (`storage`), and a company per subdomain given (`companies`, the first two also
 * as `a` and `b`), each with its owner, admin and team member signed in and the platform's copy of
 * its owner written. The app closes when the file ends.
 */
export function portalAppTest(...subdomains: string[]) {
  const api = base
    // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    .extend('setup', { scope: 'file', auto: true }, async ({}, { onCleanup }) => {
      const setup = await portalTestApp(...subdomains);
      onCleanup(() => setup.app.close());
      return setup;
    })
    .extend('app', { scope: 'file' }, ({ setup }) => setup.app)
    .extend('storage', { scope: 'file' }, ({ setup }) => setup.storage)
    .extend('companies', { scope: 'file' }, ({ setup }) => setup.companies)
    .extend('a', { scope: 'file' }, ({ setup }) => nth(setup.companies, 0, 'portalAppTest'))
    .extend('b', { scope: 'file' }, ({ setup }) => nth(setup.companies, 1, 'portalAppTest'));
  api.beforeAll(({ setup }) => {
    void setup;
  });
  return api;
}
