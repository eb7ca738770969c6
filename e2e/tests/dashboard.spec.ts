import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { apiData, createCompanyViaApi } from '../support/api';
import { watchErrors } from '../support/auth';
import { COMPANIES_TITLE } from '../support/companies';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';
import { failTrpcProcedure, trpcUrlPattern } from '../support/trpc';

const t = MESSAGES.web.dashboard;
const DASHBOARD_TITLE = MESSAGES.web.adminPageTitle(MESSAGES.web.nav.dashboard);

interface Figures {
  totalCompanies: number;
  activeCompanies: number;
  totalUsers: number;
  superAdminCount: number;
  newThisWeek: number;
}

const TILES: [keyof Figures, string][] = [
  ['totalCompanies', t.tiles.totalCompanies],
  ['activeCompanies', t.tiles.activeCompanies],
  ['totalUsers', t.tiles.totalUsers],
  ['superAdminCount', t.tiles.teamMembers],
  ['newThisWeek', t.tiles.newThisWeek],
];

/** The big number of a stat tile (the tile holds its label, the number, then a hint). */
const tileValue = (page: Page, label: string) =>
  page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p')
    .nth(1);

async function expectTiles(page: Page, figures: Figures) {
  for (const [key, label] of TILES) {
    await expect(tileValue(page, label), label).toHaveText(figures[key].toLocaleString('en-US'));
  }
}

/** Today at the given local hour (the browser shares the machine's time zone). */
function todayAt(hour: number): Date {
  const date = new Date();
  date.setHours(hour, 30, 0, 0);
  return date;
}

test.describe('dashboard', () => {
  test('greets by the time of day with the signed-in name', async ({ page }) => {
    const errors = watchErrors(page);
    await page.clock.setFixedTime(todayAt(8));
    await page.goto(hostUrl('admin'));
    await expect(page).toHaveTitle(DASHBOARD_TITLE);
    const me = await apiData<{ user: { name: string } }>(page, 'GET', '/auth/me');
    const greeting = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(greeting).toHaveText(`${MESSAGES.web.greeting.morning}, ${me.user.name}`);

    await page.clock.setFixedTime(todayAt(19));
    await page.reload();
    await expect(greeting).toHaveText(`${MESSAGES.web.greeting.evening}, ${me.user.name}`);
    await expect(page.getByText(MESSAGES.dashboard.platformOnline)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the tiles show the real counts and follow a new company; Recent Companies opens it; View All lists all', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(hostUrl('admin'));
    await expect(page).toHaveTitle(DASHBOARD_TITLE);
    const before = await apiData<Figures>(page, 'GET', '/super-admin/dashboard');
    await expectTiles(page, before);

    // One active and one inactive company more: the tiles must tell them apart.
    const paused = await createCompanyViaApi(page);
    await apiData(page, 'PATCH', `/super-admin/companies/${paused.id}/status`, { status: 'inactive' });
    const company = await createCompanyViaApi(page);
    await page.getByRole('button', { name: t.refresh }).click();
    await expect(tileValue(page, t.tiles.totalCompanies)).toHaveText(String(before.totalCompanies + 2));
    await expect(tileValue(page, t.tiles.activeCompanies)).toHaveText(String(before.activeCompanies + 1));
    await expect(tileValue(page, t.tiles.totalUsers)).toHaveText(String(before.totalUsers + 2)); // their owners
    await expect(tileValue(page, t.tiles.teamMembers)).toHaveText(String(before.superAdminCount));
    const after = await apiData<Figures>(page, 'GET', '/super-admin/dashboard');
    expect(after.activeCompanies).toBeLessThan(after.totalCompanies);
    await expectTiles(page, after);

    const recent = page.getByRole('link', { name: t.openCompany(company.name) });
    await expect(recent).toContainText(`${company.subdomain}.localhost`);
    await expect(recent).toContainText(t.status.active);
    await expect(recent).toContainText(MESSAGES.web.time.justNow);
    await recent.click();
    await expect(page).toHaveURL(hostUrl('admin', `/companies/${company.id}`));
    await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveTitle(DASHBOARD_TITLE);
    await page.getByRole('link', { name: t.viewAll }).click();
    await expect(page).toHaveURL(hostUrl('admin', '/companies'));
    await expect(page).toHaveTitle(COMPANIES_TITLE);
    expect(errors).toEqual([]);
  });

  test('a failed load shows the error with Retry, and Retry loads the figures', async ({ page }) => {
    const procedure = 'platform.dashboard.summary';
    const errors = watchErrors(page, { forcedFailures: trpcUrlPattern(procedure) });
    // The app retries a failed query once by itself, so two answers fail before the error shows.
    const failures = await failTrpcProcedure(page, procedure, 2);
    await page.goto(hostUrl('admin'));

    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.dashboard.serverError });
    await expect(alert).toBeVisible();
    expect(failures.served()).toBe(2);
    await expect(page.getByText(t.tiles.totalCompanies, { exact: true })).toHaveCount(0);

    await alert.getByRole('button', { name: MESSAGES.web.retry }).click();
    await expect(alert).toBeHidden();
    await expectTiles(page, await apiData<Figures>(page, 'GET', '/super-admin/dashboard'));
    await expect(page.getByRole('heading', { name: t.recentCompanies })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
