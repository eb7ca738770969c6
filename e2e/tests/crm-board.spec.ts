import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const b = MESSAGES.web.crmBoard;

const column = (page: Page, stage: string) => page.locator(`[data-stage="${stage}"]`);
const card = (page: Page, stage: string, client: string) => column(page, stage).locator(`[data-lead="${client}"]`);

test.describe('CRM leads board', () => {
  test.use({ actionTimeout: 15_000 });

  test('switch to the board, drag, keyboard and menu moves persist; overdue in red; a phone', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme Foods' });
    const me = await trpcMutation<{ lead: { csPersonId: string } }>(page, 'crm.leads.create', {
      brandId: brand.id,
      clientName: 'Asha Rao',
      csPerson: company.owner.name,
      estimatedValue: 150000,
      nextFollowUpDate: '2020-01-01',
    });
    for (const [clientName, estimatedValue] of [
      ['Bela Shah', 50000],
      ['Chitra Iyer', 25000],
    ] as const) {
      await trpcMutation(page, 'crm.leads.create', {
        brandId: brand.id,
        clientName,
        csPersonId: me.lead.csPersonId,
        estimatedValue,
      });
    }

    // The switch is remembered for this user across reloads.
    await page.reload();
    await page.getByText(b.board, { exact: true }).click();
    await expect(column(page, 'New')).toBeVisible();
    await page.reload();
    await expect(column(page, 'New')).toBeVisible();
    await expect(column(page, 'New').locator('[data-count]')).toHaveText(b.count(3));
    await expect(column(page, 'New').locator('[data-total]')).toHaveText('₹2,25,000');
    await expect(card(page, 'New', 'Asha Rao')).toContainText('₹1,50,000');
    // Red: whatever shade the theme reads best in, its red channel leads by far.
    const overdue = await card(page, 'New', 'Asha Rao')
      .locator('[data-overdue]')
      .evaluate((node) => getComputedStyle(node).color.match(/\d+/g)!.map(Number));
    expect(overdue[0]!).toBeGreaterThan(2 * Math.max(overdue[1]!, overdue[2]!));

    // The board keeps the list's actions; the keyboard instructions open on demand.
    const lt = MESSAGES.web.crmLeads;
    await expect(page.getByRole('button', { name: lt.add })).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.crm.dataOut.exportButton })).toBeVisible();
    await expect(page.getByRole('link', { name: MESSAGES.crm.imports.action })).toBeVisible();
    // (The drag-and-drop's own copy for screen readers is in the page, hidden, all along.)
    const help = page.getByRole('button', { name: b.keyboardHelp });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await help.click();
    await expect(page.locator('#board-drag-hint')).toHaveText(b.dragHint);
    await expect(page.locator('#board-drag-hint')).toBeVisible();
    await page.getByRole('button', { name: lt.add }).click();
    await expect(page.getByRole('dialog').filter({ hasText: lt.addTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Drag with the mouse from New to Contacted.
    const grip = card(page, 'New', 'Asha Rao').getByRole('button', { name: b.pickUp('Asha Rao') });
    const from = (await grip.boundingBox())!;
    const to = (await column(page, 'Contacted').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 10 });
    await page.mouse.up();
    await expect(card(page, 'Contacted', 'Asha Rao')).toBeVisible();
    await expect(page.getByText(b.moved('Asha Rao', 'Contacted'))).toBeVisible();
    await expect(column(page, 'Contacted').locator('[data-total]')).toHaveText('₹1,50,000');

    // The keyboard: Space on the grip, Right, Space.
    await card(page, 'New', 'Bela Shah')
      .getByRole('button', { name: b.pickUp('Bela Shah') })
      .focus();
    // Each step waits for what a screen reader hears, as a person would wait for the card to move.
    await page.keyboard.press('Space');
    await expect(page.getByText(b.announce.over('Bela Shah', 'New'))).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(b.announce.over('Bela Shah', 'Contacted'))).toBeAttached();
    await page.keyboard.press('Space');
    await expect(card(page, 'Contacted', 'Bela Shah')).toBeVisible();

    // The stage menu, for touch.
    await card(page, 'New', 'Chitra Iyer')
      .getByRole('button', { name: b.stageMenu('Chitra Iyer') })
      .click();
    await page.getByRole('menuitem', { name: 'Won', exact: true }).click();
    await expect(card(page, 'Won', 'Chitra Iyer')).toBeVisible();

    // The server kept every change.
    await page.reload();
    await expect(column(page, 'Contacted').locator('[data-count]')).toHaveText(b.count(2));
    await expect(card(page, 'Contacted', 'Asha Rao')).toBeVisible();
    await expect(card(page, 'Contacted', 'Bela Shah')).toBeVisible();
    await expect(card(page, 'Won', 'Chitra Iyer')).toBeVisible();
    await expect(column(page, 'New').locator('[data-count]')).toHaveText(b.count(0));

    // The filters narrow the columns as on the list.
    await page.getByPlaceholder(MESSAGES.web.crmLeads.searchPlaceholder).fill('bela');
    await expect(column(page, 'Won').locator('[data-count]')).toHaveText(b.count(0));
    await expect(column(page, 'Contacted').locator('[data-count]')).toHaveText(b.count(1));

    // A card opens its lead.
    const link = card(page, 'Contacted', 'Bela Shah').getByRole('link', { name: 'Bela Shah' });
    await expect(link).toHaveAttribute('href', /^\/crm\/leads\/[0-9a-f-]{36}$/);
    await card(page, 'Contacted', 'Bela Shah').getByText('Acme Foods').click();
    await expect(page).not.toHaveURL(/\/crm\/leads$/);

    // A phone: the board scrolls inside itself, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(column(page, 'New')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    expect(errors).toEqual([]);
  });

  test.describe('on a browser in UTC', () => {
    test.use({ timezoneId: 'UTC' });

    test("marks a follow-up overdue by the company's today, not the browser's", async ({ page }) => {
      const errors = watchErrors(page);
      const company = await createPortalCompany(page);
      await signIn(page, company.subdomain, company.owner.email);
      await page.goto(hostUrl(company.subdomain, '/crm/leads'));
      // A zone whose day differs from UTC's now: 14 hours ahead late in the UTC day, 11 behind early in it.
      const now = new Date();
      const ahead = now.getUTCHours() >= 10;
      await trpcMutation(page, 'company.settings.update', {
        timeZone: ahead ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago',
      });
      // Ahead, the company's today is UTC's tomorrow: UTC's today is already past. Behind, it is UTC's
      // yesterday: that day is not past yet there, though the browser's calendar says so.
      const utcToday = now.toISOString().slice(0, 10);
      const utcYesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
      const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', {
        name: 'Zone Foods',
      });
      await trpcMutation(page, 'crm.leads.create', {
        brandId: brand.id,
        clientName: 'Dev Zone',
        csPerson: company.owner.name,
        nextFollowUpDate: ahead ? utcToday : utcYesterday,
      });
      await page.reload();
      await page.getByText(b.board, { exact: true }).click();
      const dev = card(page, 'New', 'Dev Zone');
      await expect(dev).toContainText(b.followUp(''));
      await expect(dev.locator('[data-overdue]')).toHaveCount(ahead ? 1 : 0);
      expect(errors).toEqual([]);
    });
  });
});
