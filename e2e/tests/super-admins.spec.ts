import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { apiData, unique } from '../support/api';
import { watchErrors } from '../support/auth';
import { pickImage, toast } from '../support/companies';
import { hostUrl, SUPER_ADMIN_EMAIL } from '../support/env';
import { tinyPng } from '../support/files';
import { expect, test } from '../support/session';

const t = MESSAGES.web.superAdmins;
const TEAM_TITLE = MESSAGES.web.adminPageTitle(MESSAGES.web.nav.team);

async function openTeam(page: Page, search?: string) {
  await page.goto(hostUrl('admin', search ? `/team?search=${encodeURIComponent(search)}` : '/team'));
  await expect(page).toHaveTitle(TEAM_TITLE);
}

const adminRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test.describe('super admins (Team)', () => {
  test('adds a super admin with a picture through the drawer; an empty save names the required fields', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    const name = `Sam Super ${unique('s')}`;
    const email = `${unique('sam')}@example.com`;
    await openTeam(page);

    // One Add Super Admin button: the page header's, beside the title.
    const add = page.getByRole('button', { name: t.add });
    await expect(add).toHaveCount(1);
    await expect(add).toBeInViewport({ ratio: 1 });
    await add.click();
    const drawer = page.getByRole('dialog', { name: t.addTitle });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: MESSAGES.web.forms.save, exact: true }).click();
    await expect(drawer.getByText(MESSAGES.validation.requiredFields)).toBeVisible();
    await expect(drawer.getByText(MESSAGES.validation.nameRequired, { exact: true })).toBeVisible();
    await expect(drawer.getByText(MESSAGES.validation.emailRequired, { exact: true })).toBeVisible();

    await pickImage(drawer, t.form.avatar, tinyPng(testInfo, 'avatar.png'));
    await drawer.getByRole('textbox', { name: t.form.name, exact: true }).fill(name);
    await drawer.getByRole('textbox', { name: t.form.email, exact: true }).fill(email);
    await drawer.getByRole('button', { name: MESSAGES.web.forms.save, exact: true }).click();
    await expect(toast(page, MESSAGES.superAdmin.created)).toBeVisible();
    await expect(drawer).toBeHidden();

    await page.getByRole('searchbox', { name: MESSAGES.superAdmin.searchPlaceholder }).fill(email);
    const row = adminRow(page, email);
    await expect(row.getByText(name, { exact: true })).toBeVisible();
    await expect(row.getByRole('combobox', { name: t.statusOf(name) })).toHaveValue(t.statusOptions.active);
    const avatar = row.locator('img');
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('deactivates a super admin with the status select, then deletes them after the confirmation', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const name = `Dee Doomed ${unique('d')}`;
    const email = `${unique('dee')}@example.com`;
    await openTeam(page);
    await apiData(page, 'POST', '/super-admin/super-admins', { name, email });
    await openTeam(page, email);
    const row = adminRow(page, email);

    const status = row.getByRole('combobox', { name: t.statusOf(name) });
    await expect(status).toHaveValue(t.statusOptions.active);
    await status.click();
    await page.getByRole('option', { name: t.statusOptions.inactive }).click();
    await expect(toast(page, MESSAGES.superAdmin.deactivated)).toBeVisible();
    await expect(status).toHaveValue(t.statusOptions.inactive);
    const stored = await apiData<{ superAdmins: { email: string; isActive: boolean }[] }>(
      page,
      'GET',
      `/super-admin/super-admins?search=${encodeURIComponent(email)}`,
    );
    expect(stored.superAdmins.map((a) => [a.email, a.isActive])).toEqual([[email, false]]);

    await row.getByRole('button', { name: t.remove(name) }).click();
    const confirm = page.getByRole('dialog', { name: MESSAGES.web.confirm.title });
    await expect(confirm.getByText(t.deleteConfirm(name))).toBeVisible();
    await confirm.getByRole('button', { name: t.deleteYes }).click();
    await expect(toast(page, MESSAGES.superAdmin.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(MESSAGES.superAdmin.emptyTitle)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('your own row cannot be deactivated, deleted or selected', async ({ page }) => {
    const errors = watchErrors(page);
    await openTeam(page, SUPER_ADMIN_EMAIL);
    const row = adminRow(page, SUPER_ADMIN_EMAIL);
    await expect(row.getByText(t.you, { exact: true })).toBeVisible();
    await expect(row.getByRole('combobox', { name: /^Status of / })).toBeDisabled();
    await expect(row.getByRole('group', { name: MESSAGES.superAdmin.cannotDeactivateSelf })).toBeVisible();
    await expect(row.getByRole('group', { name: MESSAGES.superAdmin.cannotDeleteSelf })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(row.getByRole('checkbox', { name: t.selfNotSelectable })).toBeDisabled();
    expect(errors).toEqual([]);
  });
});
