/**
 * Lists people shape: the columns that matter in view at 1440 px, a column choice (show, order,
 * width, density) kept on the server across reloads, rows that open their page by click and by
 * Enter, and phones that get cards with the filters folded behind one button.
 */
import type { Page } from '@playwright/test';

import { MESSAGES, type ListLayout } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { companyRow, openCompanies, searchCompanies } from '../support/companies';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { columnsMenu } from '../support/list-layout';
import { expect, test } from '../support/session';

const t = MESSAGES.web.listLayout;
const lc = MESSAGES.web.crmLeads.columns;
const mc = MESSAGES.web.crmMeetings.columns;

const headers = (page: Page) => page.locator('thead th').allInnerTexts();
const names = async (page: Page) => (await headers(page)).map((h) => h.trim()).filter(Boolean);

/** A company with a brand, three leads (one Won) and a meeting and an enquiry on the first. */
async function seeded(page: Page) {
  const company = await createPortalCompany(page);
  await signIn(page, company.subdomain, company.owner.email);
  await page.goto(hostUrl(company.subdomain, '/crm/leads'));
  const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme Foods' });
  const leads: { id: string }[] = [];
  for (const [clientName, stage] of [
    ['Asha Rao', 'New'],
    ['Bela Shah', 'Won'],
    ['Chitra Iyer', 'New'],
  ] as const) {
    const { lead } = await trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
      brandId: brand.id,
      clientName,
      stage,
      csPerson: company.owner.name,
      estimatedValue: 120000,
    });
    leads.push(lead);
  }
  const { meeting } = await trpcMutation<{ meeting: { id: string } }>(page, 'crm.meetings.create', {
    leadId: leads[0]!.id,
    scheduledDate: '2030-01-15T10:30:00.000Z',
    title: 'Kick-off',
  });
  const { enquiry } = await trpcMutation<{ enquiry: { id: string } }>(page, 'crm.enquiries.create', {
    leadId: leads[0]!.id,
    requirement: 'Dealer app',
    productType: 'Mobile App',
  });
  return { company, brand, leads, meeting, enquiry };
}

