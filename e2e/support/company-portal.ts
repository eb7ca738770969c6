/**
 * The company portal's browser tests: a fresh company with an owner, an admin and a team member
 * (made by the super admin through the REST API), and steps on the portal's shell.
 *
 *   const company = await createPortalCompany(page);         // page on the admin host, signed in
 *   await signIn(page, company.subdomain, company.owner.email);
 */
import { expect, type Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { createCompanyViaApi, inviteUserViaApi, unique, type CreatedCompany } from './api';
import { hostUrl } from './env';

const p = MESSAGES.web.companyPortal;

export interface PortalCompany extends CreatedCompany {
  admin: { name: string; email: string };
  member: { name: string; email: string };
}

export async function createPortalCompany(page: Page): Promise<PortalCompany> {
  await page.goto(hostUrl('admin'));
  const subdomain = unique('portal');
  const company = await createCompanyViaApi(page, { subdomain, name: `Portal ${subdomain.slice(-6)}` });
  const admin = { name: 'Priya Admin', email: `priya@${subdomain}.test` };
  const member = { name: 'Tom Member', email: `tom@${subdomain}.test` };
  await inviteUserViaApi(page, company.id, admin.name, admin.email, 'admin');
  await inviteUserViaApi(page, company.id, member.name, member.email);
  return { ...company, admin, member };
}

/** The browser title of a company page. */
export const portalTitle = (page: string, company: string) => p.pageTitle(page, company);

/** The sidebar (large screens). */
export const sidebar = (page: Page) =>
  page.getByRole('navigation', { name: MESSAGES.web.shell.mainNavigation }).first();

/** The header's company name (the h2 beside the logo). */
export const headerCompanyName = (page: Page) => page.locator('header').getByRole('heading', { level: 2 });

/** Marks the document; `expectSameDocument` fails if the page was reloaded since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __portalMark?: boolean }).__portalMark = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __portalMark?: boolean }).__portalMark)).toBe(true);
}

/** The live primary colour (Mantine's brand shade 6) as the page uses it now. */
export const livePrimaryColor = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim().toUpperCase(),
  );
