import { MESSAGES } from '@app/contracts';

import { apiData, createCompanyViaApi, unique } from '../support/api';
import { watchErrors } from '../support/auth';
import {
  companyPanel,
  companyRow,
  companySearchBox,
  fillCompanyForm,
  openCompanies,
  pickImage,
  searchCompanies,
  toast,
} from '../support/companies';
import { tinyPng } from '../support/files';
import { expect, test } from '../support/session';
import { failTrpcProcedure, trpcUrlPattern } from '../support/trpc';

const t = MESSAGES.web.companies;
const list = MESSAGES.web.list;

test.describe('companies list', () => {
  test('adds a company with a logo through the side panel, after checking the subdomain', async ({
    page,
  }, testInfo) => {
    const check = 'platform.companies.checkSubdomain';
    const errors = watchErrors(page, { forcedFailures: trpcUrlPattern(check) });
    const failedCheck = await failTrpcProcedure(page, check, 1);
    const subdomain = unique('new');
    const name = `Created ${subdomain}`;
    await openCompanies(page);

    // One Add Company button: the page header's, beside the title.
    const add = page.getByRole('button', { name: t.addCompany });
    await expect(add).toHaveCount(1);
    await expect(add).toBeInViewport();
    await add.click();
    const panel = companyPanel(page);
    await expect(panel).toBeVisible();
    for (const section of Object.values(t.sections)) {
      await expect(panel.getByRole('heading', { name: section })).toBeVisible();
    }

    // An empty save names every required field and says why nothing was saved.
    await panel.getByRole('button', { name: t.addCompany }).click();
    await expect(panel.getByText(MESSAGES.validation.requiredFields)).toBeVisible();
    for (const text of [
      MESSAGES.validation.companyNameRequired,
      MESSAGES.validation.subdomainRequired,
      MESSAGES.validation.ownerFullNameRequired,
      MESSAGES.validation.ownerEmailRequired,
    ]) {
      await expect(panel.getByText(text, { exact: true })).toBeVisible();
    }

    await fillCompanyForm(panel, {
      ownerName: 'Nora Newowner',
      ownerEmail: `nora@${subdomain}.test`,
      companyName: name,
      subdomain: 'ACME',
      website: 'https://example.org',
      description: 'Made by the browser test',
    });
    const subdomainBox = panel.getByRole('textbox', { name: t.fields.subdomain, exact: true });
    // Forced to lower case as typed (docs/product/platform-admin.md#validation).
    await expect(subdomainBox).toHaveValue('acme');
    const checkButton = panel.getByRole('button', { name: t.checkSubdomain, exact: true });
    // The first check is answered with a 500.
    await checkButton.click();
    await expect(panel.getByRole('status')).toHaveText(MESSAGES.subdomain.checkFailed);
    expect(failedCheck.served()).toBe(1);
    await checkButton.click();
    await expect(panel.getByRole('status')).toHaveText(MESSAGES.subdomain.taken);

    await subdomainBox.fill(subdomain);
    // A result only holds for the text it was checked with.
    await expect(panel.getByRole('status')).toBeHidden();
    await checkButton.click();
    await expect(panel.getByRole('status')).toHaveText(MESSAGES.subdomain.available);

    await pickImage(panel, t.fields.logo, tinyPng(testInfo, 'logo.png'));

    await panel.getByRole('button', { name: t.addCompany }).click();
    await expect(toast(page, MESSAGES.company.created)).toBeVisible();
    await expect(panel).toBeHidden();

    await searchCompanies(page, subdomain);
    const row = companyRow(page, subdomain);
    await expect(row).toHaveCount(1);
    await expect(row.getByText(name, { exact: true })).toBeVisible();
    // The website has its own link, opening in a new tab; the name is the company's page.
    const website = row.getByRole('link', { name: t.visitWebsite(name) });
    await expect(website).toHaveAttribute('href', 'https://example.org/');
    await expect(website).toHaveAttribute('target', '_blank');
    const nameLink = row.getByRole('link', { name, exact: true });
    await expect(nameLink).toHaveAttribute('href', /\/companies\/\d+$/);
    // The uploaded logo is served back and shown beside the name (an unloadable image falls back to the initial).
    const logo = nameLink.locator('img');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('edits a company from its row; the change reaches its timeline', async ({ page }) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const company = await createCompanyViaApi(page);
    const renamed = `Renamed ${company.subdomain}`;

    await searchCompanies(page, company.subdomain);
    const row = companyRow(page, company.subdomain);
    await row.getByRole('button', { name: t.editLabel(company.name) }).click();
    const panel = companyPanel(page, 'edit');
    const nameBox = panel.getByRole('textbox', { name: t.fields.companyName, exact: true });
    await expect(nameBox).toHaveValue(company.name);
    // The owner's email is fixed once the company exists.
    await expect(panel.getByRole('textbox', { name: t.fields.ownerEmail, exact: true })).toHaveAttribute('readonly');
    await nameBox.fill(renamed);
    await panel.getByRole('button', { name: MESSAGES.web.forms.save, exact: true }).click();
    await expect(toast(page, MESSAGES.company.updated)).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(row.getByText(renamed, { exact: true })).toBeVisible();

    // The name opens the detail page, whose timeline records the rename; its way back keeps the search.
    await row.getByRole('link', { name: renamed, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}$`));
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: MESSAGES.web.companyDetail.back })).toHaveAttribute(
      'href',
      new RegExp(`^/companies\\?(.+&)?search=${company.subdomain}(&|$)`),
    );
    await expect(page.getByText(`Company name changed from '${company.name}' to '${renamed}'`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('deactivates a company with its status select, then deletes it after the confirmation', async ({ page }) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const company = await createCompanyViaApi(page);
    await searchCompanies(page, company.subdomain);
    const row = companyRow(page, company.subdomain);

    const status = row.getByRole('combobox', { name: t.statusOf(company.name) });
    await expect(status).toHaveValue('active');
    await status.selectOption('inactive');
    await expect(toast(page, MESSAGES.company.markedInactive)).toBeVisible();
    await expect(status).toHaveValue('inactive');
    const stored = await apiData<{ company: { status: string } }>(page, 'GET', `/super-admin/companies/${company.id}`);
    expect(stored.company.status).toBe('inactive');

    await row.getByRole('button', { name: t.deleteLabel(company.name) }).click();
    const dialog = page.getByRole('dialog', { name: t.deleteTitle });
    await expect(dialog.getByText(t.deleteIntro(company.name))).toBeVisible();
    for (const item of t.deleteItems) await expect(dialog.getByText(item, { exact: true })).toBeVisible();
    await expect(dialog.getByText(t.deleteWarning)).toBeVisible();
    await dialog.getByRole('button', { name: t.deleteConfirm }).click();
    await expect(toast(page, MESSAGES.company.deleted)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(t.emptyTitle)).toBeVisible();
    expect(
      (await apiData<{ companies: unknown[] }>(page, 'GET', `/super-admin/companies?search=${company.subdomain}`))
        .companies,
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('pages through 25 companies with the records-per-page select', async ({ page }) => {
    // Each of the 25 companies gets its own schema: on a busy machine that alone can take a minute.
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await openCompanies(page);
    const batch = unique('pg');
    for (let i = 1; i <= 25; i += 1) {
      await createCompanyViaApi(page, { subdomain: `${batch}-${i}`, name: `Paged ${batch} ${i}` });
    }
    const rows = page.locator('tbody tr');
    const perPage = page.getByRole('combobox', { name: list.recordsPerPage });
    const pager = page.getByLabel(list.pagination, { exact: true });

    await searchCompanies(page, batch);
    await expect(rows).toHaveCount(20);
    await expect(page.getByText(list.range(1, 20, 25))).toBeVisible();

    await perPage.click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect(rows).toHaveCount(25);
    await expect(page.getByText(list.range(1, 25, 25))).toBeVisible();
    await expect(pager).toHaveCount(0);

    await perPage.click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await expect(rows).toHaveCount(20);
    await pager.getByRole('button', { name: list.pageNumber(2), exact: true }).click();
    await expect(rows).toHaveCount(5);
    await expect(page.getByText(list.range(21, 25, 25))).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    // Newest first by default: page 2 holds the five created first.
    for (let i = 1; i <= 5; i += 1) await expect(companyRow(page, `${batch}-${i}`)).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('an empty result explains itself and Clear all filters brings the list back', async ({ page }) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const nothing = unique('nothing-here');

    await searchCompanies(page, nothing);
    await expect(page.getByText(t.emptyTitle)).toBeVisible();
    await expect(page.getByText(t.emptySearch(nothing))).toBeVisible();
    await expect(
      page.getByRole('group', { name: list.filtersLabel }).getByText(list.searchChip(nothing)),
    ).toBeVisible();

    await page.getByRole('combobox', { name: list.statusLabel, exact: true }).click();
    await page.getByRole('option', { name: t.statusOptions.inactive }).click();
    await expect(page.getByText(t.emptySearchStatus(nothing, 'inactive'))).toBeVisible();

    await page.getByRole('button', { name: list.clearAllFilters }).click();
    await expect(page.getByText(t.emptyTitle)).toBeHidden();
    await expect(companySearchBox(page)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: list.statusLabel, exact: true })).toHaveValue(t.statusOptions.all);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page).toHaveURL(/\/companies$/);
    expect(errors).toEqual([]);
  });

  test('a failed list load shows the error with Retry, and Retry loads the list', async ({ page }) => {
    const procedure = 'platform.companies.list';
    const errors = watchErrors(page, { forcedFailures: trpcUrlPattern(procedure) });
    // The app retries a failed query once by itself, so two answers fail before the error shows.
    const failures = await failTrpcProcedure(page, procedure, 2);
    await openCompanies(page);

    const alert = page.getByRole('alert').filter({ hasText: t.fetchFailedRetry });
    await expect(alert).toBeVisible();
    expect(failures.served()).toBe(2);
    await expect(page.locator('tbody tr')).toHaveCount(0);

    await alert.getByRole('button', { name: MESSAGES.web.retry }).click();
    await expect(alert).toBeHidden();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await searchCompanies(page, 'acme');
    await expect(companyRow(page, 'acme')).toHaveCount(1);
    expect(failures.served()).toBe(2);
    expect(errors).toEqual([]);
  });
});
