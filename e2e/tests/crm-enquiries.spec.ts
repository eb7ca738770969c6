import type { Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { showColumns } from '../support/list-layout';
import { failTrpcProcedure, trpcUrlPattern } from '../support/trpc';
import { expect, test } from '../support/session';

const t = MESSAGES.web.crmEnquiries;
const k = MESSAGES.web.crmKit;
const d = MESSAGES.web.companyPortal.dashboard;

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const card = (page: Page, key: string) => page.locator(`[data-card="${key}"]`);
const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });
const dashboardCard = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).first().locator('xpath=ancestor::div[contains(@class,"Paper")][1]');

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectCards(page: Page, total: string, won: string, value: string, rate: string) {
  await expect(card(page, 'total')).toContainText(total);
  await expect(card(page, 'won')).toContainText(won);
  await expect(card(page, 'totalValue')).toContainText(value);
  await expect(card(page, 'conversionRate')).toContainText(rate);
}

test.describe('CRM enquiries', () => {
  test('add, summarise, filter, view, send a proposal, edit and delete; the dashboard follows', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await expect(dashboardCard(page, d.cards.totalEnquiries)).toContainText('0');

    const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', {
      name: 'Kaveri Foods',
    });
    const { users } = await trpcQuery<{ users: { id: string; name: string }[] }>(page, 'crm.companyUsers.list');
    const owner = users.find((user) => user.name === company.owner.name)!;
    const { lead } = await trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
      clientName: 'Asha Rao',
      brandId: brand.id,
      csPersonId: owner.id,
    });

    await page.goto(hostUrl(company.subdomain, '/crm/enquiries'));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expect(page.getByText(t.subtitle)).toBeVisible();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expectCards(page, '0', '0', '₹0', '0%');
    // The rows are told apart by their requirement, a column the list hides until chosen.
    await showColumns(page, [t.columns.requirement, t.columns.brand]);

    // The form: defaults, required fields, the lead picker filling brand, client and CS person.
    await page.getByRole('button', { name: t.add }).click();
    const add = dialog(page, t.addSubtitle);
    await expect(add.getByRole('combobox', { name: t.fields.productType })).toHaveValue('Website');
    await expect(add.getByRole('combobox', { name: t.fields.priority })).toHaveValue('Medium');
    await expect(add.getByRole('combobox', { name: t.fields.urgency })).toHaveValue('Medium');
    await expect(add.getByRole('combobox', { name: t.fields.stage })).toHaveValue('New');
    await add.getByRole('button', { name: t.create }).click();
    await expect(add.getByText(t.requirementRequired)).toBeVisible();
    await expect(add.getByText(t.leadRequired)).toBeVisible();
    await add.getByRole('combobox', { name: k.lead }).fill('Asha');
    await page.getByRole('option', { name: k.leadOption('Asha Rao', 'Kaveri Foods') }).click();
    await expect(add.getByRole('textbox', { name: t.fields.brand })).toHaveValue('Kaveri Foods');
    await expect(add.getByRole('combobox', { name: k.csPerson })).toHaveValue(owner.name);
    await add.getByRole('textbox', { name: t.fields.requirement }).fill('Online store with GST invoices');
    await add.getByRole('textbox', { name: t.fields.estimatedValue }).fill('250000');
    await choose(add, page, t.fields.productType, 'E-commerce');
    await add.getByRole('button', { name: t.create }).click();
    await expect(add).toBeHidden();
    const asha = row(page, 'Online store');
    await expect(asha).toContainText('Kaveri Foods');
    await expect(asha).toContainText('Asha Rao');
    await expect(asha).toContainText('E-commerce');
    await expect(asha).toContainText('₹2,50,000');
    await expect(asha).toContainText(owner.name);
    await expectCards(page, '1', '0', '₹2,50,000', '0%');

    // A won enquiry through the API: the cards count the whole set.
    await trpcMutation(page, 'crm.enquiries.create', {
      leadId: lead.id,
      requirement: 'Dealer mobile app',
      productType: 'Mobile App',
      estimatedValue: 100000,
      stage: 'Won',
    });
    await page.reload();
    await expectCards(page, '2', '1', '₹3,50,000', '50%');
    const won = row(page, 'Dealer mobile app');
    await expect(won.getByTitle(t.actions.sendProposal)).toBeDisabled();

    // Filter by stage (on the server; the cards follow the filter), then clear.
    await page.getByRole('combobox', { name: k.stage }).click();
    await page.getByRole('option', { name: 'Won', exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Dealer mobile app');
    await expectCards(page, '1', '1', '₹1,00,000', '100%');
    await expect(page).toHaveURL(/stage=Won/);
    await page.getByRole('button', { name: k.clearFilters }).click();
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('searchbox', { name: t.searchPlaceholder }).fill('gst');
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: k.clearFilters }).click();
    await expect(rows(page)).toHaveCount(2);

    // View Details.
    await asha.getByTitle(t.actions.view).click();
    const view = dialog(page, t.viewTitle);
    await expect(view).toContainText('Online store with GST invoices');
    await expect(view).toContainText('₹2,50,000');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    // Send Proposal: asks, then the stage becomes Quotation Sent.
    await asha.getByTitle(t.actions.sendProposal).click();
    const ask = dialog(page, t.proposalConfirm('Asha Rao'));
    await ask.getByRole('button', { name: t.proposalYes }).click();
    await expect(ask).toBeHidden();
    await expect(asha).toContainText('Quotation Sent');

    // Edit.
    await asha.getByTitle(t.actions.edit).click();
    const edit = dialog(page, t.editSubtitle);
    await expect(edit.getByRole('combobox', { name: t.fields.stage })).toHaveValue('Quotation Sent');
    await edit.getByRole('textbox', { name: t.fields.estimatedValue }).fill('300000');
    await choose(edit, page, t.fields.stage, 'Negotiation');
    await edit.getByRole('button', { name: t.update }).click();
    await expect(edit).toBeHidden();
    await expect(asha).toContainText('Negotiation');
    await expect(asha).toContainText('₹3,00,000');
    await expectCards(page, '2', '1', '₹4,00,000', '50%');

    // Delete.
    await won.getByTitle(t.actions.delete).click();
    const confirm = dialog(page, t.deleteConfirm);
    await confirm.getByRole('button', { name: k.delete }).click();
    await expect(confirm).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await expectCards(page, '1', '0', '₹3,00,000', '0%');

    // The company dashboard shows the CRM's figures.
    await page.getByRole('link', { name: d.title }).first().click();
    await expect(dashboardCard(page, d.cards.totalBrands)).toContainText('1');
    await expect(dashboardCard(page, d.cards.totalLeads)).toContainText('1');
    await expect(dashboardCard(page, d.cards.totalEnquiries)).toContainText('1');
    await expect(page.getByRole('region', { name: d.businessValue })).toContainText(`${d.enquiryValue}₹3,00,000`);

    // A phone: the list comes as cards, the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(company.subdomain, '/crm/enquiries'));
    await expect(page.locator('li[data-href]')).toHaveCount(1);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: t.add }).click();
    await expect(dialog(page, t.addSubtitle)).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    expect(errors).toEqual([]);
  });

  test('a failed CRM summary leaves the team figures shown; a failed list says so; Retry loads both', async ({
    page,
  }) => {
    const forced = [trpcUrlPattern('crm.dashboard.get'), trpcUrlPattern('crm.enquiries.list')];
    const errors = watchErrors(page, { forcedFailures: new RegExp(forced.map((r) => r.source).join('|')) });
    const company = await createPortalCompany(page);
    // A query is retried once: two failures make one visible error.
    await failTrpcProcedure(page, 'crm.dashboard.get', 2);
    await signIn(page, company.subdomain, company.owner.email);
    const pipeline = page.getByRole('region', { name: d.leadPipeline });
    await expect(pipeline).toContainText(d.crmFailed);
    await expect(dashboardCard(page, d.cards.teamMembers)).toContainText('3');
    await expect(dashboardCard(page, d.cards.totalBrands)).toContainText(d.noFigure);
    await pipeline.getByRole('button', { name: MESSAGES.web.retry }).click();
    await expect(pipeline).toContainText(`${d.leadValue}₹0`);
    await expect(pipeline).not.toContainText(d.crmFailed);

    await failTrpcProcedure(page, 'crm.enquiries.list', 2, { wholeBatch: true });
    await page.goto(hostUrl(company.subdomain, '/crm/enquiries'));
    await page.getByRole('button', { name: MESSAGES.web.retry }).click();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(card(page, 'total')).toContainText('0');
    expect(errors).toEqual([]);
  });
});
