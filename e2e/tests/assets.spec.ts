/**
 * The built app as a browser receives it: the page names the chunks of the screen being opened
 * (modulepreload), so every script the screen needs is asked for straight from the page, none
 * discovered only after another has run; scripts arrive compressed; nothing throws on the way.
 */
import type { Browser, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

interface Opened {
  /** Scripts the served page names: its own and every modulepreload. */
  named: Set<string>;
  /** Scripts the browser asked for, in order, with the encoding each came in. */
  requested: { path: string; encoding: string | undefined }[];
  errors: string[];
}

/**
 * Opens `url` in a new context holding `page`'s storage (signed in, empty cache) and waits for
 * `ready`; records the scripts asked for until then, leaving out the overlays loaded when idle.
 */
async function open(browser: Browser, page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Opened> {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  // A screen loads its overlays once the browser is idle after its data (usePreloadWhenIdle), by
  // design and not to show the screen; held back here so a slow networkidle does not count them.
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  const fresh = await context.newPage();
  const errors = watchErrors(fresh);
  const requested: Opened['requested'] = [];
  const responses: Promise<void>[] = [];
  fresh.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responses.push(
      response.allHeaders().then((headers) => {
        requested.push({ path: new URL(response.url()).pathname, encoding: headers['content-encoding'] });
      }),
    );
  });
  const navigation = await fresh.goto(url);
  const html = await navigation!.text();
  await ready(fresh);
  await Promise.all(responses);
  await context.close();
  const named = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]!),
  );
  return { named, requested, errors };
}

function expectNoLateChunks({ named, requested, errors }: Opened, screenChunk: RegExp) {
  expect(
    [...named].some((path) => screenChunk.test(path)),
    'the screen chunk is preloaded',
  ).toBe(true);
  // Two levels at most: the page, then every script it names. A script missing from the page would
  // have been found only once another had run (a third level).
  expect(requested.map((r) => r.path).filter((path) => !named.has(path))).toEqual([]);
  // The first script's code (its `app` chunk, apps/web/build/chunk-groups.ts) and the screen are large
  // enough to have compressed copies (files under 1 KB have none).
  const large = requested.filter((r) => /\/assets\/app-/.test(r.path) || screenChunk.test(r.path));
  expect(large).toHaveLength(2);
  expect(large.filter((r) => r.encoding !== 'br' && r.encoding !== 'gzip')).toEqual([]);
  expect(errors).toEqual([]);
}

test.describe('assets and preloading', () => {
  test("a company's leads list and dashboard load every chunk from the page itself", async ({ page, browser }) => {
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);

    const leads = await open(browser, page, hostUrl(company.subdomain, '/crm/leads'), async (p) => {
      await expect(p.getByRole('heading', { name: MESSAGES.web.crmLeads.title, level: 1 })).toBeVisible();
      await expect(p.getByText(MESSAGES.web.crmLeads.empty)).toBeVisible();
    });
    expectNoLateChunks(leads, /\/assets\/LeadsScreen-[\w-]+\.js$/);

    const dashboard = await open(browser, page, hostUrl(company.subdomain, '/'), async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      await p.waitForLoadState('networkidle');
    });
    expectNoLateChunks(dashboard, /\/assets\/DashboardPage-[\w-]+\.js$/);
  });

  test("the admin's companies list loads every chunk from the page itself", async ({ page, browser }) => {
    await page.goto(hostUrl('admin'));
    const companies = await open(browser, page, hostUrl('admin', '/companies'), async (p) => {
      await expect(p.getByRole('button', { name: MESSAGES.web.companies.addCompany }).first()).toBeVisible();
      await p.waitForLoadState('networkidle');
    });
    expectNoLateChunks(companies, /\/assets\/CompaniesPage-[\w-]+\.js$/);
  });

  test('a page that is not a screen of the app names no chunk of its own and still works', async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(hostUrl('admin', '/no-such-screen'));
    expect(response!.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
