import { MESSAGES } from '@app/contracts';

import { createCompanyViaApi, inviteUserViaApi } from '../support/api';
import { hasHorizontalOverflow, watchErrors } from '../support/auth';
import { companyPanel, companyRow, openCompanies, searchCompanies } from '../support/companies';
import { hostUrl, SUPER_ADMIN_EMAIL } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.web.companyDetail;

test.describe('admin portal on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the companies list fits the width and the floating Add Company button opens the side panel', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openCompanies(page);
    const company = await createCompanyViaApi(page, {
      name: 'A company with a rather long name that must not widen the page',
    });
    await searchCompanies(page, company.subdomain);
    await expect(companyRow(page, company.subdomain)).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // One Add Company button on a phone: the floating one (the header's is hidden).
    const add = page.getByRole('button', { name: MESSAGES.web.companies.addCompany });
    await expect(add).toHaveCount(1);
    const box = await add.boundingBox();
    expect(box && box.y > 844 / 2).toBe(true);
    await add.click();
    const panel = companyPanel(page);
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('textbox', { name: MESSAGES.web.companies.fields.companyName, exact: true }),
    ).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await panel.getByRole('button', { name: MESSAGES.web.forms.cancel }).click();
    await expect(panel).toBeHidden();
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
    await expect(usersTab.getByText('Pat Phone')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // The floating Add User button opens the user panel.
    await page.getByRole('button', { name: t.users.add }).click();
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

  test('the team page fits the width', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(hostUrl('admin', '/team'));
    await expect(page).toHaveTitle(MESSAGES.web.adminPageTitle(MESSAGES.web.nav.team));
    await expect(page.getByRole('row').filter({ hasText: SUPER_ADMIN_EMAIL })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
