/**
 * API keys in the browser: an owner creates a company key in Company Settings → API keys, copies
 * its secret (shown once), an integration calls the REST API with it until the owner revokes it;
 * the list reads on a phone; a team member has no way in; a super admin does the same with a
 * platform key on the admin host.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { API_KEYS, MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { toast } from '../support/companies';
import { createPortalCompany, sidebar } from '../support/company-portal';
import { E2E_PORT, hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.web.apiKeys;
const p = MESSAGES.web.companyPortal;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Where the pictures of these screens go, to be looked at. */
const shot = (name: string) => new URL(`../.artifacts/api-keys/${name}.png`, import.meta.url).pathname;

/**
 * A REST call as an integration makes it: from outside the browser, the key its only credential.
 * Node does not resolve *.localhost, so the host goes in the Host header.
 */
async function statusWithKey(request: APIRequestContext, host: string, path: string, secret: string) {
  const res = await request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { host: `${host}.localhost:${E2E_PORT}`, authorization: `Bearer ${secret}` },
  });
  return res.status();
}

/** Fills the create dialog, submits it and answers the secret it then shows. */
async function createKey(page: Page, name: string, scopes: readonly string[]): Promise<string> {
  await page.getByRole('button', { name: t.create }).first().click();
  const dialog = page.getByRole('dialog', { name: t.form.title });
  await dialog.getByRole('textbox', { name: t.form.name }).fill(name);
  for (const scope of scopes) await dialog.getByRole('checkbox', { name: new RegExp(scope) }).check();
  await dialog.getByRole('button', { name: t.form.submit }).click();
  const secretDialog = page.getByRole('dialog', { name: t.secret.title });
  await expect(secretDialog.getByText(MESSAGES.apiKeys.created)).toBeVisible();
  return secretDialog.getByRole('textbox', { name: t.secret.label }).inputValue();
}

/** Revokes through the row's button and the confirmation, which names the key. */
async function revokeKey(page: Page, name: string) {
  await page.getByRole('button', { name: t.revokeKey(name) }).click();
  const confirm = page.getByRole('dialog', { name: t.revokeTitle });
  await expect(confirm).toContainText(t.revokeMessage(name));
  await confirm.getByRole('button', { name: t.revoke }).click();
  await expect(toast(page, MESSAGES.apiKeys.revoked)).toBeVisible();
}

/**
 * Answers the company's key list as if its first key had expired yesterday, having last been used
 * two and a half days ago: no screen can make such a key. The real answer is fetched through
 * `localhost` with the company in X-Subdomain, as Node cannot resolve `<company>.localhost`.
 */
async function showFirstKeyExpired(page: Page, subdomain: string) {
  const procedure = 'company.apiKeys.list';
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && decodeURIComponent(url.pathname).includes(procedure),
    async (route) => {
      const url = new URL(route.request().url());
      const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
      url.hostname = 'localhost';
      const { host: _host, ...headers } = await route.request().allHeaders();
      const response = await route.fetch({ url: url.toString(), headers: { ...headers, 'x-subdomain': subdomain } });
      const answers = (await response.json()) as { result: { data: { apiKeys: Record<string, unknown>[] } } }[];
      const first = answers[procedures.indexOf(procedure)]!.result.data.apiKeys[0]!;
      first.expiresAt = new Date(Date.now() - 86_400_000).toISOString();
      first.lastUsedAt = new Date(Date.now() - 2.5 * 86_400_000).toISOString();
      await route.fulfill({ response, json: answers });
    },
  );
}

const keyRow = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: t.listLabel }).getByRole('row').filter({ hasText: name });

