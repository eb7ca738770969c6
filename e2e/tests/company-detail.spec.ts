import { MESSAGES } from '@app/contracts';

import { apiData, createCompanyViaApi, inviteUserViaApi, unique } from '../support/api';
import { watchErrors } from '../support/auth';
import { companyRow, openCompanies, pickImage, searchCompanies, toast } from '../support/companies';
import { detailPanel, detailsAside, detailTab, openCompanyDetail, userStat } from '../support/company-detail';
import { hostUrl } from '../support/env';
import { textFile, tinyPng } from '../support/files';
import { expect, test } from '../support/session';
import { trpcUrlPattern } from '../support/trpc';

const t = MESSAGES.web.companyDetail;
const tu = t.users;
const confirmTexts = MESSAGES.web.confirm;

test.describe('company detail', () => {
  test('opens from its row with the facts at the left and Timeline / Notes / Users tabs with counts', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const company = await createCompanyViaApi(page, {
      phone: '+91 98765 43210',
      website: 'https://detail.example.org',
      description: 'A company to look at closely',
      themeColor: '#1A2B3C',
      expiryDate: '2030-12-31',
    });
    await inviteUserViaApi(page, company.id, 'Mia Member', `mia@${company.subdomain}.test`);
    const timeline = await apiData<{ pagination: { total: number } }>(
      page,
      'GET',
      `/super-admin/companies/${company.id}/timeline`,
    );
    expect(timeline.pagination.total).toBeGreaterThan(0);

    await searchCompanies(page, company.subdomain);
    // A click anywhere on the row but its controls opens the company; the way back keeps the search.
    await companyRow(page, company.subdomain).getByText(`${company.subdomain}.localhost`).click();
    await expect(page).toHaveURL(hostUrl('admin', `/companies/${company.id}`));

    const aside = detailsAside(page, company.name);
    await expect(aside.getByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      new RegExp(`^/companies\\?(.+&)?search=${company.subdomain}(&|$)`),
    );
    await expect(aside.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
    await expect(aside.locator('.mantine-Badge-root').filter({ hasText: t.status.active })).toBeVisible();
    await expect(aside.getByText(company.owner.name)).toBeVisible();
    for (const [label, value] of [
      [t.userStats.total, '2'],
      [t.userStats.active, '2'],
      [t.userStats.inactive, '0'],
    ] as const) {
      await expect(userStat(aside, label)).toHaveText(`${value}${label}`);
    }
    await expect(aside.getByRole('link', { name: 'https://detail.example.org' })).toHaveAttribute(
      'href',
      'https://detail.example.org',
    );
    await expect(aside.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(aside.getByText(`${company.subdomain}.localhost`)).toBeVisible();
    await expect(aside.getByText('#1A2B3C')).toBeVisible();
    await expect(aside.getByText('31 Dec 2030')).toBeVisible();
    await expect(aside.getByText('A company to look at closely')).toBeVisible();

    await expect(detailTab(page, 'timeline', timeline.pagination.total)).toHaveAttribute('aria-selected', 'true');
    await expect(detailTab(page, 'notes', 0)).toBeVisible();
    await expect(detailTab(page, 'users', 2)).toBeVisible();
    await expect(detailPanel(page, 'timeline').getByRole('heading', { name: MESSAGES.timeline.heading })).toBeVisible();
    await expect(detailPanel(page, 'timeline').getByText(MESSAGES.timeline.today)).toBeVisible();
    await expect(detailPanel(page, 'timeline').getByText("User 'Mia Member'")).toBeVisible();

    await detailTab(page, 'notes').click();
    await expect(detailPanel(page, 'notes').getByText(MESSAGES.notes.emptyTitle)).toBeVisible();
    await detailTab(page, 'users').click();
    await expect(detailPanel(page, 'users').getByText('Mia Member')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('adds a note with an attachment, edits it and deletes it; the timeline records each step', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const company = await createCompanyViaApi(page);
    await openCompanyDetail(page, company.id, company.name);
    const first = `Kick-off call ${unique('n')}`;
    const second = `Follow-up call ${unique('n')}`;
    const fileName = `minutes-${unique('f')}.txt`;

    await detailTab(page, 'notes', 0).click();
    const notes = detailPanel(page, 'notes');
    await notes.getByRole('button', { name: MESSAGES.notes.prompt }).click();
    const editor = notes.getByRole('textbox', { name: t.notes.contentLabel });
    await expect(editor).toBeFocused();
    // Nothing but spaces is no note.
    await editor.fill('   ');
    await notes.getByRole('button', { name: t.notes.save, exact: true }).click();
    await expect(notes.getByText(MESSAGES.notes.contentRequired)).toBeVisible();

    await editor.fill(first);
    await notes.locator('input[type="file"]').setInputFiles(textFile(testInfo, fileName, 'Agreed on the plan.\n'));
    await expect(notes.getByText(fileName)).toBeVisible();
    await notes.getByRole('button', { name: t.notes.save, exact: true }).click();
    await expect(toast(page, MESSAGES.notes.added)).toBeVisible();

    const card = notes.getByRole('article', { name: first });
    await expect(card.getByText(first)).toBeVisible();
    const attachment = card.getByRole('button', { name: t.notes.openFile(fileName) });
    await expect(attachment).toBeVisible();
    await expect(detailTab(page, 'notes', 1)).toBeVisible();
    // The stored file is the one uploaded.
    const listed = await apiData<{ notes: { attachments: { fileName: string; fileUrl: string }[] }[] }>(
      page,
      'GET',
      `/super-admin/companies/${company.id}/notes`,
    );
    const stored = listed.notes[0]?.attachments[0];
    expect(stored?.fileName).toBe(fileName);
    expect(await page.evaluate((url) => fetch(url).then((r) => r.text()), stored!.fileUrl)).toBe(
      'Agreed on the plan.\n',
    );

    await card.getByRole('button', { name: t.notes.edit }).click();
    const editing = notes.getByRole('textbox', { name: t.notes.contentLabel });
    await expect(editing).toHaveValue(first);
    await editing.fill(second);
    await notes.getByRole('button', { name: t.notes.save, exact: true }).click();
    await expect(toast(page, MESSAGES.notes.updated)).toBeVisible();
    const edited = notes.getByRole('article', { name: second });
    await expect(edited.getByText(second)).toBeVisible();
    await expect(edited.getByText(MESSAGES.notes.edited)).toBeVisible();
    await expect(edited.getByRole('button', { name: t.notes.openFile(fileName) })).toBeVisible();

    await edited.getByRole('button', { name: t.notes.remove }).click();
    const confirm = page.getByRole('dialog', { name: confirmTexts.title });
    await expect(confirm.getByText(t.notes.deleteConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: confirmTexts.yes }).click();
    await expect(toast(page, MESSAGES.notes.deleted)).toBeVisible();
    await expect(notes.getByText(MESSAGES.notes.emptyTitle)).toBeVisible();
    await expect(notes.getByText(MESSAGES.notes.emptyHint)).toBeVisible();
    await expect(detailTab(page, 'notes', 0)).toBeVisible();

    await detailTab(page, 'timeline').click();
    const timeline = detailPanel(page, 'timeline');
    await expect(timeline.getByText(`Note added: ${first}`)).toBeVisible();
    await expect(timeline.getByText(`Note updated: ${second}`)).toBeVisible();
    await expect(timeline.getByText(`Note deleted: ${second}`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('adds a user with a picture, deactivates and deletes them; the owner is locked', async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const company = await createCompanyViaApi(page);
    await openCompanyDetail(page, company.id, company.name);
    const name = `Uma User ${unique('u')}`;
    const email = `${unique('uma')}@${company.subdomain}.test`;

    await detailTab(page, 'users', 1).click();
    const users = detailPanel(page, 'users');

    // The owner: a lock instead of delete, and a status that cannot be changed.
    const ownerRow = users.getByRole('row').filter({ hasText: company.owner.email });
    await expect(ownerRow.getByText(MESSAGES.web.roleLabels.owner, { exact: true })).toBeVisible();
    await expect(ownerRow.getByRole('button', { name: tu.ownerLocked })).toBeVisible();
    await expect(ownerRow.getByRole('button', { name: tu.remove(company.owner.name) })).toHaveCount(0);
    await expect(ownerRow.getByRole('combobox', { name: tu.statusOf(company.owner.name) })).toBeDisabled();

    // The tab's header row: its title and its one Add button, above the users.
    await expect(users.getByRole('heading', { name: t.tabs.users, level: 2 })).toBeVisible();
    const add = users.getByRole('button', { name: tu.add });
    await expect(add).toHaveCount(1);
    expect((await add.boundingBox())!.y).toBeLessThan((await ownerRow.boundingBox())!.y);
    await add.click();
    const panel = page.getByRole('dialog', { name: tu.addTitle });
    await panel.getByRole('button', { name: tu.add }).click();
    await expect(panel.getByText(MESSAGES.users.nameRequired)).toBeVisible();
    await pickImage(panel, tu.form.avatar, tinyPng(testInfo, 'avatar.png'));
    await panel.getByRole('textbox', { name: tu.form.name }).fill(name);
    await panel.getByRole('textbox', { name: tu.form.email }).fill(email);
    await panel.getByRole('textbox', { name: tu.form.phone }).fill('+1 555 010 0101');
    await panel.getByRole('button', { name: tu.add }).click();
    await expect(toast(page, MESSAGES.users.invited)).toBeVisible();
    await expect(panel).toBeHidden();

    const row = users.getByRole('row').filter({ hasText: email });
    await expect(row.getByText(name)).toBeVisible();
    await expect(row.getByText(MESSAGES.web.roleLabels.team_member, { exact: true })).toBeVisible();
    await expect(row.getByText(MESSAGES.web.time.never)).toBeVisible();
    const avatar = row.locator('img');
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(detailTab(page, 'users', 2)).toBeVisible();

    const status = row.getByRole('combobox', { name: tu.statusOf(name) });
    await status.click();
    await page.getByRole('option', { name: tu.statusLabels.inactive }).click();
    await expect(toast(page, MESSAGES.users.deactivated)).toBeVisible();
    await expect(status).toHaveValue(tu.statusLabels.inactive);
    const aside = detailsAside(page, company.name);
    await expect(userStat(aside, t.userStats.inactive)).toHaveText(`1${t.userStats.inactive}`);
    await expect(userStat(aside, t.userStats.active)).toHaveText(`1${t.userStats.active}`);

    await row.getByRole('button', { name: tu.remove(name) }).click();
    const confirm = page.getByRole('dialog', { name: confirmTexts.title });
    await expect(confirm.getByText(tu.deleteOne(name))).toBeVisible();
    await confirm.getByRole('button', { name: confirmTexts.yes }).click();
    await expect(toast(page, MESSAGES.users.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(detailTab(page, 'users', 1)).toBeVisible();

    await detailTab(page, 'timeline').click();
    await expect(detailPanel(page, 'timeline').getByText(`User '${name}' (${email}) removed`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('previous / next step through the companies and browser back returns to the previous one', async ({ page }) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const older = await createCompanyViaApi(page);
    const newer = await createCompanyViaApi(page);
    const newerNote = `Only on the newer one ${unique('n')}`;
    await apiData(page, 'POST', `/super-admin/companies/${newer.id}/notes`, { content: newerNote });
    const acme = (
      await apiData<{ companies: { id: number; name: string }[] }>(page, 'GET', '/super-admin/companies?search=acme')
    ).companies[0]!;

    await openCompanyDetail(page, newer.id, newer.name);
    await detailTab(page, 'notes', 1).click();
    await expect(detailPanel(page, 'notes').getByText(newerNote)).toBeVisible();

    // Newest first: the next company is the one created just before.
    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(hostUrl('admin', `/companies/${older.id}`));
    await expect(page.getByRole('heading', { name: older.name, level: 1 })).toBeVisible();
    await detailTab(page, 'notes', 0).click();
    await expect(detailPanel(page, 'notes').getByText(MESSAGES.notes.emptyTitle)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(hostUrl('admin', `/companies/${newer.id}`));
    await expect(page.getByRole('heading', { name: newer.name, level: 1 })).toBeVisible();
    await detailTab(page, 'notes', 1).click();
    await expect(detailPanel(page, 'notes').getByText(newerNote)).toBeVisible();

    // The list wraps around: before the newest company comes the oldest, the demo company.
    await page.getByRole('button', { name: t.previous }).click();
    await expect(page).toHaveURL(hostUrl('admin', `/companies/${acme.id}`));
    await expect(page.getByRole('heading', { name: acme.name, level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown company id shows Company not found with a way back', async ({ page }) => {
    // The 404 of the company call is what this test asks for; Chromium logs it as a failed resource.
    const errors = watchErrors(page, { forcedFailures: trpcUrlPattern('platform.companies.get') });
    await page.goto(hostUrl('admin', '/companies/999999'));
    const notFound = page.getByRole('alert').filter({ hasText: MESSAGES.company.notFound });
    await expect(notFound).toBeVisible();
    await notFound.getByRole('link', { name: MESSAGES.web.backToCompanies }).click();
    await expect(page).toHaveURL(hostUrl('admin', '/companies'));
    await expect(page).toHaveTitle(MESSAGES.web.adminPageTitle(MESSAGES.web.nav.companies));
    expect(errors).toEqual([]);
  });
});
