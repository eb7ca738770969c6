import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany, sidebar } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.crm.imports;
const u = t.undo;
const SHOTS = new URL('../.artifacts/', import.meta.url).pathname;
const CSV = 'Client Name,Brand\nUndo Asha,Acme Foods\nUndo Ravi,Acme Foods\nUndo Meera,Acme Foods\n';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}crm-import-revert-${name}.png`, fullPage: true });
}

/** Three leads imported through the screen, which is left on the import's summary; its id. */
async function importThreeLeads(page: Page, subdomain: string): Promise<string> {
  await trpcMutation(page, 'crm.brands.create', { name: 'Acme Foods' });
  await page.goto(hostUrl(subdomain, '/crm/imports?kind=lead'));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'undo-me.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  // The screen's chunk loads on first use; on a busy machine that takes a while.
  await expect(page.getByText(t.mappingHint)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.startAction(3) }).click();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary.getByTestId('import-count-created')).toHaveText('3');
  return new URL(page.url()).searchParams.get('id')!;
}

test.describe('Undoing an import', () => {
  test.use({ actionTimeout: 15_000 });

  test('the owner undoes an import: the leads it created go, one changed since is kept and linked', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    const id = await importThreeLeads(page, company.subdomain);

    // Someone changes one of the imported leads: the undo must leave it alone.
    const { leads } = await trpcQuery<{ leads: { id: string }[] }>(page, 'crm.leads.list', { search: 'Undo Meera' });
    const meera = leads[0]!.id;
    await trpcMutation(page, 'crm.leads.update', { id: meera, clientName: 'Undo Meera Shah' });

    await expect(page.getByTestId('import-undo')).toContainText(u.until('').replace(/\s*\.$/, ''));
    await shoot(page, 'before');
    await page.getByRole('button', { name: u.action }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: u.confirmTitle });
    await expect(dialog).toContainText(u.confirmMessage);
    await shoot(page, 'confirm');
    await dialog.getByRole('button', { name: u.action }).click();

    // Progress while the job runs (on a fast machine, straight the summary), then the summary.
    await expect(page.getByTestId('import-undo-progress').or(page.getByTestId('import-undo-summary'))).toBeVisible();
    const undone = page.getByTestId('import-undo-summary');
    await expect(undone).toBeVisible({ timeout: 60_000 });
    await expect(undone).toContainText(u.summary(2, 0, 1));
    // Listed by the name it had when undone, linked to its page.
    const kept = undone.getByRole('link', { name: 'Undo Meera Shah' });
    await expect(kept).toHaveAttribute('href', `/crm/leads/${meera}`);
    await expect(undone).toContainText(t.revertKeptChanged);
    await expect(page.getByRole('button', { name: u.action })).toHaveCount(0);
    await shoot(page, 'summary');

    // The history says so; the Leads list (reached in the app) holds only the kept lead.
    await page.getByRole('button', { name: t.another }).click();
    await expect(page.getByTestId('import-history')).toContainText(u.undone);
    await shoot(page, 'history');
    await sidebar(page).getByRole('link', { name: MESSAGES.web.companyPortal.nav.leads }).click();
    const rows = page.locator('tbody tr');
    await expect(rows.filter({ hasText: 'Undo Meera Shah' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Undo Asha' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Undo Ravi' })).toHaveCount(0);
    const { pagination } = await trpcQuery<{ pagination: { total: number } }>(page, 'crm.leads.list', {});
    expect(pagination.total).toBe(1);

    // The kept lead's link opens its page.
    await page.goto(hostUrl(company.subdomain, `/crm/imports?kind=lead&id=${id}`));
    await page.getByTestId('import-undo-summary').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/crm/leads/${meera}$`));
    await expect(page.getByText('Undo Meera Shah').first()).toBeVisible({ timeout: 30_000 });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(company.subdomain, `/crm/imports?kind=lead&id=${id}`));
    await expect(page.getByTestId('import-undo-summary')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => hasHorizontalOverflow(page)).toBe(false);
    await shoot(page, 'mobile');
    expect(errors).toEqual([]);
  });

  test('a member who did not run the import is not offered to undo it; a refusal shows the server message', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page, { forcedFailures: /crm\.imports\.revert/ });
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    const id = await importThreeLeads(page, company.subdomain);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('import-undo')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => hasHorizontalOverflow(page)).toBe(false);
    await shoot(page, 'before-mobile');

    const memberContext = await browser.newContext({ storageState: undefined, viewport: { width: 390, height: 844 } });
    const member = await memberContext.newPage();
    const memberErrors = watchErrors(member);
    await signIn(member, company.subdomain, company.member.email);
    await member.goto(hostUrl(company.subdomain, `/crm/imports?kind=lead&id=${id}`));
    await expect(member.getByTestId('import-summary')).toBeVisible({ timeout: 30_000 });
    await expect(member.getByRole('button', { name: u.action })).toHaveCount(0);
    await expect(member.getByTestId('import-undo')).toHaveCount(0);
    await member.screenshot({ path: `${SHOTS}crm-import-revert-member-mobile.png`, fullPage: true });
    await memberContext.close();

    // Undone meanwhile (through the API): the owner's screen, not yet told, still offers it.
    await trpcMutation(page, 'crm.imports.revert', { id });
    await page.getByRole('button', { name: u.action }).click();
    await page.getByRole('dialog').filter({ hasText: u.confirmTitle }).getByRole('button', { name: u.action }).click();
    await expect(page.getByText(t.revertAlready)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('import-undo-summary')).toContainText(u.summary(3, 0, 0), { timeout: 60_000 });

    // An undo under way and one that failed, as the server would tell them (its answer rewritten
    // here: a slow undo needs thousands of records, a failed one a broken database).
    let shown: object = { status: 'running', done: 1, total: 3 };
    await page.route(/\/trpc\/[^?]*crm\.imports\.get/, async (route) => {
      // Node does not resolve *.localhost: the same request, to the same server, by address.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      const answer = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
      const body = (await answer.json()) as { result?: { data?: { import?: { revert: unknown } } } }[];
      for (const item of body) {
        const value = item.result?.data?.import;
        if (value) value.revert = { ...(value.revert as object), ...shown };
      }
      await route.fulfill({ response: answer, json: body });
    });
    await page.reload();
    const progress = page.getByTestId('import-undo-progress');
    await expect(progress).toContainText(u.progress(1, 3), { timeout: 30_000 });
    await shoot(page, 'progress-mobile');
    // The screen polls while the undo runs: the failure shows without a reload.
    shown = { status: 'failed', failure: 'Disk full' };
    const failed = page.getByTestId('import-undo-failed');
    await expect(failed).toContainText('Disk full');
    await expect(failed).toContainText(u.nothingChanged);
    await expect(failed.getByRole('button', { name: u.retry })).toBeVisible();
    await shoot(page, 'failed-mobile');

    expect(errors).toEqual([]);
    expect(memberErrors).toEqual([]);
  });
});
