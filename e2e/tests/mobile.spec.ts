import { MESSAGES } from '@app/contracts';

import { createCompanyViaApi, inviteUserViaApi } from '../support/api';
import { hasHorizontalOverflow, watchErrors } from '../support/auth';
import { companyPanel, openCompanies, searchCompanies } from '../support/companies';
import { hostUrl, SUPER_ADMIN_EMAIL } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.web.companyDetail;

test.describe('admin portal on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the companies list comes as cards that fit the width; the header's Add Company opens the side panel", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const company = await createCompanyViaApi(page, {
      name: 'A company with a rather long name that must not widen the page',
    });
    await searchCompanies(page, company.subdomain);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: company.name }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`${company.subdomain}.localhost`);
    await expect(card.getByRole('combobox', { name: MESSAGES.web.companies.statusOf(company.name) })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Cards have no columns to choose.
    await expect(page.getByRole('button', { name: MESSAGES.web.listLayout.columns })).toHaveCount(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // One Add Company button, in the page header beside the title: in view on arrival, above the list.
    const add = page.getByRole('button', { name: MESSAGES.web.companies.addCompany });
    await expect(add).toHaveCount(1);
    const title = page.getByRole('heading', { name: MESSAGES.web.nav.companies, level: 1 });
    await expect(add).toBeInViewport({ ratio: 1 });
    const [addBox, titleBox, cardBox] = await Promise.all([add.boundingBox(), title.boundingBox(), card.boundingBox()]);
    expect(addBox!.y).toBeLessThan(titleBox!.y + titleBox!.height + 48);
    expect(addBox!.y).toBeLessThan(cardBox!.y);
    await add.click();
    const panel = companyPanel(page);
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('textbox', { name: MESSAGES.web.companies.fields.companyName, exact: true }),
    ).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await panel.getByRole('button', { name: MESSAGES.web.forms.cancel }).click();
    await expect(panel).toBeHidden();

    // The card opens the company's page.
    await card.getByRole('link', { name: company.name }).click();
    await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a company page shows the details, then the tab area, and Back to Details; neither overflows', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const company = await createCompanyViaApi(page, {
      website: 'https://a-very-long-website-address-for-a-narrow-screen.example.org/with/a/path',
      description: 'A description long enough to wrap over several lines on a phone screen. '.repeat(3),
    });
    await inviteUserViaApi(page, company.id, 'Pat Phone', `pat-with-a-long-address@${company.subdomain}.test`);
    await page.goto(hostUrl('admin', `/companies/${company.id}`));
    const heading = page.getByRole('heading', { name: company.name, level: 1 });
    await expect(heading).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // The details and the tabs alternate; the details offer a button per tab.
    await expect(page.getByRole('tab', { name: /^Users/ })).toBeHidden();
    await page.getByRole('button', { name: `${t.tabs.users} (2)` }).click();
    await expect(heading).toBeHidden();
    const usersTab = page.getByRole('tabpanel', { name: /^Users/ });
    const card = usersTab.getByRole('listitem').filter({ hasText: 'Pat Phone' });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`pat-with-a-long-address@${company.subdomain}.test`);
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // Add User heads the tab, above the users, and opens the user panel.
    const add = usersTab.getByRole('button', { name: t.users.add });
    await expect(add).toHaveCount(1);
    await expect(add).toBeInViewport();
    expect((await add.boundingBox())!.y).toBeLessThan((await card.boundingBox())!.y);
    await add.click();
    const userPanel = page.getByRole('dialog', { name: t.users.addTitle });
    await expect(userPanel).toBeVisible();
    await userPanel.getByRole('button', { name: MESSAGES.web.forms.cancel }).click();
    await expect(userPanel).toBeHidden();

    await page.getByRole('button', { name: t.backToDetails }).click();
    await expect(heading).toBeVisible();
    await expect(usersTab).toBeHidden();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('the team page comes as cards that fit the width, with Add Super Admin in the header', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(hostUrl('admin', '/team'));
    await expect(page).toHaveTitle(MESSAGES.web.adminPageTitle(MESSAGES.web.nav.team));
    const card = page.getByRole('listitem').filter({ hasText: SUPER_ADMIN_EMAIL });
    await expect(card).toBeVisible();
    await expect(card.getByRole('checkbox', { name: MESSAGES.web.superAdmins.selfNotSelectable })).toBeDisabled();
    await expect(page.getByRole('table')).toHaveCount(0);
    const add = page.getByRole('button', { name: MESSAGES.web.superAdmins.add });
    await expect(add).toHaveCount(1);
    await expect(add).toBeInViewport({ ratio: 1 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
