import { MESSAGES } from '@app/contracts';

import { signIn, signInAsSuperAdmin, watchErrors } from '../support/auth';
import { expect, test } from '../support/csp';
import { hostUrl } from '../support/env';

test.describe('sign-in', () => {
  test('a super admin signs in with the emailed code and signs out again', async ({ page }) => {
    const errors = watchErrors(page);
    await signInAsSuperAdmin(page);
    await expect(page).toHaveTitle('Dashboard | Admin Panel');
    await page.getByRole('button', { name: MESSAGES.web.shell.userMenu }).click();
    await expect(page.getByRole('menu').getByText(MESSAGES.web.superAdminLabel, { exact: true })).toBeVisible();
    await expect(page.getByRole('menu').getByText('admin@example.com')).toBeVisible();
    await page.getByRole('menuitem', { name: MESSAGES.web.signout }).click();
    await expect(page.getByLabel(MESSAGES.web.login.emailLabel)).toBeVisible();
    await expect(page).toHaveURL(hostUrl('admin'));
    expect(errors).toEqual([]);
  });

  test('the session survives a reload; unknown paths go to the dashboard', async ({ page }) => {
    await signInAsSuperAdmin(page);
    await page.goto(hostUrl('admin', '/no-such-page'));
    await expect(page).toHaveURL(hostUrl('admin'));
    await expect(page).toHaveTitle('Dashboard | Admin Panel');
  });

  test("a company's owner signs in on the company's own host", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(hostUrl('acme'));
    await expect(page.getByRole('heading', { name: 'Acme' })).toBeVisible();
    await signIn(page, 'acme', 'owner@acme.test');
    await expect(page.getByText('Acme').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a wrong code is refused with a clear message', async ({ page }) => {
    await page.goto(hostUrl('admin'));
    await page.getByLabel(MESSAGES.web.login.emailLabel).fill('admin@example.com');
    await page.getByRole('button', { name: MESSAGES.web.login.sendCode }).click();
    await page.getByLabel(MESSAGES.web.login.codeDigitLabel(1, 6)).focus();
    await page.keyboard.type('000000');
    await expect(page.getByText(MESSAGES.auth.codeInvalid)).toBeVisible();
  });
});
