/** Steps on the company detail page (/companies/{id}) shared by the admin-portal tests. */
import { expect, type Locator, type Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hostUrl } from './env';

const t = MESSAGES.web.companyDetail;

export async function openCompanyDetail(page: Page, id: number, name: string): Promise<void> {
  await page.goto(hostUrl('admin', `/companies/${id}`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** A tab with its count: 'Notes' and 3 → the tab named 'Notes 3'. */
export const detailTab = (page: Page, tab: keyof typeof t.tabs, count?: number): Locator =>
  page.getByRole('tab', { name: count === undefined ? new RegExp(`^${t.tabs[tab]}`) : `${t.tabs[tab]} ${count}` });

export const detailPanel = (page: Page, tab: keyof typeof t.tabs): Locator =>
  page.getByRole('tabpanel', { name: new RegExp(`^${t.tabs[tab]}`) });

/** The left details panel (an aside named after the company, on wide screens). */
export const detailsAside = (page: Page, name: string): Locator => page.getByRole('complementary', { name });

/** One of the left panel's user counts (Total Users, Active, Inactive): the box reads '2Active'. */
export const userStat = (aside: Locator, label: string): Locator =>
  aside.locator('.mantine-Paper-root').filter({ has: aside.page().getByText(label, { exact: true }) });
