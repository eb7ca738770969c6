/**
 * Operator screens of the admin portal: the sent-mail log at /mail, and a company's data export
 * from its detail page. The test SMTP server turns refused-…@ addresses away with 451.
 */
import { execFileSync } from 'node:child_process';

import { MESSAGES } from '@app/contracts';

import { createCompanyViaApi, inviteUserViaApi, unique } from '../support/api';
import { hasHorizontalOverflow, watchErrors } from '../support/auth';
import { toast } from '../support/companies';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.web.mailOutbox;

test('lists refused mail as waiting for retry, with attempts, error and next attempt', async ({ page }, info) => {
  const errors = watchErrors(page);
  await page.goto(hostUrl('admin', '/'));
  const company = await createCompanyViaApi(page);
  const email = `${unique('refused')}@example.com`;
  await inviteUserViaApi(page, company.id, 'Rita Refused', email);

  await page.goto(hostUrl('admin', '/mail'));
  await expect(page).toHaveTitle(MESSAGES.web.adminPageTitle(t.title));
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('link', { name: t.nav })).toBeVisible();
  // The e2e server delivers through its SMTP capture, and the page says so.
  await expect(page.getByText(t.deliveryViaSmtp)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  // The delivery runs after the invitation commits: refresh until its first attempt is recorded.
  await expect(async () => {
    await page.getByRole('button', { name: t.refresh }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByText(t.status.pending, { exact: true })).toBeVisible();
  await expect(row.getByText(t.body.kept, { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toContainText('451');
  await expect(row.getByRole('cell').nth(5)).not.toHaveText(t.noNextAttempt);
  await page.screenshot({ path: info.outputPath('mail-outbox-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot({ path: info.outputPath('mail-outbox-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test("downloads a company's data export from its detail page", async ({ page }, info) => {
  const errors = watchErrors(page);
  await page.goto(hostUrl('admin', '/'));
  const company = await createCompanyViaApi(page);
  await page.goto(hostUrl('admin', `/companies/${company.id}`));
  const button = page.getByRole('button', { name: MESSAGES.web.companyExport.button });
  await expect(button).toBeVisible();
  await page.screenshot({ path: info.outputPath('company-export-desktop.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^company-${company.subdomain}-\\d{4}-\\d{2}-\\d{2}\\.tar\\.gz$`),
  );
  const file = info.outputPath('export.tar.gz');
  await download.saveAs(file);
  const names = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
  const folder = `company-${company.subdomain}`;
  expect(names).toEqual(
    expect.arrayContaining([`${folder}/company.json`, `${folder}/tables/users.jsonl`, `${folder}/manifest.json`]),
  );
  await expect(toast(page, MESSAGES.web.companyExport.done)).toBeVisible();
  expect(errors).toEqual([]);
});
