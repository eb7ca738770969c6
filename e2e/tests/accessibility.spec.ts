/**
 * Accessibility (WCAG 2.x AA) of every main screen of both portals, in light and in dark mode: axe
 * runs on each screen once its data is drawn, and any serious or critical finding fails the test.
 * Each screen is its own soft assertion, so one run names every screen that has findings.
 */
import type { Browser, Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { apiData } from '../support/api';
import { drawnColorScheme, seriousViolations, settled } from '../support/axe';
import { companyRow } from '../support/companies';
import { companySession, type StorageState } from '../support/company-session';
import { trpcQuery } from '../support/crm-records';
import { hostUrl, SUPER_ADMIN_EMAIL } from '../support/env';
import { expect, test as sessionTest } from '../support/session';
import { memberRow, orgCard, orgEntry } from '../support/team';

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
/** The demo company: months of CRM records, so every list and chart has something to draw. */
const COMPANY = 'acme';

const w = MESSAGES.web;
const p = w.companyPortal;
const admin = (path: string) => hostUrl('admin', path);
const company = (path: string) => hostUrl(COMPANY, path);
const h1 = (page: Page, name?: string) => page.getByRole('main').getByRole('heading', { level: 1, name });
const firstRow = (page: Page) => page.getByRole('main').locator('tbody tr').first();

const test = sessionTest.extend<object, { ownerState: StorageState }>({
  ownerState: [
    async ({ browser }, use) => use(await companySession(browser, COMPANY, 'owner@acme.test')),
    { scope: 'worker' },
  ],
});

/** Opens a screen (or stays on it), waits for its data, and records axe's serious and critical findings. */
async function check(page: Page, name: string, url: string | null, ready: () => Locator) {
  if (url) await page.goto(url);
  await settled(page, ready());
  expect.soft(await seriousViolations(page), name).toEqual([]);
}

/** A page of a new context in the scheme, with the given storage (the app follows the system's scheme). */
async function pageIn(browser: Browser, scheme: Scheme, storageState: StorageState) {
  const context = await browser.newContext({ colorScheme: scheme, storageState });
  return context.newPage();
}

/** The owner on the company dashboard, drawn in the scheme. */
async function ownerPage(browser: Browser, scheme: Scheme, ownerState: StorageState) {
  const page = await pageIn(browser, scheme, ownerState);
  await page.goto(company('/'));
  expect(await drawnColorScheme(page)).toBe(scheme);
  return page;
}

for (const scheme of SCHEMES) {
  test.describe(`accessibility, ${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    test(`sign-in pages (${scheme})`, async ({ browser }) => {
      const page = await pageIn(browser, scheme, { cookies: [], origins: [] });
      for (const host of ['admin', COMPANY]) {
        await page.goto(hostUrl(host));
        expect(await drawnColorScheme(page)).toBe(scheme);
        await check(page, `sign-in on ${host}`, null, () => page.getByLabel(w.login.emailLabel));
      }
      await page.context().close();
    });

    test(`admin portal (${scheme})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(admin('/'));
      expect(await drawnColorScheme(page)).toBe(scheme);
      await check(page, 'admin dashboard', null, () =>
        page.getByRole('link', { name: w.dashboard.openCompany('Acme') }),
      );
      await check(page, 'companies', admin('/companies'), () => companyRow(page, COMPANY));
      const { companies } = await apiData<{ companies: { id: number }[] }>(
        page,
        'GET',
        `/super-admin/companies?search=${COMPANY}`,
      );
      await check(page, 'company detail', admin(`/companies/${companies[0]!.id}`), () =>
        page.getByRole('tab', { name: new RegExp(`^${w.companyDetail.tabs.timeline}`) }),
      );
      await check(page, 'super admins', admin('/team'), () =>
        page.getByRole('main').getByRole('row').filter({ hasText: SUPER_ADMIN_EMAIL }),
      );
      await check(page, 'security log', admin('/security-log'), () => firstRow(page));
      await check(page, 'account', admin('/account'), () => h1(page, w.account.title));
    });

    test(`company portal CRM as owner (${scheme})`, async ({ browser, ownerState }) => {
      test.setTimeout(300_000);
      const page = await ownerPage(browser, scheme, ownerState);
      await check(page, 'company dashboard', null, () => page.getByText(p.dashboard.leadPipeline));
      await check(page, 'brands', company('/crm/brands'), () => firstRow(page));
      await check(page, 'leads list', company('/crm/leads'), () => firstRow(page));
      await page.getByText(w.crmBoard.board, { exact: true }).click();
      await check(page, 'leads board', null, () => page.locator('[data-stage="New"] [data-lead]').first());

      const { leads } = await trpcQuery<{ leads: { id: string; clientName: string }[] }>(page, 'crm.leads.list', {});
      const lead = leads[0]!;
      await check(page, 'lead page', company(`/crm/leads/${lead.id}`), () => h1(page, lead.clientName));
      await check(page, 'meetings', company('/crm/meetings'), () => firstRow(page));
      await check(page, 'enquiries', company('/crm/enquiries'), () => firstRow(page));
      await check(page, 'follow-ups', company('/crm/follow-ups'), () =>
        page.getByRole('region', { name: MESSAGES.crm.followUps.overdue }).getByRole('listitem').first(),
      );
      await check(page, 'imports', company('/crm/imports'), () => h1(page));
      await page.context().close();
    });

    test(`company portal team and settings as owner (${scheme})`, async ({ browser, ownerState }) => {
      test.setTimeout(180_000);
      const page = await ownerPage(browser, scheme, ownerState);
      await check(page, 'team', company('/team'), () => memberRow(page, 'priya@acme.test'));
      await check(page, 'team settings', company('/team/settings'), () =>
        orgEntry(orgCard(page, 'departments'), 'Sales'),
      );
      await check(page, 'company settings', company('/company/settings'), () =>
        page.getByRole('textbox', { name: p.companySettings.name }),
      );
      await check(page, 'user settings', company('/user/settings'), () =>
        page.getByRole('textbox', { name: p.userSettings.fullName }),
      );
      await page.context().close();
    });
  });
}
