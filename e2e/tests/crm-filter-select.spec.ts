/**
 * The CRM filter row's selects load Mantine's Select on first use (docs/decisions/0025): until it
 * arrives (held back here for 1.5 s) a stand-in keeps the focus, the typed text and the opening key.
 */
import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const k = MESSAGES.web.crmKit;

async function slowSelectChunk(page: Page, requests: string[]) {
  page.on('request', (r) => r.url().includes('LoadedSelect') && requests.push(r.url()));
  await page.route('**/assets/LoadedSelect-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

test('the filters work from the first click or key while their select loads', async ({ page }) => {
  const errors = watchErrors(page);
  const company = await createPortalCompany(page);
  await signIn(page, company.subdomain, company.owner.email);
  const requests: string[] = [];
  await slowSelectChunk(page, requests);
  await page.goto(hostUrl(company.subdomain, '/crm/leads'));
  await expect(page.getByRole('combobox', { name: k.stage })).toBeVisible();
  await page.mouse.move(0, 0);
  // Not with the page: by the time its list has answered, everything the screen loads was asked for.
  await expect(page.getByText(MESSAGES.web.crmLeads.empty)).toBeVisible();
  expect(requests).toEqual([]);

  // Click and type at once: the text filters the options once the select is there.
  await page.getByRole('combobox', { name: k.stage }).click();
  await page.keyboard.type('Wo');
  await expect(page.getByRole('option', { name: 'Won', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'New', exact: true })).toBeHidden();
  await expect(page.getByRole('combobox', { name: k.stage })).toHaveValue('Wo');

  // Keyboard only: Tab in, ArrowDown opens, Enter picks.
  await page.goto(hostUrl(company.subdomain, '/crm/leads'));
  await page.getByRole('searchbox').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Lost', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/stage=/);
  expect(errors).toEqual([]);
});
