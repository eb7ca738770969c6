/**
 * The company's own fields in the CRM lists: an owner adds a select field "Region" to leads from
 * the list's Fields panel; the list shows it as a column, sorts and filters by it (kept in the
 * address); a phone shows the same page without sideways scrolling; a team member sees the column
 * but has no Fields button. Meetings and Enquiries offer the same panel.
 */
import { readFile } from 'node:fs/promises';

import type { Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { toast } from '../support/companies';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { showColumns } from '../support/list-layout';
import { expect, test } from '../support/session';

const ct = MESSAGES.web.crmColumns;
const r = ct.records;
const lt = MESSAGES.web.crmLeads;
const dataOut = MESSAGES.crm.dataOut;

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const fieldsPanel = (page: Page) => page.getByRole('dialog', { name: r.panelTitle });
const clientOrder = async (page: Page) =>
  (await page.locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.trim());

async function choose(scope: Locator | Page, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function closePanel(page: Page) {
  await fieldsPanel(page).getByRole('button', { name: MESSAGES.web.forms.close }).click();
  await expect(fieldsPanel(page)).toBeHidden();
}

test.describe('custom fields in the CRM lists', () => {
  test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 15_000 });

  test('a Region field: added from Leads, shown, sorted and filtered; a member sees it but cannot manage it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme Foods' });
    const leads: Record<string, string> = {};
    for (const clientName of ['Asha Rao', 'Bela Shah', 'Chitra Iyer']) {
      const { lead } = await trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
        brandId: brand.id,
        clientName,
        csPerson: company.owner.name,
      });
      leads[clientName] = lead.id;
    }
    await page.reload();
    await expect(rows(page)).toHaveCount(3);

    // The owner keeps a layout of their own (Email shown): a field they add still joins it.
    await showColumns(page, [lt.columns.emailId]);

    // Fields: the panel opens empty with its form closed; a select field is added.
    await page.getByRole('button', { name: r.button, exact: true }).click();
    const panel = fieldsPanel(page);
    await expect(panel.getByText(r.empty)).toBeVisible();
    await panel.getByRole('button', { name: r.addField }).click();
    await panel.getByRole('textbox', { name: r.name }).fill('region');
    await panel.getByRole('textbox', { name: r.label }).fill('Region');
    await choose(panel, page, ct.fields.type, ct.types.select);
    for (const [n, option] of ['North', 'South'].entries()) {
      await panel.getByRole('button', { name: ct.fields.addOption }).click();
      await panel.getByRole('textbox', { name: `${ct.fields.options} ${n + 1}` }).fill(option);
    }
    await panel.getByRole('button', { name: r.save }).click();
    await expect(toast(page, r.created)).toBeVisible();
    await expect(panel.locator('[data-column="region"]')).toBeVisible();
    await expect(panel.getByRole('switch', { name: r.visible('Region') })).toBeChecked();
    await page.screenshot({ path: 'e2e/.artifacts/custom-field-lists-panel.png' });
    await closePanel(page);
    // The new field is a column at once, after the list's own, and stays after a reload.
    await expect(page.getByRole('columnheader', { name: 'Region' })).toBeVisible();
    await page.reload();
    const headers = async () => (await page.locator('thead th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
    await expect
      .poll(async () => (await headers()).slice(-3))
      .toEqual([lt.columns.emailId, 'Region', MESSAGES.web.crmKit.actions]);

    // Values come through the API, as an import or integration would set them.
    await trpcMutation(page, 'crm.leads.update', { id: leads['Asha Rao'], customFields: { region: 'north' } });
    await trpcMutation(page, 'crm.leads.update', { id: leads['Bela Shah'], customFields: { region: 'south' } });
    await page.reload();
    await expect(row(page, 'Asha Rao')).toContainText('North');
    await expect(row(page, 'Bela Shah')).toContainText('South');

    // Sort by Region, both ways; the order is in the address.
    const sortByRegion = page.getByRole('button', { name: MESSAGES.web.list.sortBy('Region') });
    await sortByRegion.click();
    await expect(page).toHaveURL(/sort=customFields\.region/);
    await expect(page.getByRole('columnheader', { name: 'Region' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await clientOrder(page)).slice(0, 2)).toEqual(['Asha Rao', 'Bela Shah']);
    await sortByRegion.click();
    await expect(page.getByRole('columnheader', { name: 'Region' })).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const order = await clientOrder(page);
        return order.indexOf('Bela Shah') < order.indexOf('Asha Rao');
      })
      .toBe(true);

    // Filter by Region: one lead; the filter survives a reload and clears with the others.
    const listCalls: string[] = [];
    page.on('request', (req) => req.url().includes('crm.leads.list') && listCalls.push(decodeURIComponent(req.url())));
    await choose(page, page, 'Region', 'North');
    await expect(page).toHaveURL(/customField=region&customValue=north/);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Asha Rao')).toBeVisible();
    expect(listCalls.some((url) => url.includes('"customField":"region","customValue":"north"'))).toBe(true);
    // The export takes the same filter: the file holds the North lead only.
    await page.getByRole('button', { name: dataOut.exportButton }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: dataOut.exportCsv }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Asha Rao');
    expect(csv).not.toContain('Bela Shah');
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue('North');
    await page.getByRole('button', { name: MESSAGES.web.crmKit.clearFilters }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(page).not.toHaveURL(/customField=/);

    // A phone: the header's buttons and the folded filters fit; the panel fills the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('li[data-href]')).toHaveCount(3);
    await expect(page.getByRole('button', { name: r.button, exact: true })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: MESSAGES.web.listLayout.filtersCount(0) }).click();
    await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: 'e2e/.artifacts/custom-field-lists-phone.png', fullPage: true });
    await page.getByRole('button', { name: r.button, exact: true }).click();
    await expect(fieldsPanel(page).locator('[data-column="region"]')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await closePanel(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Meetings and Enquiries have the same panel, for their own fields.
    for (const path of ['/crm/meetings', '/crm/enquiries']) {
      await page.goto(hostUrl(company.subdomain, path));
      await page.getByRole('button', { name: r.button, exact: true }).click();
      await expect(fieldsPanel(page).getByText(r.empty)).toBeVisible();
      await expect(fieldsPanel(page).locator('[data-column="region"]')).toHaveCount(0);
      await closePanel(page);
    }

    // A team member: the column and the filter, but no Fields button.
    const memberContext = await browser.newContext({ storageState: undefined, viewport: { width: 1440, height: 900 } });
    const member = await memberContext.newPage();
    const memberErrors = watchErrors(member);
    await signIn(member, company.subdomain, company.member.email);
    await member.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(member.getByRole('heading', { name: lt.title, level: 1 })).toBeVisible();
    await expect(member.getByRole('columnheader', { name: 'Region' })).toBeVisible();
    await expect(row(member, 'Asha Rao')).toContainText('North');
    await member.screenshot({ path: 'e2e/.artifacts/custom-field-lists-column.png' });
    await expect(member.getByRole('combobox', { name: 'Region', exact: true })).toBeVisible();
    await expect(member.getByRole('button', { name: r.button, exact: true })).toHaveCount(0);
    await memberContext.close();

    expect(errors).toEqual([]);
    expect(memberErrors).toEqual([]);
  });
});
