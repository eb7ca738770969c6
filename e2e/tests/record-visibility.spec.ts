/**
 * Record visibility: the owner picks "Their own" in Company Settings → Access Control, and a team
 * member then sees only the leads they are the CS person of, in the list, the board, Ctrl+K and the
 * dashboard's figures; switching back shows every lead again.
 */
import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const cs = MESSAGES.web.companyPortal.companySettings;
const t = MESSAGES.crm.dataOut;

const leadRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('record visibility', () => {
  test.use({ actionTimeout: 15_000 });

  test('the owner switches to "Their own"; the member then sees only their leads everywhere', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Seen Foods' });
    for (const [clientName, csPerson] of [
      ['Tom Own Client', company.member.name],
      ['Owner Kept Client', company.owner.name],
    ]) {
      await trpcMutation(page, 'crm.leads.create', { brandId: brand.id, clientName, csPerson });
    }

    await page.goto(hostUrl(company.subdomain, '/company/settings'));
    const own = page.getByRole('radio', { name: cs.recordVisibilityOptions.own.label });
    await expect(page.getByRole('radio', { name: cs.recordVisibilityOptions.all.label })).toBeChecked();
    await own.click();
    await expect(page.getByText(cs.recordVisibilitySaved)).toBeVisible();
    await expect(own).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: cs.recordVisibilityOptions.own.label })).toBeChecked();
    await page.screenshot({ path: 'e2e/.artifacts/record-visibility-settings.png', fullPage: true });

    const memberContext = await browser.newContext({ storageState: undefined });
    const member = await memberContext.newPage();
    await signIn(member, company.subdomain, company.member.email);
    await member.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(leadRow(member, 'Tom Own Client')).toBeVisible();
    await expect(leadRow(member, 'Owner Kept Client')).toHaveCount(0);
    // The board and the dashboard's figures count the member's lead alone.
    const board = await trpcQuery<{ columns: { count: number }[] }>(member, 'crm.leadBoard.columns', {});
    expect(board.columns.reduce((n, c) => n + c.count, 0)).toBe(1);
    const summary = await trpcQuery<{ summary: { totalLeads: number } }>(member, 'crm.dashboard.get', undefined);
    expect(summary.summary.totalLeads).toBe(1);
    // Ctrl+K finds the member's lead, not the owner's.
    await member.keyboard.press('Control+K');
    const search = member.getByPlaceholder(t.searchPlaceholder);
    await search.fill('Client');
    const spotlight = member.getByRole('dialog');
    await expect(spotlight.getByRole('button', { name: /Tom Own Client/ })).toBeVisible();
    await expect(spotlight.getByRole('button', { name: /Owner Kept Client/ })).toHaveCount(0);
    await member.keyboard.press('Escape');
    // Another's lead by its address is the dead end.
    const hidden = await trpcQuery<{ leads: { id: string }[] }>(page, 'crm.leads.list', { search: 'Owner Kept' });
    await member.goto(hostUrl(company.subdomain, `/crm/leads/${hidden.leads[0]!.id}`));
    await expect(member.getByRole('heading', { name: MESSAGES.crm.leads.notFound })).toBeVisible();

    // Back to all: the next page the member opens shows both.
    await page.getByRole('radio', { name: cs.recordVisibilityOptions.all.label }).click();
    await expect(page.getByText(cs.recordVisibilitySaved)).toBeVisible();
    await member.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(leadRow(member, 'Owner Kept Client')).toBeVisible();
    await memberContext.close();
    expect(errors).toEqual([]);
  });
});
