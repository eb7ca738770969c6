import { MESSAGES } from '@app/contracts';

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

  test('an unknown subdomain says so and leads on to the address typed there', async ({ page }) => {
    const t = MESSAGES.web.invalidSubdomain;
    await page.goto(hostUrl('no-such-company'));
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    const address = page.getByRole('textbox', { name: t.addressLabel });
    await address.fill('-acme');
    await page.getByRole('button', { name: t.go }).click();
    await expect(page.getByText(MESSAGES.validation.subdomainEdges)).toBeVisible();
    await address.fill('Acme');
    await address.press('Enter');
    await expect(page).toHaveURL(hostUrl('acme', '/'));
    await expect(page.getByRole('heading', { name: 'Acme' })).toBeVisible();
  });
});
