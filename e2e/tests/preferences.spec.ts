import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, watchErrors } from '../support/auth';
import { hostUrl } from '../support/env';
// Signed in once for the run (support/session.ts): sign-in codes per email are rate limited.
import { expect, test } from '../support/session';

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test('dark mode is remembered across a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(hostUrl('admin'));
  await expect(page).toHaveTitle('Dashboard | Admin Panel');
  expect(await scheme(page)).toBe('light');
  await page.getByRole('button', { name: MESSAGES.web.shell.switchToDark }).click();
  expect(await scheme(page)).toBe('dark');
  await page.reload();
  await expect(page).toHaveTitle('Dashboard | Admin Panel');
  expect(await scheme(page)).toBe('dark');
  expect(errors).toEqual([]);
});

test.describe('phone layout (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('login and the admin pages have no horizontal overflow; the bottom bar navigates', async ({ browser, page }) => {
    const signedOut = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: { cookies: [], origins: [] },
    });
    const login = await signedOut.newPage();
    await login.goto(hostUrl('admin'));
    await expect(login.getByLabel(MESSAGES.web.login.emailLabel)).toBeVisible();
    expect(await hasHorizontalOverflow(login)).toBe(false);
    await signedOut.close();

    const errors = watchErrors(page);
    await page.goto(hostUrl('admin'));
    await expect(page).toHaveTitle('Dashboard | Admin Panel');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    for (const [name, title] of [
      ['Companies', 'Companies | Admin Panel'],
      ['Team', 'Team | Admin Panel'],
      ['Dashboard', 'Dashboard | Admin Panel'],
    ] as const) {
      await page.getByRole('link', { name, exact: true }).last().click();
      await expect(page).toHaveTitle(title);
      expect(await hasHorizontalOverflow(page), name).toBe(false);
    }
    expect(errors).toEqual([]);
  });
});
