import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { toast } from '../support/companies';
import { createPortalCompany, portalTitle } from '../support/company-portal';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';
import { mailTo, memberPanel, memberRow, teamTile } from '../support/team';

const t = MESSAGES.web.team;
const u = MESSAGES.users;
const confirmTexts = MESSAGES.web.confirm;

test.describe('team management', () => {
  test('the owner invites, edits, deactivates and bulk-deactivates members', async ({ page }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/team'));
    await expect(page).toHaveTitle(portalTitle(t.title, company.name));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();

    // Owner, admin, member: the tiles count them; the owner row is locked.
    await expect(teamTile(page, t.tiles.total)).toContainText('3');
    await expect(teamTile(page, t.tiles.active)).toContainText('3');
    const owner = memberRow(page, company.owner.email);
    await expect(owner.getByRole('checkbox')).toBeDisabled();
    await expect(owner.getByRole('button', { name: t.ownerLocked })).toBeVisible();
    await expect(owner.getByRole('combobox', { name: t.statusOf(company.owner.name) })).toBeDisabled();
    await expect(owner.getByText(u.noDepartment)).toBeVisible();
    await expect(owner.getByText(u.noDesignation)).toBeVisible();

    // Invite from the header's one Add button: the name is checked in the browser, then the member is saved and mailed.
    const name = 'Nina Newhire';
    const email = `nina@${company.subdomain}.test`;
    await expect(page.getByRole('button', { name: t.add })).toHaveCount(1);
    await page.getByRole('button', { name: t.add }).click();
    const add = memberPanel(page, 'add');
    await add.getByRole('textbox', { name: t.form.name }).fill(' N ');
    await add.getByRole('textbox', { name: t.form.email }).fill(email);
    await add.getByRole('button', { name: t.add }).click();
    await expect(add.getByText(u.nameMin)).toBeVisible();
    await add.getByRole('textbox', { name: t.form.name }).fill(name);
    await add.getByRole('combobox', { name: t.form.department }).click();
    await page.getByRole('option', { name: 'Sales', exact: true }).click();
    const since = Date.now();
    await add.getByRole('button', { name: t.add }).click();
    await expect(toast(page, u.invited)).toBeVisible();
    await expect(add).toBeHidden();
    const mail = await mailTo(email, since, company.name);
    expect(mail).toContain(`You have been invited to join ${company.name}`);

    const row = memberRow(page, email);
    await expect(row.getByText(name)).toBeVisible();
    await expect(row.getByText('Sales')).toBeVisible();
    await expect(row.getByText(MESSAGES.web.time.never)).toBeVisible();
    await expect(teamTile(page, t.tiles.currentWeek)).toContainText('4');

    // Edit: make her an admin with a designation added from the picker's dialog.
    await row.getByRole('button', { name: t.edit(name) }).click();
    const edit = memberPanel(page, 'edit');
    await edit.getByRole('combobox', { name: t.form.role }).click();
    await page.getByRole('option', { name: MESSAGES.web.roleLabels.admin }).click();
    await edit.getByRole('button', { name: t.form.addDesignation }).click();
    const dialog = page.getByRole('dialog', { name: t.form.addDesignation });
    const designation = `Lead ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: t.form.newDesignation }).fill('manager');
    await dialog.getByRole('button', { name: t.form.addOption }).click();
    await expect(dialog.getByText(MESSAGES.web.teamSettings.designations.exists)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.form.newDesignation }).fill(designation);
    await dialog.getByRole('button', { name: t.form.addOption }).click();
    await expect(dialog).toBeHidden();
    await expect(edit.getByRole('combobox', { name: t.form.designation })).toHaveValue(designation);
    await edit.getByRole('button', { name: t.update }).click();
    await expect(toast(page, u.updated)).toBeVisible();
    await expect(row.getByText(designation)).toBeVisible();
    await expect(row.getByText(MESSAGES.web.roleLabels.admin, { exact: true })).toBeVisible();

    // The row's status select: optimistic, confirmed by the server.
    const status = row.getByRole('combobox', { name: t.statusOf(name) });
    await status.click();
    await page.getByRole('option', { name: t.statusLabels.inactive }).click();
    await expect(toast(page, u.deactivated)).toBeVisible();
    await expect(status).toHaveValue(t.statusLabels.inactive);
    await expect(teamTile(page, t.tiles.inactive)).toContainText('1');

    // Tile filter, its chip and Clear all.
    await teamTile(page, t.tiles.inactive).click();
    await expect(teamTile(page, t.tiles.inactive)).toHaveAttribute('aria-pressed', 'true');
    await expect(memberRow(page, company.member.email)).toHaveCount(0);
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.web.list.clearAll }).click();
    await expect(memberRow(page, company.member.email)).toBeVisible();

    // Bulk: the admin and the member deactivated in one call; the bar replaces the filters.
    await memberRow(page, company.admin.email).getByRole('checkbox').check();
    await memberRow(page, company.member.email).getByRole('checkbox').check();
    await expect(page.getByText(t.selected(2))).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await page.getByRole('button', { name: t.deactivate, exact: true }).click();
    await expect(toast(page, u.bulkDeactivated(2))).toBeVisible();
    await expect(teamTile(page, t.tiles.inactive)).toContainText('3');
    await expect(page.getByRole('searchbox')).toBeVisible();

    // Search on the server; an empty result offers Clear all filters.
    await page.getByRole('searchbox').fill('no-such-person');
    await expect(page.getByText(u.teamEmptyTitle)).toBeVisible();
    await expect(page.getByText(t.noMatch('no-such-person'))).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.web.list.clearAllFilters }).click();
    await expect(row).toBeVisible();

    // Delete with a confirmation.
    await row.getByRole('button', { name: t.remove(name) }).click();
    const confirm = page.getByRole('dialog', { name: confirmTexts.title });
    await expect(confirm.getByText(t.deleteOne(name))).toBeVisible();
    await confirm.getByRole('button', { name: confirmTexts.yes }).click();
    await expect(toast(page, u.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the records-per-page select and sorting work on the server', async ({ page }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/team?sort=name&order=desc'));
    const names = page.getByRole('main').locator('tbody tr td:nth-child(2) p:first-child');
    await expect(names).toHaveText([company.member.name, company.admin.name, company.owner.name]);
    // The columns a team is managed by, the name first and the row's actions last.
    const c = t.columns;
    const headers = page.getByRole('main').getByRole('columnheader');
    await expect(headers).toHaveText(['', c.user, c.role, c.department, c.createdAt, c.lastLogin, c.status, c.actions]);
    await page.getByRole('button', { name: MESSAGES.web.list.sortBy(t.columns.user) }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(names.first()).toHaveText(company.owner.name);
    await page.getByRole('combobox', { name: MESSAGES.web.list.recordsPerPage }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(page).toHaveURL(/limit=50/);
    await expect(page.getByText(MESSAGES.web.list.range(1, 3, 3))).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("on a phone the members come as cards that fit the screen; the header's Add opens the panel", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(company.subdomain, '/team'));
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox') });
    await expect(cards).toHaveCount(3);
    const member = cards.filter({ hasText: company.member.email });
    await expect(member.getByRole('combobox', { name: t.statusOf(company.member.name) })).toBeEnabled();
    const owner = cards.filter({ hasText: company.owner.email });
    await expect(owner.getByRole('checkbox')).toBeDisabled();
    await expect(owner.getByRole('button', { name: t.ownerLocked })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    const add = page.getByRole('button', { name: t.add });
    await expect(add).toHaveCount(1);
    await expect(add).toBeInViewport({ ratio: 1 });
    await add.click();
    await expect(memberPanel(page, 'add')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a team member may not open Team Management', async ({ page }) => {
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.member.email);
    await page.goto(hostUrl(company.subdomain, '/team'));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toHaveCount(0);
  });
});
