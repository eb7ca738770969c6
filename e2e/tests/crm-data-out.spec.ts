import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.crm.dataOut;
const lt = MESSAGES.web.crmLeads;

/** RFC 4180 rows of a small file (the fields here hold no line breaks). */
const csvRows = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')),
    );

async function exportAs(page: Page, label: string) {
  await page.getByRole('button', { name: t.exportButton }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: label }).click(),
  ]);
  return download;
}

test.describe('exports and global search', () => {
  test.use({ actionTimeout: 15_000 });

  test('export the filtered leads list and read it back; find a lead with Ctrl+K and open it', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme Foods' });
    const { users } = await trpcQuery<{ users: { id: string; name: string }[] }>(page, 'crm.companyUsers.list');
    const csPersonId = users[0]!.id;
    const leads: Record<string, string> = {};
    for (const [clientName, stage] of [
      ['Zara Khan', 'Won'],
      ['=SUM(A1)', 'Won'],
      ['Asha Rao', 'Won'],
      ['Bela Das', 'New'],
    ] as const) {
      const { lead } = await trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
        brandId: brand.id,
        clientName,
        stage,
        csPersonId,
      });
      leads[clientName] = lead.id;
    }

    // The list filtered to Won and sorted by client name, as the user sees it.
    await page.goto(hostUrl(company.subdomain, '/crm/leads?stage=Won&sort=clientName&order=asc'));
    await expect(page.getByRole('heading', { name: lt.title, level: 1 })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(3);
    await page.screenshot({ path: 'e2e/.artifacts/data-out-leads.png' });

    const csv = await exportAs(page, t.exportCsv);
    expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvRows(await readFile((await csv.path())!, 'utf8'));
    expect(rows[0]!.slice(0, 3)).toEqual(['Date', 'Client Name', 'Brand']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[9]])).toEqual([
      ["'=SUM(A1)", 'Acme Foods', 'Won'],
      ['Asha Rao', 'Acme Foods', 'Won'],
      ['Zara Khan', 'Acme Foods', 'Won'],
    ]);
    const xlsx = await exportAs(page, t.exportXlsx);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');

    // Ctrl+K from anywhere, the lead found by a fragment, Enter opens its page.
    await page.goto(hostUrl(company.subdomain, '/'));
    await expect(page.getByRole('button', { name: t.searchButton })).toBeVisible();
    await page.keyboard.press('Control+K');
    const search = page.getByPlaceholder(t.searchPlaceholder);
    await expect(search).toBeFocused();
    await expect(page.getByText(t.searchNoRecent)).toBeVisible();
    // A misspelt name finds the lead when nothing matches as typed.
    await search.fill('Zaara Khan');
    await expect(page.getByRole('button', { name: /Zara Khan/ })).toBeVisible();
    await expect(page.getByText(t.searchSimilar)).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/data-out-spotlight-misspelt.png' });
    await search.fill('asha');
    const hit = page.getByRole('button', { name: /Asha Rao/ });
    await expect(hit).toBeVisible();
    await expect(page.getByText(t.searchSimilar)).toBeHidden();
    await page.screenshot({ path: 'e2e/.artifacts/data-out-spotlight.png' });
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/crm/leads/${leads['Asha Rao']}$`));

    // Opened again with nothing typed: the lead is among the recent items.
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('button', { name: /Asha Rao/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // The header button opens it too, on a phone as well.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await page.getByRole('button', { name: t.searchButton }).click();
    await page.getByPlaceholder(t.searchPlaceholder).fill('acme');
    await expect(page.getByRole('button', { name: /Acme Foods/ })).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/data-out-spotlight-phone.png' });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'e2e/.artifacts/data-out-leads-phone.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
