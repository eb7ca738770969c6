import type { Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { pickImage, toast } from '../support/companies';
import { createPortalCompany, sidebar } from '../support/company-portal';
import { hostUrl } from '../support/env';
import { tinyPng } from '../support/files';
import { expect, test } from '../support/session';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { failTrpcProcedure, trpcUrlPattern } from '../support/trpc';

const m = MESSAGES.crm.brands;
const c = MESSAGES.crm.columns;
const t = MESSAGES.web.crmBrands;
const ct = MESSAGES.web.crmColumns;

/** The company's fields (the Columns panel), reached through the Columns choice. */
async function openFieldsPanel(page: Page) {
  await page.getByRole('button', { name: t.columnsButton }).click();
  await page.getByRole('button', { name: t.manageFields }).click();
}

const brandRow = (page: Page, name: string) => page.locator(`[data-brand="${name}"]`);
const columnOrder = (panel: Locator) =>
  panel.locator('[data-column]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-column')));
/** The columns' labels in the panel's order, read off their drag handles as a screen reader does. */
const columnLabels = (panel: Locator) =>
  panel
    .getByRole('button', { name: ct.dragHandle('') })
    .evaluateAll(
      (handles, prefix) => handles.map((h) => h.getAttribute('aria-label')!.slice(prefix.length)),
      ct.dragHandle(''),
    );

/**
 * Space, ArrowUp, Space on a column's handle. Each step waits for what a screen reader hears, as a
 * person would wait for the column to move: the sensor takes arrows only once the pick-up is in.
 */
async function moveUpByKeyboard(page: Page, panel: Locator, label: string) {
  const labels = await columnLabels(panel);
  const above = labels[labels.indexOf(label) - 1]!;
  const handle = panel.getByRole('button', { name: ct.dragHandle(label) });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(ct.announce.over(label, above), { exact: true })).toBeAttached();
  await page.keyboard.press('Space');
}
const headers = (page: Page) =>
  page
    .getByRole('table')
    .locator('thead th')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim() ?? ''));

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addBrand(page: Page, name: string, tier: string) {
  await page.getByRole('button', { name: t.add }).click();
  const panel = page.getByRole('dialog', { name: m.addTitle });
  await panel.getByRole('textbox', { name: t.form.name }).fill(name);
  await choose(panel, page, 'Tier', tier);
  await panel.getByRole('button', { name: t.create }).click();
  await expect(toast(page, m.created).last()).toBeVisible();
  await expect(panel).toBeHidden();
  return panel;
}