test.describe('list layouts at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 15_000 });

  test('the columns that matter are in view; the column choice is kept across reloads', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const { company } = await seeded(page);
    await page.reload();
    await expect(page.locator('tbody tr')).toHaveCount(3);
    for (const label of [lc.clientName, lc.stage, lc.csPerson, lc.nextFollowUpDate, lc.estimatedValue]) {
      await expect(page.getByRole('columnheader', { name: label })).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('columnheader', { name: MESSAGES.web.crmKit.actions })).toBeInViewport({ ratio: 1 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    const defaults = await names(page);

    // Show Email, move Value before Next Follow Up, go comfortable.
    await page.getByRole('button', { name: t.columns, exact: true }).click();
    const menu = columnsMenu(page);
    await menu.getByRole('checkbox', { name: lc.emailId }).click();
    await expect(page.getByRole('columnheader', { name: lc.emailId })).toBeVisible();
    await menu.getByRole('button', { name: t.moveUp(lc.estimatedValue) }).click();
    await menu.getByText(t.densities.comfortable).click();
    await expect(page.locator('table[data-density="comfortable"]')).toBeVisible();
    await page.keyboard.press('Escape');

    // A keyboard resize: two steps of 16 px on the Stage header's edge.
    const handle = page.getByRole('separator', { name: t.resize(lc.stage) });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(before + 32));

    const chosen = await names(page);
    expect(chosen.indexOf(lc.estimatedValue)).toBeLessThan(chosen.indexOf(lc.nextFollowUpDate));
    expect(chosen).toContain(lc.emailId);

    // Kept on the server, one change after another, the last one last: once it holds the last
    // step, a reload (and another browser) draws the same layout.
    await expect
      .poll(async () => {
        const stored = await trpcQuery<{ layout: ListLayout | null }>(page, 'user.listLayouts.get', { list: 'leads' });
        return stored.layout?.columns.find((c) => c.id === 'stage')?.width;
      })
      .toBe(before + 32);
    await page.reload();
    await expect(page.locator('tbody tr')).toHaveCount(3);
    expect(await names(page)).toEqual(chosen);
    await expect(page.locator('table[data-density="comfortable"]')).toBeVisible();
    await expect(page.getByRole('separator', { name: t.resize(lc.stage) })).toHaveAttribute(
      'aria-valuenow',
      String(before + 32),
    );

    // Back to the list's default.
    await page.getByRole('button', { name: t.columns, exact: true }).click();
    await columnsMenu(page).getByRole('button', { name: t.reset }).click();
    await expect.poll(() => names(page)).toEqual(defaults);
    await page.reload();
    await expect(page.locator('tbody tr')).toHaveCount(3);
    expect(await names(page)).toEqual(defaults);

    // Meetings: the client, when, status and CS person in view without scrolling.
    await page.goto(hostUrl(company.subdomain, '/crm/meetings'));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    for (const label of [mc.clientName, mc.scheduledDate, mc.status, mc.csPerson]) {
      await expect(page.getByRole('columnheader', { name: label })).toBeInViewport({ ratio: 1 });
    }
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a row opens its page by click and by Enter', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const { company, brand, meeting, enquiry } = await seeded(page);

    await page.goto(hostUrl(company.subdomain, '/crm/brands'));
    await page.locator('[data-brand="Acme Foods"]').locator('td').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/crm/brands/${brand.id}$`));
    await page.goBack();
    await page.locator('[data-brand="Acme Foods"]').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/crm/brands/${brand.id}$`));

    await page.goto(hostUrl(company.subdomain, '/crm/meetings'));
    await page.locator('tbody tr').filter({ hasText: 'Asha Rao' }).locator('td').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/crm/meetings/${meeting.id}$`));

    await page.goto(hostUrl(company.subdomain, '/crm/enquiries'));
    const row = page.locator('tbody tr').filter({ hasText: 'Asha Rao' });
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/crm/enquiries/${enquiry.id}$`));

    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    const lead = page.locator('tbody tr').filter({ hasText: 'Chitra Iyer' });
    await lead.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/crm\/leads\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: 'Chitra Iyer' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('lists on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, actionTimeout: 15_000 });

  test('leads come as cards, the first in view, filters behind one button with a count', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await seeded(page);
    await page.reload();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toBeInViewport({ ratio: 1 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expect(page.getByRole('table')).toHaveCount(0);

    const filters = page.getByRole('button', { name: t.filtersCount(0) });
    await expect(page.getByRole('combobox', { name: MESSAGES.web.crmKit.stage })).toBeHidden();
    await filters.click();
    await page.getByRole('combobox', { name: MESSAGES.web.crmKit.stage }).click();
    await page.getByRole('option', { name: 'Won', exact: true }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Bela Shah');
    await expect(page.getByRole('button', { name: t.filtersCount(1) })).toBeVisible();

    // The card opens the lead's page.
    await cards.first().getByRole('link', { name: 'Bela Shah' }).click();
    await expect(page).toHaveURL(/\/crm\/leads\/[0-9a-f-]{36}/);
    expect(errors).toEqual([]);
  });
});

test.describe('the admin companies list at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 15_000 });

  test("a super admin's hidden and moved columns are kept across reloads, until reset", async ({ page }) => {
    const errors = watchErrors(page);
    const cc = MESSAGES.web.companies.columns;
    const open = async () => {
      await searchCompanies(page, 'acme');
      await expect(companyRow(page, 'acme')).toBeVisible();
    };
    await openCompanies(page);
    await open();
    const defaults = await names(page);
    expect(defaults).toEqual([
      cc.name,
      cc.subdomain,
      cc.owner,
      cc.createdAt,
      cc.expiryDate,
      cc.status,
      MESSAGES.web.crmKit.actions,
    ]);
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // Hide the owner, move the status before the expiry date.
    await page.getByRole('button', { name: t.columns, exact: true }).click();
    const menu = columnsMenu(page);
    // Clicked, then read again: the box follows the saved layout, which the query cache hands to
    // the list a moment after the click, so uncheck()'s own read right after it can come too soon.
    const owner = menu.getByRole('checkbox', { name: cc.owner, exact: true });
    await owner.click();
    await expect(owner).not.toBeChecked();
    await expect(page.getByRole('columnheader', { name: cc.owner })).toHaveCount(0);
    await menu.getByRole('button', { name: t.moveUp(cc.status) }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const chosen = defaults.filter((name) => name !== cc.owner);
    chosen.splice(chosen.indexOf(cc.status), 1);
    chosen.splice(chosen.indexOf(cc.expiryDate), 0, cc.status);
    await expect.poll(() => names(page)).toEqual(chosen);

    // Kept on the server: a reload draws the same columns.
    await page.reload();
    await expect(companyRow(page, 'acme')).toBeVisible();
    expect(await names(page)).toEqual(chosen);

    // Back to the list's default, which a reload keeps too.
    await page.getByRole('button', { name: t.columns, exact: true }).click();
    await columnsMenu(page).getByRole('button', { name: t.reset }).click();
    await expect.poll(() => names(page)).toEqual(defaults);
    await page.reload();
    await expect(companyRow(page, 'acme')).toBeVisible();
    expect(await names(page)).toEqual(defaults);
    expect(errors).toEqual([]);
  });
});
