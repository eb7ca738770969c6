import { expect, test, type Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signInAsSuperAdmin } from '../support/auth';

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test('dark mode is remembered across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAsSuperAdmin(page);
  expect(await scheme(page)).toBe('light');
  await page.getByRole('button', { name: MESSAGES.web.shell.switchToDark }).click();
  expect(await scheme(page)).toBe('dark');
  await page.reload();
  await expect(page).toHaveTitle('Dashboard | Admin Panel');
  expect(await scheme(page)).toBe('dark');
});

test.describe('phone layout (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('login and the admin pages have no horizontal overflow; the bottom bar navigates', async ({ page }) => {
    await signInAsSuperAdmin(page);
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
  });
});