test.describe('API keys', () => {
  test.use({ actionTimeout: 15_000 });

  test('an owner creates a key, copies its secret once, uses it over REST and revokes it', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await sidebar(page).getByRole('link', { name: p.nav.companySettings }).click();
    await page.getByRole('tab', { name: t.tab }).click();
    await expect(page).toHaveURL(/tab=api-keys/);

    // No keys yet: what they are for, and where the REST guide is.
    await expect(page.getByText(t.emptyTitle)).toBeVisible();
    await expect(page.getByRole('link', { name: t.docsLink })).toHaveAttribute('href', '/api/docs');
    await page.screenshot({ path: shot('company-empty-1440') });

    // Nothing ticked, no name: both fields say why, before anything is sent.
    await page.getByRole('button', { name: t.create }).click();
    const form = page.getByRole('dialog', { name: t.form.title });
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(form.getByText(MESSAGES.apiKeys.nameRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.apiKeys.scopesRequired)).toBeVisible();
    await form.getByRole('textbox', { name: t.form.name }).fill('Website form');
    await form.getByRole('checkbox', { name: /crm:read/ }).check();
    await form.getByRole('checkbox', { name: /team:read/ }).check();
    await expect(form.getByText(MESSAGES.apiKeys.scopesRequired)).toBeHidden();
    await form.screenshot({ path: shot('company-create-1440') });
    await form.getByRole('button', { name: t.form.submit }).click();

    // The secret, once: selected in its field, copied with the button.
    const secretDialog = page.getByRole('dialog', { name: t.secret.title });
    const field = secretDialog.getByRole('textbox', { name: t.secret.label });
    const secret = await field.inputValue();
    expect(secret).toMatch(/^cpk_[A-Za-z0-9_-]{43}$/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl(company.subdomain, '') });
    await secretDialog.getByRole('button', { name: t.secret.copy }).click();
    await expect(secretDialog.getByRole('button', { name: MESSAGES.web.twoFactor.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await secretDialog.screenshot({ path: shot('company-secret-1440') });
    await secretDialog.getByRole('button', { name: t.secret.done }).click();
    await expect(secretDialog).toBeHidden();

    // The list shows the key by its prefix, never the secret; a new dialog starts empty.
    const row = keyRow(page, 'Website form');
    await expect(row).toContainText(`${secret.slice(0, API_KEYS.shownLength)}\u2026`);
    await expect(row).toContainText('crm:read');
    await expect(row).toContainText('team:read');
    await expect(row).toContainText(t.createdBy(company.owner.name));
    await expect(row).toContainText(t.neverExpires);
    await expect(row).toContainText(t.neverUsed);
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.getByRole('button', { name: t.create }).click();
    await expect(
      page.getByRole('dialog', { name: t.form.title }).getByRole('textbox', { name: t.form.name }),
    ).toHaveValue('');
    await page.getByRole('dialog', { name: t.form.title }).getByRole('button', { name: t.form.cancel }).click();

    // An integration reads the leads with it; the list then tells when it was last used.
    expect(await statusWithKey(request, company.subdomain, '/api/crm/leads', secret)).toBe(200);
    await page.reload();
    await expect(keyRow(page, 'Website form')).toContainText(MESSAGES.web.time.justNow);
    await page.screenshot({ path: shot('company-list-1440'), fullPage: true });

    // Past its expiry, a key still lists (until revoked), marked Expired.
    await showFirstKeyExpired(page, company.subdomain);
    await page.reload();
    await expect(keyRow(page, 'Website form').getByText(t.expired, { exact: true })).toBeVisible();
    await expect(keyRow(page, 'Website form')).toContainText(MESSAGES.web.time.daysAgo(2));
    await page.screenshot({ path: shot('company-expired-1440') });

    // On a phone: one card per key, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    const card = page.getByRole('list', { name: t.listLabel }).getByRole('listitem', { name: 'Website form' });
    await expect(card).toContainText(secret.slice(0, API_KEYS.shownLength));
    await expect(card.getByText(t.expired, { exact: true })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('company-list-390') });
    await page.unrouteAll();
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('dialog', { name: t.form.title })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('company-create-390') });
    await page.getByRole('dialog', { name: t.form.title }).getByRole('button', { name: t.form.cancel }).click();
    await page.setViewportSize(DESKTOP);
    await page.reload();

    // Revoked: gone from the list, and the integration is refused at once.
    await revokeKey(page, 'Website form');
    await expect(page.getByText(t.emptyTitle)).toBeVisible();
    expect(await statusWithKey(request, company.subdomain, '/api/crm/leads', secret)).toBe(401);
    expect(errors).toEqual([]);
  });

  test('a team member has no API keys section', async ({ page }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.member.email);
    await expect(sidebar(page).getByRole('link', { name: p.nav.brands })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: p.nav.companySettings })).toHaveCount(0);
    await page.goto(hostUrl(company.subdomain, '/company/settings?tab=api-keys'));
    await expect(page.getByRole('heading', { name: MESSAGES.web.noAccess.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.tab })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.create })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a super admin creates and revokes a platform key on the admin host', async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(hostUrl('admin'));
    await page
      .getByRole('navigation', { name: MESSAGES.web.shell.mainNavigation })
      .first()
      .getByRole('link', { name: t.title })
      .click();
    await expect(page).toHaveURL(hostUrl('admin', '/api-keys'));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();

    // Earlier runs may have left keys: this one is told apart by its name.
    const name = `Billing sync ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: t.create }).first().click();
    const form = page.getByRole('dialog', { name: t.form.title });
    // One scope, given without asking: the dialog says what it allows.
    await expect(form.getByText(t.scopes.platform.hint)).toBeVisible();
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await form.screenshot({ path: shot('platform-create-1440') });
    await page.keyboard.press('Escape');
    // Made on a phone: the secret and its copy button fit the width.
    await page.setViewportSize(PHONE);
    const secret = await createKey(page, name, []);
    expect(secret).toMatch(/^spk_/);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('platform-secret-390') });
    await page.getByRole('dialog', { name: t.secret.title }).getByRole('button', { name: t.secret.done }).click();
    await page.setViewportSize(DESKTOP);

    const row = keyRow(page, name);
    await expect(row).toContainText(`${secret.slice(0, API_KEYS.shownLength)}\u2026`);
    await expect(row).toContainText('platform');
    expect(await statusWithKey(request, 'admin', '/api/super-admin/companies', secret)).toBe(200);
    await page.screenshot({ path: shot('platform-list-1440'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('list', { name: t.listLabel }).getByRole('listitem', { name })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('platform-list-390') });
    await page.setViewportSize(DESKTOP);
    await page.reload();

    await revokeKey(page, name);
    await expect(keyRow(page, name)).toHaveCount(0);
    expect(await statusWithKey(request, 'admin', '/api/super-admin/companies', secret)).toBe(401);
    expect(errors).toEqual([]);
  });
});
