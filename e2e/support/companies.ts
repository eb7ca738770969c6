/** Steps on the companies screen shared by the admin-portal tests. */
import { expect, type Locator, type Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hostUrl } from './env';

const t = MESSAGES.web.companies;

export const COMPANIES_TITLE = MESSAGES.web.adminPageTitle(MESSAGES.web.nav.companies);

export async function openCompanies(page: Page, query = ''): Promise<void> {
  await page.goto(hostUrl('admin', `/companies${query}`));
  await expect(page).toHaveTitle(COMPANIES_TITLE);
}

/** A company of the list, by subdomain: a table row, or a card on a phone. */
export const companyRow = (page: Page, subdomain: string): Locator => page.locator(`[data-company="${subdomain}"]`);

export const companySearchBox = (page: Page): Locator => page.getByRole('searchbox', { name: t.searchPlaceholder });

/** Types into the search box and commits at once (Enter skips the 300 ms debounce). */
export async function searchCompanies(page: Page, text: string): Promise<void> {
  const box = companySearchBox(page);
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

/** The Add / Edit Company side panel. */
export const companyPanel = (page: Page, mode: 'create' | 'edit' = 'create'): Locator =>
  page.getByRole('dialog', { name: mode === 'create' ? t.addCompany : t.editCompany });

export interface CompanyFormValues {
  ownerName: string;
  ownerEmail: string;
  companyName: string;
  subdomain: string;
  phone?: string;
  website?: string;
  description?: string;
}

export async function fillCompanyForm(panel: Locator, values: CompanyFormValues): Promise<void> {
  await panel.getByRole('textbox', { name: t.fields.ownerName, exact: true }).fill(values.ownerName);
  await panel.getByRole('textbox', { name: t.fields.ownerEmail, exact: true }).fill(values.ownerEmail);
  await panel.getByRole('textbox', { name: t.fields.companyName, exact: true }).fill(values.companyName);
  await panel.getByRole('textbox', { name: t.fields.subdomain, exact: true }).fill(values.subdomain);
  if (values.phone) await panel.getByRole('textbox', { name: t.fields.phone, exact: true }).fill(values.phone);
  if (values.website) await panel.getByRole('textbox', { name: t.fields.website, exact: true }).fill(values.website);
  if (values.description)
    await panel.getByRole('textbox', { name: t.fields.description, exact: true }).fill(values.description);
}

/** Picks a file in one of the panel's image pickers (Company Logo, Owner Profile Picture, ...). */
export async function pickImage(scope: Locator, pickerLabel: string, path: string): Promise<void> {
  await scope.getByRole('group', { name: pickerLabel }).locator('input[type="file"]').setInputFiles(path);
  await expect(scope.getByRole('img', { name: pickerLabel })).toBeVisible();
}

/** A success or error toast with exactly this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