test.describe('CRM brands', () => {
  test('columns, brands, search, sort and bulk actions', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    // Deleting a brand that has leads is refused on purpose (409), which Chromium logs.
    const errors = watchErrors(page, { forcedFailures: trpcUrlPattern('crm.brands.remove') });
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/crm/brands'));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expect(page.getByText(m.empty)).toBeVisible();

    // Columns: the panel opens with its form closed; a select column is added with derived values.
    await openFieldsPanel(page);
    const panel = page.getByRole('dialog', { name: c.panelTitle });
    await expect(panel.getByRole('button', { name: ct.addColumn })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: ct.fields.name })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: ct.delete('Brand Name') })).toHaveCount(0);
    await panel.getByRole('button', { name: ct.addColumn }).click();
    await panel.getByRole('textbox', { name: ct.fields.name }).fill('1tier');
    await panel.getByRole('textbox', { name: ct.fields.label }).fill('Tier');
    await choose(panel, page, ct.fields.type, ct.types.select);
    await panel.getByRole('button', { name: ct.save }).click();
    await expect(panel.getByText(c.nameFormat)).toBeVisible();
    await expect(panel.getByText(c.selectNeedsOptions)).toBeVisible();
    await panel.getByRole('textbox', { name: ct.fields.name }).fill('tier');
    await panel.getByRole('button', { name: ct.fields.addOption }).click();
    await panel.getByRole('textbox', { name: `${ct.fields.options} 1` }).fill('Gold Plus!');
    await expect(panel.getByText(ct.fields.optionValue('gold_plus'))).toBeVisible();
    await panel.getByRole('button', { name: ct.fields.addOption }).click();
    await panel.getByRole('textbox', { name: `${ct.fields.options} 2` }).fill('Silver');
    await panel.getByRole('button', { name: ct.save }).click();
    await expect(toast(page, c.created)).toBeVisible();
    await expect(panel.locator('[data-column="tier"]')).toBeVisible();

    // Reorder by keyboard: Tier (last) moves up one place and stays there.
    const before = await columnOrder(panel);
    expect(before.at(-1)).toBe('tier');
    await moveUpByKeyboard(page, panel, 'Tier');
    const oneUp = [...before.slice(0, -2), 'tier', before.at(-2)];
    await expect.poll(() => columnOrder(panel)).toEqual(oneUp);

    // Reorder by drag: Tier onto the first column.
    const handle = panel.getByRole('button', { name: ct.dragHandle('Tier') });
    // Column writes go one at a time: dragging waits until the first reorder is saved.
    await expect(handle).toHaveAttribute('aria-disabled', 'false');
    const target = panel.locator('[data-column]').first();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + 20, to.y + 4, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => columnOrder(panel)).toEqual(['tier', ...oneUp.filter((n) => n !== 'tier')]);

    // Hide Phone; close the panel. The order survives a reload.
    // The switches wait for the reorder's save too.
    const phoneSwitch = panel.getByRole('switch', { name: ct.visible('Phone') });
    await expect(phoneSwitch).toBeEnabled();
    await phoneSwitch.focus();
    await page.keyboard.press('Space');
    await expect(phoneSwitch).toBeEnabled();
    await expect(phoneSwitch).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // A brand with a logo and a custom select value; the name is required first.
    await page.getByRole('button', { name: t.add }).click();
    const add = page.getByRole('dialog', { name: m.addTitle });
    await add.getByRole('button', { name: t.create }).click();
    await expect(add.getByText(m.nameRequired)).toBeVisible();
    await expect(add.getByRole('alert').filter({ hasText: m.requiredFields })).toBeVisible();
    await add.getByRole('textbox', { name: t.form.name }).fill('Acme Foods');
    await pickImage(add, t.form.logo, tinyPng(testInfo, 'logo.png'));
    await choose(add, page, 'Tier', 'Gold Plus!');
    await add.getByRole('button', { name: t.create }).click();
    await expect(toast(page, m.created)).toBeVisible();
    const acme = brandRow(page, 'Acme Foods');
    await expect(acme.getByText('Gold Plus!')).toBeVisible();
    await expect(acme.locator('img')).toBeVisible();
    // The company's order, but the brand's name stays first (it names the row and sticks).
    const shown = await headers(page);
    expect(shown.slice(1, 3)).toEqual(['Brand Name', 'Tier']);
    expect(shown).not.toContain('Phone');
    await addBrand(page, 'Beta Bites', 'Silver');

    // Edit.
    await acme.getByRole('button', { name: `${t.edit} Acme Foods` }).click();
    const edit = page.getByRole('dialog', { name: m.editTitle });
    await expect(edit.getByRole('textbox', { name: t.form.name })).toHaveValue('Acme Foods');
    await edit.getByRole('textbox', { name: t.form.name }).fill('Acme Foods Ltd');
    await edit.getByRole('button', { name: t.update }).click();
    await expect(toast(page, m.updated)).toBeVisible();
    const acmeLtd = brandRow(page, 'Acme Foods Ltd');
    await expect(acmeLtd).toBeVisible();

    // Search on the server, with a chip and Clear all.
    await page.getByRole('searchbox', { name: m.searchPlaceholder }).fill('beta');
    await expect(acmeLtd).toBeHidden();
    await expect(brandRow(page, 'Beta Bites')).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.web.list.clearAll }).click();
    await expect(acmeLtd).toBeVisible();

    // Sort by the custom column, both ways.
    const firstRow = () => page.locator('tbody tr').first().getAttribute('data-brand');
    await page.getByRole('button', { name: MESSAGES.web.list.sortBy('Tier') }).click();
    await expect.poll(firstRow).toBe('Acme Foods Ltd');
    await page.getByRole('button', { name: MESSAGES.web.list.sortBy('Tier') }).click();
    await expect.poll(firstRow).toBe('Beta Bites');

    // Bulk Update Field, then bulk Change Owner: one call each.
    await page.getByRole('checkbox', { name: MESSAGES.web.list.selectAll }).check();
    await page.getByRole('button', { name: t.bulk.updateField }).click();
    const update = page.getByRole('dialog', { name: m.updateFieldTitle });
    await choose(update, page, t.bulk.column, 'Tier');
    await choose(update, page, t.bulk.value, 'Silver');
    await update.getByRole('button', { name: t.bulk.apply }).click();
    await expect(toast(page, 'Successfully updated Tier for 2 brand(s)')).toBeVisible();
    await expect(acmeLtd.getByText('Silver')).toBeVisible();

    await page.getByRole('checkbox', { name: MESSAGES.web.list.selectAll }).check();
    await page.getByRole('button', { name: t.bulk.changeOwner }).click();
    const owner = page.getByRole('dialog', { name: m.changeOwnerTitle });
    await owner.getByRole('combobox', { name: t.bulk.ownerFor(2) }).click();
    await page.getByRole('option', { name: new RegExp(company.admin.name) }).click();
    await owner.getByRole('button', { name: t.bulk.apply }).click();
    await expect(toast(page, 'Successfully updated owner for 2 brand(s)')).toBeVisible();
    await expect(acmeLtd.getByText(company.admin.name)).toBeVisible();

    // A phone: cards, no horizontal overflow; Add Brand where it is at every width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(acmeLtd).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: t.add }).click();
    await expect(page.getByRole('dialog', { name: m.addTitle })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: MESSAGES.web.forms.cancel }).click();
    await expect(page.getByRole('dialog', { name: m.addTitle })).toBeHidden();
    await page.setViewportSize({ width: 1366, height: 900 });

    // Delete from a row; a brand with leads is refused, alone and in a bulk delete (with its reason).
    const { brands } = await trpcQuery<{ brands: { id: string; name: string }[] }>(page, 'crm.brands.dropdown');
    const betaId = brands.find((b) => b.name === 'Beta Bites')!.id;
    const { users } = await trpcQuery<{ users: { id: string }[] }>(page, 'crm.companyUsers.list');
    await trpcMutation(page, 'crm.leads.create', {
      clientName: 'Bea Client',
      brandId: betaId,
      csPersonId: users[0]!.id,
    });
    await trpcMutation(page, 'crm.brands.create', { name: 'Gamma Goods' });
    await page.reload();
    const gamma = brandRow(page, 'Gamma Goods');
    await gamma.getByRole('button', { name: `${t.delete} Gamma Goods` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.delete }).click();
    await expect(toast(page, m.deleted)).toBeVisible();
    await expect(gamma).toBeHidden();
    const beta = brandRow(page, 'Beta Bites');
    await beta.getByRole('button', { name: `${t.delete} Beta Bites` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.delete }).click();
    await expect(toast(page, m.hasLeads(1)).first()).toBeVisible();

    await page.getByRole('checkbox', { name: MESSAGES.web.list.selectAll }).check();
    await page.getByRole('button', { name: t.bulk.delete, exact: true }).click();
    const remove = page.getByRole('dialog', { name: m.deleteBrandsTitle });
    await expect(remove.getByText(t.bulk.deleteMany(2))).toBeVisible();
    await remove.getByRole('button', { name: t.bulk.delete }).click();
    const partial = toast(page, m.bulkPartial(1, 2));
    await expect(partial).toBeVisible();
    await expect(partial).toContainText(`Beta Bites: ${m.hasLeads(1)}`);
    await expect(acmeLtd).toBeHidden();
    await expect(beta).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('a failed load shows Retry; a failed reorder puts the order back', async ({ page }) => {
    const forced = [trpcUrlPattern('crm.brands.list'), trpcUrlPattern('crm.customColumns.reorder')];
    const errors = watchErrors(page, { forcedFailures: new RegExp(forced.map((r) => r.source).join('|')) });
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);

    // The list query is retried once before the error shows.
    await failTrpcProcedure(page, 'crm.brands.list', 2);
    await sidebar(page).getByRole('link', { name: MESSAGES.web.companyPortal.nav.brands }).click();
    await expect(page.getByText(m.fetchFailed)).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.web.retry }).click();
    await expect(page.getByText(m.empty)).toBeVisible();

    await failTrpcProcedure(page, 'crm.customColumns.reorder', 1);
    await openFieldsPanel(page);
    const panel = page.getByRole('dialog', { name: c.panelTitle });
    await expect(panel.locator('[data-column]').first()).toBeVisible();
    const before = await columnOrder(panel);
    await moveUpByKeyboard(page, panel, 'Phone');
    await expect(toast(page, c.reorderFailed)).toBeVisible();
    expect(await columnOrder(panel)).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('a team member sees the brands but no Columns panel to manage them', async ({ page }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.member.email);
    await page.goto(hostUrl(company.subdomain, '/crm/brands'));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expect(page.getByText(m.empty)).toBeVisible();
    // Their own column choice, but not the company's fields.
    await page.getByRole('button', { name: t.columnsButton }).click();
    await expect(page.getByRole('dialog', { name: MESSAGES.web.listLayout.columnsTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: t.manageFields })).toHaveCount(0);
    // The server refuses the change too (crm/access.test.ts, rest/crm-columns.test.ts).
    expect(errors).toEqual([]);
  });
});
