import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany, sidebar } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.crm.imports;
const SHOTS = new URL('../.artifacts/', import.meta.url).pathname;

/** A spreadsheet export with messy headers, 1,000 rows, one of them bad (row 501: unknown stage). */
function leadsCsv(): string {
  const lines = ['client name,BRAND,E-Mail,mobile,Stage,Next follow-up date,Estimated value'];
  for (let i = 1; i <= 1000; i++) {
    const stage = i === 500 ? 'Sleeping' : i % 2 ? 'Qualified' : 'closed won';
    lines.push(
      `Client ${i},Acme Foods,client${i}@example.com,+91 90000 ${String(i).padStart(5, '0')},${stage},2027-01-15,"1,250"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}crm-import-${name}.png`, fullPage: true });
}

test.describe('CSV import', () => {
  test.use({ actionTimeout: 15_000 });

  test('a file with an unclosed quote is explained on the page, with its line; the next file is taken', async ({
    page,
  }) => {
    // The refused upload is logged by the browser, as every 4xx is.
    const errors = watchErrors(page, { forcedFailures: /\/api\/crm\/imports/ });
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/crm/imports?kind=lead'));
    const file = (body: string) => ({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(body) });
    await page.locator('input[type="file"]').setInputFiles(file('Client Name,Brand\nAsha,Acme\n"Ravi,Acme\n'));
    const alert = page.getByRole('alert').filter({ hasText: t.uploadFailedTitle });
    await expect(alert).toContainText(t.quoteNotClosed(3));
    await page.locator('input[type="file"]').setInputFiles(file('Client Name,Brand\nAsha,Acme\n'));
    await expect(page.getByText(t.mappingHint)).toBeVisible();
    await expect(alert).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a messy spreadsheet: Indian and international numbers, header synonyms, blank rows, day-first dates, a row twice', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await trpcMutation(page, 'crm.brands.create', { name: 'Acme Foods' });
    await page.goto(hostUrl(company.subdomain, '/crm/imports?kind=lead'));
    const csv = [
      'Client Name,Brand,Phone No.,Estimated Value,Next Follow-up Date',
      'Asha Rao,Acme Foods,+91 90000 00001,"1,20,000",27/11/2026',
      ',,,,',
      'Ravi Kumar,Acme Foods,+91 90000 00002,120000.00,5 Dec 2026',
      '',
      'Asha Rao,Acme Foods,+91 90000 00001,"1,20,000",27/11/2026',
      'Meera Shah,Acme Foods,+91 90000 00003,"120,000",2026-12-10',
    ].join('\n');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'messy.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText(t.mappingHint)).toBeVisible();
    // "Phone No." is the mobile number, not "Do not import".
    await expect(page.getByRole('combobox', { name: `${t.targetField}: Phone No.` })).toHaveValue('Mobile Number');
    await expect(page.getByTestId('import-dates-hint')).toBeVisible();

    await page.getByRole('button', { name: t.next }).click();
    // Blank rows are no rows; the second Asha is a duplicate of line 2; nothing fails.
    await expect(page.getByText(t.previewCounts.valid(3))).toBeVisible();
    await expect(page.getByText(t.previewCounts.duplicates(1))).toBeVisible();
    await expect(page.getByText(t.previewCounts.failed(0))).toBeVisible();
    await expect(page.getByText(t.noErrors)).toBeVisible();
    const preview = page.getByTestId('import-preview-rows');
    await expect(preview).toContainText('27 Nov 2026');
    await expect(preview).toContainText('5 Dec 2026');
    await page.getByRole('button', { name: t.startAction(3) }).click();
    const summary = page.getByTestId('import-summary');
    await expect(summary).toBeVisible({ timeout: 60_000 });
    await expect(summary.getByTestId('import-count-created')).toHaveText('3');

    const { leads } = await trpcQuery<{
      leads: {
        clientName: string;
        mobileNumber: string | null;
        estimatedValue: number | null;
        nextFollowUpDate: string | null;
      }[];
    }>(page, 'crm.leads.list', { sort: 'clientName', order: 'asc' });
    expect(leads.map((l) => [l.clientName, l.mobileNumber, Number(l.estimatedValue), l.nextFollowUpDate])).toEqual([
      ['Asha Rao', '+91 90000 00001', 120000, '2026-11-27'],
      ['Meera Shah', '+91 90000 00003', 120000, '2026-12-10'],
      ['Ravi Kumar', '+91 90000 00002', 120000, '2026-12-05'],
    ]);
    expect(errors).toEqual([]);
  });

  test('imports 1,000 leads with one bad row through mapping and preview, with progress and summary', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await trpcMutation(page, 'crm.brands.create', { name: 'Acme Foods' });

    // From the leads list to the import screen.
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await page.getByRole('link', { name: t.action }).click();
    await expect(page).toHaveURL(/\/crm\/imports\?kind=lead$/);
    // The screen's chunk loads on first use; on a busy machine that takes a while.
    await expect(page.getByRole('heading', { name: t.title(t.kindLabels.lead) })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(t.historyEmpty)).toBeVisible();
    // Imports has its own entry in the navigation, and the screen switches between record kinds.
    const nav = MESSAGES.web.companyPortal.nav;
    await expect(sidebar(page).getByRole('link', { name: nav.imports })).toHaveAttribute('href', '/crm/imports');
    const kinds = page.getByRole('radiogroup', { name: nav.importKind });
    await kinds.getByText(nav.brands, { exact: true }).click();
    await expect(page.getByRole('heading', { name: t.title(t.kindLabels.brand) })).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/imports\?kind=brand$/);
    await kinds.getByText(nav.leads, { exact: true }).click();
    await expect(page.getByRole('heading', { name: t.title(t.kindLabels.lead) })).toBeVisible();
    await shoot(page, 'upload');

    // Upload (the drop zone's file input) and the mapping screen with the headers matched.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(leadsCsv()),
    });
    await expect(page.getByText(t.mappingHint)).toBeVisible();
    await expect(page).toHaveURL(/id=/);
    await expect(page.getByRole('combobox', { name: `${t.targetField}: client name` })).toHaveValue('Client Name *');
    await expect(page.getByRole('combobox', { name: `${t.targetField}: E-Mail` })).toHaveValue('Email');
    await expect(page.getByRole('combobox', { name: `${t.targetField}: Estimated value` })).toHaveValue(
      'Estimated Value',
    );
    await shoot(page, 'mapping');

    // Preview: rows as stored, the bad row's error, the choice to import the valid rows only.
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByTestId('import-preview-rows')).toContainText('Won');
    const problems = page.getByTestId('import-errors');
    await expect(problems).toContainText('501');
    await expect(problems).toContainText('Stage must be one of');
    await expect(page.getByRole('button', { name: t.startAction(999) })).toBeDisabled();
    await page.getByRole('radio', { name: t.commitChoices.valid }).check();
    await shoot(page, 'preview');
    await page.getByRole('button', { name: t.startAction(999) }).click();

    // The progress bar (or, on a fast machine, straight the summary), then the summary.
    await expect(page.getByTestId('import-progress').or(page.getByTestId('import-summary'))).toBeVisible();
    const summary = page.getByTestId('import-summary');
    await expect(summary).toBeVisible({ timeout: 60_000 });
    await expect(summary.getByTestId('import-count-created')).toHaveText('999');
    await expect(summary.getByTestId('import-count-failed')).toHaveText('1');
    await shoot(page, 'summary');

    // The failing rows as a file: the server names it after the upload; line, cells, reasons.
    const [failures] = await Promise.all([
      page.waitForEvent('download'),
      summary.getByRole('button', { name: t.downloadFailures }).click(),
    ]);
    expect(failures.suggestedFilename()).toBe('leads-failed-rows.csv');
    const rows = readFileSync(await failures.path(), 'utf8').split('\r\n');
    expect(rows[0]).toBe(`\ufeffLine,client name,BRAND,E-Mail,mobile,Stage,Next follow-up date,Estimated value,Errors`);
    expect(rows[1]).toMatch(/^501,Client 500,Acme Foods,.*Sleeping.*Stage must be one of/);

    // Each imported lead's timeline starts with the import, naming the file.
    const { leads } = await trpcQuery<{ leads: { id: string }[] }>(page, 'crm.leads.list', { search: 'client7@' });
    await page.goto(hostUrl(company.subdomain, `/crm/leads/${leads[0]!.id}`));
    await expect(page.getByText(MESSAGES.web.crmLeadPage.timeline.createdByImport('leads.csv'))).toBeVisible({
      timeout: 30_000,
    });
    await shoot(page, 'lead-timeline');
    await page.goBack();

    // The summary survives a reload; the history lists the import; the leads are there.
    await page.reload();
    await expect(page.getByTestId('import-summary')).toBeVisible();
    await page.getByRole('button', { name: t.another }).click();
    await expect(page.getByTestId('import-history')).toContainText('leads.csv');
    const { pagination } = await trpcQuery<{ pagination: { total: number } }>(page, 'crm.leads.list', {});
    expect(pagination.total).toBe(999);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('import-history')).toContainText('leads.csv');
    await expect.poll(() => hasHorizontalOverflow(page)).toBe(false);
    await shoot(page, 'mobile');
    expect(errors).toEqual([]);
  });
});
