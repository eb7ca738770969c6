import { expect, test } from '../support/csp';
import { hostUrl } from '../support/env';

test.describe('hosts', () => {
  test('the admin host and a company host load without page errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(hostUrl('admin'));
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.goto(hostUrl('acme'));
    await expect(page.getByRole('heading', { name: 'Acme' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown subdomain shows the invalid-subdomain page', async ({ page }) => {
    await page.goto(hostUrl('no-such-company'));
    await expect(page.getByRole('heading', { name: 'Invalid subdomain' })).toBeVisible();
  });
});
