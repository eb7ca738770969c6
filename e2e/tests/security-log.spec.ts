/**
 * The security log in the browser: the owner finds in Company Settings → Security what happened in
 * the company (sign-ins, a team member signing out everywhere on their own device, the owner's export),
 * narrows it by person, event and dates, and reads it on a phone; super admins read the same log
 * on the company's page and reach the platform's own from the navigation.
 */
import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany, sidebar } from '../support/company-portal';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.web.securityLog;
const p = MESSAGES.web.companyPortal;

/** The leads export as the list's Export button asks for it, from inside the signed-in page. */
async function exportLeads(page: Page) {
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/crm/leads/export?format=csv', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    });
    await res.arrayBuffer();
    return res.status;
  });
  expect(status).toBe(200);
}

const logRows = (page: Page) => page.getByRole('table', { name: t.title }).locator('tbody tr');

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('security log', () => {
  test.use({ actionTimeout: 15_000 });

  test('the owner reads and filters the company log in Company Settings → Security', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);

    // The team member, on a device of their own, signs out everywhere.
    const device = await browser.newContext();
    const phone = await device.newPage();
    await signIn(phone, company.subdomain, company.member.email);
    await phone.goto(hostUrl(company.subdomain, '/user/settings'));
    await phone.getByRole('button', { name: p.userSettings.signOutEverywhere }).click();
    await phone.getByRole('dialog').getByRole('button', { name: p.userSettings.signOutEverywhere }).click();
    await expect(phone.getByLabel(MESSAGES.web.login.emailLabel)).toBeVisible();
    await device.close();

    await signIn(page, company.subdomain, company.owner.email);
    await exportLeads(page);
    await sidebar(page).getByRole('link', { name: p.nav.companySettings }).click();
    await page.getByRole('tab', { name: t.tab }).click();
    await expect(page).toHaveURL(/tab=security/);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();

    // Newest first: the owner's export and sign-in, then the member's sign-out everywhere and sign-in.
    const rows = logRows(page);
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(0)).toContainText(company.owner.name);
    await expect(rows.nth(0)).toContainText(t.events.data_exported);
    await expect(rows.nth(0)).toContainText('Leads · CSV · 0 rows');
    await expect(rows.nth(0)).toContainText('127.0.0.1');
    await expect(rows.nth(1)).toContainText(t.events.sign_in_succeeded);
    await expect(rows.nth(2)).toContainText(t.events.sign_in_code_requested);
    await expect(rows.nth(3)).toContainText(company.member.name);
    await expect(rows.nth(3)).toContainText(t.events.signed_out_everywhere);

    // By person, then by event: each narrows the list on the server and is kept in the address.
    await pick(page, t.person, company.member.name);
    await expect(page).toHaveURL(/person=/);
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(t.events.signed_out_everywhere);
    await page.getByRole('button', { name: t.clearFilters }).click();
    await expect(rows).toHaveCount(6);
    await pick(page, t.eventType, t.events.data_exported);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(company.owner.name);

    // A date range with nothing in it: the empty state offers to clear the filters; a reload keeps them.
    await page.goto(hostUrl(company.subdomain, '/company/settings?tab=security&from=2020-01-01&to=2020-01-31'));
    await expect(page.getByText(t.noMatchTitle)).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.web.list.clearAllFilters }).click();
    await expect(rows).toHaveCount(6);

    // On a phone: one card per event, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: t.title }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText(t.events.data_exported);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test("super admins read a company's log on its page and the platform's own from the navigation", async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await exportLeads(page);

    await page.goto(hostUrl('admin', `/companies/${company.id}`));
    await page.getByRole('tab', { name: MESSAGES.web.companyDetail.tabs.security }).click();
    // The owner's code request, sign-in and export, newest first.
    const rows = logRows(page);
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(company.owner.name);
    await expect(rows.first()).toContainText(t.events.data_exported);
    await expect(rows.nth(1)).toContainText(t.events.sign_in_succeeded);

    await page
      .getByRole('navigation', { name: MESSAGES.web.shell.mainNavigation })
      .first()
      .getByRole('link', { name: t.title })
      .click();
    await expect(page).toHaveURL(hostUrl('admin', '/security-log'));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: t.eventType })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
