import { expect, test } from '../support/csp';
import { hostUrl } from '../support/env';

test.describe('content security policy', () => {
  test('the page is served under the policy; an injected inline script neither runs nor goes unnoticed', async ({
    page,
    cspViolations,
  }) => {
    const response = await page.goto(hostUrl('admin'));
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // An inline script inserted into the page runs as it is inserted, or never.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations[0]).toContain('script-src');
    // Seen and checked: the fixture's own check after the test must not fail on it.
    cspViolations.length = 0;
  });

  test('a missing script chunk is a clean 404, not the page', async ({ page }) => {
    const response = await page.goto(hostUrl('admin', '/assets/index-0ld.js'));
    expect(response!.status()).toBe(404);
    expect(response!.headers()['content-type']).toContain('application/json');
  });
});
