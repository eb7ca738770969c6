import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { toast } from '../support/companies';
import { createPortalCompany, portalTitle } from '../support/company-portal';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';
import { orgCard, orgEntry } from '../support/team';
import { failTrpcProcedure } from '../support/trpc';

const s = MESSAGES.web.teamSettings;

test.describe('team settings', () => {
  test('the owner adds, renames, hides and deletes departments; duplicates and defaults are refused', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/team/settings'));
    await expect(page).toHaveTitle(portalTitle(s.title, company.name));
    await expect(page.getByRole('heading', { name: s.title, level: 1 })).toBeVisible();

    // The six defaults of each list (docs/product/company-portal.md#messages-and-limits), all visible.
    const departments = orgCard(page, 'departments');
    const designations = orgCard(page, 'designations');
    await expect(departments.getByText(s.counts(6, 0))).toBeVisible();
    await expect(designations.getByText(s.counts(6, 0))).toBeVisible();
    await expect(orgEntry(departments, 'Engineering').getByText(s.defaultBadge)).toBeVisible();

    // Add: Enter saves; the Add button waits while the editor is open.
    const add = departments.getByRole('button', { name: s.departments.add });
    await add.click();
    await expect(add).toBeDisabled();
    const editor = departments.getByRole('textbox', { name: s.departments.placeholder });
    await editor.fill('Legal');
    await editor.press('Enter');
    await expect(toast(page, s.departments.saved)).toBeVisible();
    await expect(orgEntry(departments, 'Legal')).toBeVisible();
    await expect(departments.getByText(s.counts(7, 0))).toBeVisible();

    // A duplicate, whatever its case, is refused before anything is sent.
    await add.click();
    await editor.fill('  sales ');
    await editor.press('Enter');
    await expect(departments.getByText(s.departments.exists)).toBeVisible();
    await editor.press('Escape');
    await expect(editor).toHaveCount(0);

    // Rename, then hide and show again.
    await orgEntry(departments, 'Legal')
      .getByRole('button', { name: s.rename('Legal') })
      .click();
    await editor.fill('Legal & Compliance');
    await editor.press('Enter');
    await expect(orgEntry(departments, 'Legal & Compliance')).toBeVisible();
    await orgEntry(departments, 'Legal & Compliance')
      .getByRole('button', { name: s.hide('Legal & Compliance') })
      .click();
    await expect(orgEntry(departments, 'Legal & Compliance').getByText(s.hiddenBadge)).toBeVisible();
    await expect(departments.getByText(s.counts(6, 1))).toBeVisible();

    // The hidden department is not offered when adding a member.
    await page.goto(hostUrl(company.subdomain, '/team'));
    await page.getByRole('button', { name: MESSAGES.web.team.add }).first().click();
    await page.getByRole('combobox', { name: MESSAGES.web.team.form.department }).click();
    await expect(page.getByRole('option', { name: 'Sales', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Legal & Compliance' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto(hostUrl(company.subdomain, '/team/settings'));

    // Defaults cannot be deleted; others can, after a confirmation.
    await orgEntry(departments, 'Engineering')
      .getByRole('button', { name: s.remove('Engineering') })
      .click();
    await expect(toast(page, s.departments.defaultLocked)).toBeVisible();
    await orgEntry(departments, 'Legal & Compliance')
      .getByRole('button', { name: s.remove('Legal & Compliance') })
      .click();
    const confirm = page.getByRole('dialog', { name: s.departments.deleteTitle });
    await expect(confirm.getByText(s.deleteText('Legal & Compliance'))).toBeVisible();
    await confirm.getByRole('button', { name: MESSAGES.web.confirm.yes }).click();
    await expect(orgEntry(departments, 'Legal & Compliance')).toHaveCount(0);
    await expect(departments.getByText(s.counts(6, 0))).toBeVisible();

    // Designations use the same card.
    await designations.getByRole('button', { name: s.designations.add }).click();
    const designationEditor = designations.getByRole('textbox', { name: s.designations.placeholder });
    await designationEditor.fill('MANAGER');
    await designationEditor.press('Enter');
    await expect(designations.getByText(s.designations.exists)).toBeVisible();
    await designationEditor.fill('Architect');
    await designationEditor.press('Enter');
    await expect(toast(page, s.designations.saved)).toBeVisible();
    await expect(orgEntry(designations, 'Architect')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a failed load shows the error and Retry, never the defaults', async ({ page }) => {
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    // The app retries a failed query once: two failures make one visible failure. The two lists
    // load in one batched request, which fails as a whole.
    await failTrpcProcedure(page, 'company.departments.list', 2, { wholeBatch: true });
    await page.goto(hostUrl(company.subdomain, '/team/settings'));
    await expect(page.getByText(s.loadFailed)).toBeVisible();
    await expect(orgCard(page, 'departments')).toHaveCount(0);
    await page.getByRole('button', { name: s.retry }).click();
    await expect(orgCard(page, 'departments').getByText(s.counts(6, 0))).toBeVisible();
  });

  test('fits a phone screen', async ({ page }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(company.subdomain, '/team/settings'));
    await expect(orgCard(page, 'designations')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
