import type { Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { showColumns } from '../support/list-layout';
import { expect, test } from '../support/session';

const lt = MESSAGES.web.crmLeads;
const mt = MESSAGES.web.crmMeetings;
const k = MESSAGES.web.crmKit;

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirmDeletion(page: Page, message: string) {
  const confirm = page.getByRole('dialog').filter({ hasText: message });
  await confirm.getByRole('button', { name: k.delete }).click();
  await expect(confirm).toBeHidden();
}

test.describe('CRM leads and meetings', () => {
  // A control that never becomes usable fails at once, naming itself, instead of at the test's end.
  test.use({ actionTimeout: 15_000 });

  test('add, filter, search, page, edit and delete leads; schedule, edit, view and delete a meeting', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(page.getByRole('heading', { name: lt.title, level: 1 })).toBeVisible();
    await expect(page.getByText(lt.subtitle)).toBeVisible();
    await expect(page.getByText(lt.empty)).toBeVisible();

    // With no brands the form says so and points to the Brands screen; Cancel closes it.
    await page.getByRole('button', { name: lt.add }).click();
    const first = dialog(page, lt.addTitle);
    await expect(first.getByText(lt.noBrands)).toBeVisible();
    await expect(first.getByRole('link', { name: lt.goToBrands })).toHaveAttribute('href', '/crm/brands');
    await first.getByRole('button', { name: k.cancel }).click();
    await expect(first).toBeHidden();
    // Its close button, an icon alone, is named for a screen reader, and closes it too.
    await page.getByRole('button', { name: lt.add }).click();
    await first.getByRole('button', { name: k.close, exact: true }).click();
    await expect(first).toBeHidden();

    const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme Foods' });
    const { users } = await trpcQuery<{ users: { id: string; name: string }[] }>(page, 'crm.companyUsers.list');
    const owner = users.find((user) => user.name === company.owner.name)!;

    // A lead through the form: defaults New / Pending / Medium and the adder as CS person; brand required.
    await page.getByRole('button', { name: lt.add }).click();
    const add = dialog(page, lt.addTitle);
    await expect(add.getByText(lt.addSubtitle)).toBeVisible();
    await expect(add.getByRole('combobox', { name: lt.fields.stage })).toHaveValue('New');
    await expect(add.getByRole('combobox', { name: lt.fields.outcome })).toHaveValue('Pending');
    await expect(add.getByRole('combobox', { name: lt.fields.priority })).toHaveValue('Medium');
    // CS Person starts as whoever adds the lead.
    await expect(add.getByRole('combobox', { name: k.csPerson })).toHaveValue(owner.name);
    await add.getByRole('button', { name: lt.create }).click();
    await expect(add.getByText(lt.clientNameRequired)).toBeVisible();
    // The failed save puts the first invalid field in focus, in view.
    await expect(add.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await expect(add.locator(':focus')).toBeInViewport();
    await add.getByRole('textbox', { name: lt.fields.clientName }).fill('Asha Rao');
    await choose(add, page, lt.fields.brand, 'Acme Foods');
    await add.getByRole('textbox', { name: lt.fields.emailId }).fill('asha@acme.test');
    await add.getByRole('textbox', { name: lt.fields.estimatedValue }).fill('150000');
    await add.getByRole('button', { name: lt.create }).click();
    await expect(add).toBeHidden();
    await expect(row(page, 'Asha Rao')).toContainText('Acme Foods');
    await showColumns(page, [lt.columns.emailId, lt.columns.designation]);
    await expect(row(page, 'Asha Rao').getByRole('link', { name: 'asha@acme.test' })).toHaveAttribute(
      'href',
      'mailto:asha@acme.test',
    );

    // More than a page of leads, made through the API.
    for (let i = 1; i <= 21; i += 1) {
      await trpcMutation(page, 'crm.leads.create', {
        clientName: `Bulk Lead ${String(i).padStart(2, '0')}`,
        brandId: brand.id,
        csPersonId: owner.id,
        stage: 'Contacted',
      });
    }
    await page.reload();
    await expect(page.getByText(k.showing(1, 20, 22))).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: k.previous, exact: true })).toBeDisabled();
    await page.getByRole('button', { name: k.next, exact: true }).click();
    await expect(page.getByText(k.showing(21, 22, 22))).toBeVisible();
    await expect(page.getByRole('button', { name: k.next, exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/page=2/);

    // Filter by stage (on the server), then search.
    await choose(page.getByRole('search'), page, k.stage, 'New');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Asha Rao')).toBeVisible();
    await expect(page.getByText(k.showing(1, 1, 1))).toBeHidden();
    await page.getByRole('button', { name: k.clearFilters }).click();
    await expect(rows(page)).toHaveCount(20);
    await page.getByRole('searchbox', { name: lt.searchPlaceholder }).fill('bulk lead 07');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Bulk Lead 07')).toBeVisible();
    await page.getByRole('button', { name: k.clearFilters }).click();
    await expect(rows(page)).toHaveCount(20);

    // Edit (the first lead made is on the last page, newest first).
    await page.getByRole('button', { name: k.next, exact: true }).click();
    await row(page, 'Asha Rao')
      .getByRole('button', { name: `${k.edit} Asha Rao` })
      .click();
    const edit = dialog(page, lt.editTitle);
    await expect(edit.getByText(lt.editSubtitle)).toBeVisible();
    await expect(edit.getByRole('textbox', { name: lt.fields.clientName })).toHaveValue('Asha Rao');
    await edit.getByRole('textbox', { name: lt.fields.designation }).fill('Head of Buying');
    await choose(edit, page, lt.fields.stage, 'Qualified');
    await edit.getByRole('button', { name: lt.update }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, 'Asha Rao')).toContainText('Head of Buying');
    await expect(row(page, 'Asha Rao')).toContainText('Qualified');

    // Meetings: schedule one from the form with the lead.
    await page.goto(hostUrl(company.subdomain, '/crm/meetings'));
    await expect(page.getByRole('heading', { name: mt.title, level: 1 })).toBeVisible();
    await expect(page.getByText(mt.empty)).toBeVisible();
    await page.getByRole('button', { name: mt.add }).first().click();
    const schedule = dialog(page, mt.addSubtitle);
    await expect(schedule.getByRole('textbox', { name: mt.fields.duration })).toHaveValue('60');
    await expect(schedule.getByRole('combobox', { name: mt.fields.type })).toHaveValue('Initial Call');
    await expect(schedule.getByRole('combobox', { name: mt.fields.mode })).toHaveValue('Video Call');
    await schedule.getByRole('combobox', { name: k.lead }).fill('Asha');
    await page.getByRole('option', { name: k.leadOption('Asha Rao', 'Acme Foods') }).click();
    await expect(schedule.getByRole('textbox', { name: mt.fields.title })).toHaveValue(mt.defaultTitle('Asha Rao'));
    await expect(schedule.getByRole('combobox', { name: k.csPerson })).toHaveValue(owner.name);
    await schedule.getByRole('button', { name: mt.fields.scheduledDate }).click();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('spinbutton') });
    const today = new Date();
    await picker
      .getByRole('button', {
        name: `${today.getDate()} ${today.toLocaleString('en-US', { month: 'long' })} ${today.getFullYear()}`,
        // Exact: on the 1st, "1 December 2026" is also part of "11 December 2026", "21 …" and "31 …".
        exact: true,
      })
      .click();
    await picker.getByRole('spinbutton').first().fill('10');
    await picker.getByRole('spinbutton').nth(1).fill('30');
    await picker.getByRole('button').last().click();
    await schedule.getByRole('button', { name: mt.create }).click();
    await expect(schedule).toBeHidden();
    const meeting = row(page, 'Asha Rao');
    await expect(meeting).toContainText('Scheduled');
    await expect(meeting).toContainText('Initial Call');
    await expect(meeting).toContainText('10:30');

    // Edit, view, delete.
    await meeting.getByRole('button', { name: `${k.edit} ${mt.defaultTitle('Asha Rao')}` }).click();
    const editMeeting = dialog(page, mt.editSubtitle);
    await choose(editMeeting, page, mt.fields.status, 'Completed');
    await editMeeting.getByRole('textbox', { name: mt.fields.location }).fill('Mumbai office');
    await editMeeting.getByRole('button', { name: mt.update }).click();
    await expect(editMeeting).toBeHidden();
    await expect(meeting).toContainText('Completed');
    await meeting.getByRole('button', { name: `${k.view} ${mt.defaultTitle('Asha Rao')}` }).click();
    const view = dialog(page, mt.viewTitle);
    await expect(view).toContainText('Mumbai office');
    await expect(view).toContainText(mt.defaultTitle('Asha Rao'));
    await view.getByRole('button').first().click();
    await expect(view).toBeHidden();
    await meeting.getByRole('button', { name: `${k.delete} ${mt.defaultTitle('Asha Rao')}` }).click();
    await confirmDeletion(page, mt.deleteConfirm);
    await expect(page.getByText(mt.empty)).toBeVisible();

    // Delete the lead.
    await page.goto(hostUrl(company.subdomain, '/crm/leads?search=asha'));
    await row(page, 'Asha Rao')
      .getByRole('button', { name: `${k.delete} Asha Rao` })
      .click();
    await confirmDeletion(page, lt.deleteConfirm);
    await expect(page.getByText(lt.empty)).toBeVisible();

    // A phone: the lists come as cards, and the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(page.locator('li[data-href]')).toHaveCount(20);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.goto(hostUrl(company.subdomain, '/crm/meetings'));
    await expect(page.getByText(mt.empty)).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    expect(errors).toEqual([]);
  });
});
