/**
 * Webhooks in the browser: an owner adds an endpoint in Company Settings → Webhooks that points at
 * a receiver on this machine, copies its signing secret (shown once), sends a test event and sees
 * it arrive signed with that secret, redelivers it, sees a refused delivery in the log, changes the
 * endpoint, turns it off and deletes it; the screens read on a phone; a team member has no way in.
 */
import type { Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { api } from '../support/api';
import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { toast } from '../support/companies';
import { createPortalCompany, sidebar } from '../support/company-portal';
import { hostUrl } from '../support/env';
import { failTrpcProcedure, trpcUrlPattern } from '../support/trpc';
import { expect, signedWith, test } from '../support/webhook-receiver';

const t = MESSAGES.web.webhooks;
const f = t.form;
const l = t.log;
const p = MESSAGES.web.companyPortal;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Where the pictures of these screens go, to be looked at. */
const shot = (name: string) => new URL(`../.artifacts/webhooks/${name}.png`, import.meta.url).pathname;

/** Deliveries are made by the server's job runner: seconds, waited for as a condition. */
const DELIVERY = { timeout: 30_000 };

const section = (page: Page) => page.getByRole('region', { name: t.title });
const endpointRow = (page: Page, url: string) =>
  page.getByRole('table', { name: t.listLabel }).getByRole('row').filter({ hasText: url });

/** The log's newest delivery (row 0 is the header), and one of its cells. */
const newestDelivery = (log: Locator) => log.getByRole('table', { name: l.listLabel }).getByRole('row').nth(1);
const COLUMN = { event: 0, status: 1, attempts: 2, response: 3, latency: 4 } as const;
const cell = (row: Locator, column: keyof typeof COLUMN) => row.getByRole('cell').nth(COLUMN[column]);

const LIST = 'company.webhooks.list';
const CREATE = 'company.webhooks.create';

/**
 * Answers the next create with the refusal a server that keeps webhooks off private addresses
 * gives, in tRPC's own error shape: this one allows them, so that the receiver here is reachable.
 */
async function refuseNextCreate(page: Page, path: string, msg: string) {
  const error = {
    message: msg,
    code: -32600,
    data: { code: 'BAD_REQUEST', httpStatus: 400, appCode: 'VALIDATION_ERROR', errors: [{ path, msg }], path: CREATE },
  };
  await page.route(
    (url) => trpcUrlPattern(CREATE).test(url.pathname),
    (route) => {
      const batch = new URL(route.request().url()).searchParams.has('batch');
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify(batch ? [{ error }] : { error }),
      });
    },
    { times: 1 },
  );
}

async function chooseFromMenu(page: Page, url: string, item: string) {
  await page.getByRole('button', { name: t.actionsFor(url) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function openLog(page: Page, url: string): Promise<Locator> {
  await page.getByRole('button', { name: t.deliveriesFor(url) }).click();
  const log = page.getByRole('dialog', { name: l.title });
  await expect(log).toBeVisible();
  return log;
}

test.describe('Webhooks', () => {
  test.use({ actionTimeout: 15_000 });

  test('an owner adds an endpoint, tests, redelivers, changes, turns off and deletes it', async ({
    page,
    context,
    receiver,
  }) => {
    test.setTimeout(240_000);
    // The list and a create fail below on purpose; the browser logs those answers.
    const forced = new RegExp(`${trpcUrlPattern(LIST).source}|${trpcUrlPattern(CREATE).source}`);
    const errors = watchErrors(page, { forcedFailures: forced });
    await page.setViewportSize(DESKTOP);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await sidebar(page).getByRole('link', { name: p.nav.companySettings }).click();

    // The list cannot be read: the tab says so, and Retry reads it again.
    await failTrpcProcedure(page, LIST, 2);
    await page.getByRole('tab', { name: t.tab }).click();
    await expect(page).toHaveURL(/tab=webhooks/);
    await expect(section(page).getByRole('alert')).toBeVisible();
    await section(page).getByRole('button', { name: MESSAGES.web.retry }).click();

    // None yet: what webhooks are for, and a way to add one.
    await expect(section(page).getByText(t.emptyTitle)).toBeVisible();
    await expect(section(page).getByText(t.emptyMessage)).toBeVisible();
    await page.screenshot({ path: shot('empty-1440') });

    // The form checks with the server's own rules before sending anything.
    await section(page).getByRole('button', { name: t.create }).click();
    const form = page.getByRole('dialog', { name: f.createTitle });
    await form.getByRole('button', { name: f.create }).click();
    await expect(form.getByText(MESSAGES.webhooks.urlRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.webhooks.eventsRequired)).toBeVisible();
    const urlField = form.getByRole('textbox', { name: f.url });
    await urlField.fill('example.com/hooks');
    await form.getByRole('button', { name: f.create }).click();
    await expect(form.getByText(MESSAGES.webhooks.urlInvalid)).toBeVisible();

    // A whole group at once, and one event of another.
    await urlField.fill('http://10.0.0.8/hooks/crm');
    await form.getByRole('checkbox', { name: t.groups.lead, exact: true }).check();
    for (const type of ['lead.created', 'lead.updated', 'lead.stage_changed', 'lead.deleted'] as const) {
      await expect(form.getByRole('checkbox', { name: t.events[type] })).toBeChecked();
    }
    await form.getByRole('checkbox', { name: t.events['brand.created'] }).check();
    await expect(form.getByRole('checkbox', { name: t.groups.brand, exact: true })).toHaveJSProperty(
      'indeterminate',
      true,
    );
    await expect(form.getByText(f.selected(5, 17))).toBeVisible();
    await expect(form.getByText(MESSAGES.webhooks.eventsRequired)).toBeHidden();
    await form.screenshot({ path: shot('create-1440') });

    // The server's refusal of the address lands under it; the choices stay.
    await refuseNextCreate(page, 'url', MESSAGES.webhooks.urlPrivateAddress);
    await form.getByRole('button', { name: f.create }).click();
    await expect(urlField).toHaveAccessibleDescription(new RegExp(MESSAGES.webhooks.urlPrivateAddress));
    await expect(form.getByText(f.selected(5, 17))).toBeVisible();
    const url = receiver.url('/hooks/crm');
    await urlField.fill(url);
    await expect(urlField).not.toHaveAccessibleDescription(new RegExp(MESSAGES.webhooks.urlPrivateAddress));
    await form.getByRole('button', { name: f.create }).click();

    // The signing secret, once: selected in its field, copied with the button.
    const secretDialog = page.getByRole('dialog', { name: t.secret.title });
    await expect(secretDialog.getByText(MESSAGES.webhooks.created)).toBeVisible();
    const secret = await secretDialog.getByRole('textbox', { name: t.secret.label }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl(company.subdomain, '') });
    await secretDialog.getByRole('button', { name: t.secret.copy }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await secretDialog.screenshot({ path: shot('secret-1440') });
    await secretDialog.getByRole('button', { name: t.secret.done }).click();
    await expect(secretDialog).toBeHidden();

    // The list: where, what (a whole group as one chip), active, who added it; never the secret.
    const row = endpointRow(page, url);
    await expect(row).toContainText('lead.*');
    await expect(row).toContainText('brand.created');
    await expect(row).toContainText(t.status.active);
    await expect(row).toContainText(t.createdBy(company.owner.name));
    await expect(page.getByText(secret)).toHaveCount(0);

    // A test event: queued, delivered by the job runner, signed with the secret just shown.
    const log = await openLog(page, url);
    await expect(log.getByText(l.emptyTitle)).toBeVisible();
    await log.getByRole('button', { name: l.sendTest }).click();
    await expect(toast(page, MESSAGES.webhooks.testQueued)).toBeVisible();
    const delivery = newestDelivery(log);
    await expect(cell(delivery, 'event')).toContainText('webhook.test');
    await expect(cell(delivery, 'status')).toHaveText(l.statuses.delivered, DELIVERY);
    await expect(cell(delivery, 'attempts')).toHaveText('1');
    await expect(cell(delivery, 'response')).toHaveText('200');
    await expect(cell(delivery, 'latency')).toHaveText(/^\d+(\.\d)? m?s$/);
    await expect.poll(() => receiver.received.length, DELIVERY).toBe(1);
    const [first] = receiver.received;
    expect(first!.path).toBe('/hooks/crm');
    expect(JSON.parse(first!.body)).toMatchObject({ type: 'webhook.test' });
    expect(signedWith(first!, secret)).toBe(true);

    // Redelivered: the same event again (same X-Webhook-Id), its attempts counting on.
    await delivery.getByRole('button', { name: new RegExp(`^${l.redeliver}`) }).click();
    await expect(toast(page, MESSAGES.webhooks.redeliveryQueued)).toBeVisible();
    await expect(cell(delivery, 'attempts')).toHaveText('2', DELIVERY);
    await expect(cell(delivery, 'status')).toHaveText(l.statuses.delivered, DELIVERY);
    await expect.poll(() => receiver.received.length, DELIVERY).toBe(2);
    expect(receiver.received[1]!.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);

    // A refusal: the log shows the answer and why, and a retry waits.
    receiver.answerWith(500);
    await log.getByRole('button', { name: l.sendTest }).click();
    await expect(cell(newestDelivery(log), 'response')).toHaveText('500', DELIVERY);
    await expect(cell(newestDelivery(log), 'status')).toContainText(l.statuses.pending);
    await expect(cell(newestDelivery(log), 'status')).toContainText(MESSAGES.webhooks.delivery.answered(500));
    await log.screenshot({ path: shot('deliveries-1440') });
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();
    // Back in the list, the endpoint says it is failing.
    await expect(row).toContainText(t.status.failing);
    await page.screenshot({ path: shot('list-1440'), fullPage: true });

    // On a phone: one card per endpoint and per delivery, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    const card = page.getByRole('list', { name: t.listLabel }).getByRole('listitem', { name: url });
    await expect(card).toContainText('lead.*');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('list-390'), fullPage: true });
    const phoneLog = await openLog(page, url);
    await expect(phoneLog.getByRole('list', { name: l.listLabel }).getByRole('listitem')).toHaveCount(2);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('deliveries-390') });
    await phoneLog.getByRole('button', { name: MESSAGES.web.forms.close }).click();
    await section(page).getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('dialog', { name: f.createTitle })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('create-390') });
    await page.getByRole('dialog', { name: f.createTitle }).getByRole('button', { name: f.cancel }).click();
    await page.setViewportSize(DESKTOP);
    await page.reload();

    // Changed: other events; the form starts from the endpoint as it is.
    await chooseFromMenu(page, url, t.edit);
    const edit = page.getByRole('dialog', { name: f.editTitle });
    await expect(edit.getByRole('textbox', { name: f.url })).toHaveValue(url);
    await expect(edit.getByRole('checkbox', { name: t.groups.lead, exact: true })).toBeChecked();
    await edit.getByRole('checkbox', { name: t.groups.lead, exact: true }).uncheck();
    await edit.getByRole('checkbox', { name: t.groups.member, exact: true }).check();
    await edit.getByRole('button', { name: f.save }).click();
    await expect(toast(page, MESSAGES.webhooks.updated)).toBeVisible();
    await expect(row).toContainText('member.*');
    await expect(row).not.toContainText('lead.*');

    // Turned off, with the keyboard: nothing can be sent to it, by hand either.
    await page.getByRole('button', { name: t.actionsFor(url) }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: t.turnOff })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: t.edit })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: t.turnOff })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, t.turnedOff)).toBeVisible();
    await expect(row).toContainText(t.status.off);
    await expect(row).toContainText(t.offByHand);
    const offLog = await openLog(page, url);
    await expect(offLog.getByText(l.off)).toBeVisible();
    await expect(offLog.getByRole('button', { name: l.sendTest })).toBeDisabled();
    await expect(newestDelivery(offLog).getByRole('button', { name: new RegExp(`^${l.redeliver}`) })).toBeDisabled();
    await page.keyboard.press('Escape');

    // Deleted, once confirmed: the list is empty again.
    await chooseFromMenu(page, url, t.delete);
    const confirm = page.getByRole('dialog', { name: t.deleteTitle });
    await expect(confirm).toContainText(t.deleteMessage(url));
    await confirm.getByRole('button', { name: t.delete }).click();
    await expect(toast(page, MESSAGES.webhooks.deleted)).toBeVisible();
    await expect(section(page).getByText(t.emptyTitle)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a team member has no webhooks tab, and the server refuses them', async ({ page }) => {
    // The refusals asked for below are logged by the browser, as every 403 is.
    const errors = watchErrors(page, { forcedFailures: /\/api\/company\/webhooks/ });
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.member.email);
    await expect(sidebar(page).getByRole('link', { name: p.nav.brands })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: p.nav.companySettings })).toHaveCount(0);
    await page.goto(hostUrl(company.subdomain, '/company/settings?tab=webhooks'));
    await expect(page.getByRole('heading', { name: MESSAGES.web.noAccess.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.tab })).toHaveCount(0);
    expect((await api(page, 'GET', '/company/webhooks')).status).toBe(403);
    const made = await api(page, 'POST', '/company/webhooks', {
      url: 'https://example.com/h',
      events: ['lead.created'],
    });
    expect(made.status).toBe(403);
    expect(errors).toEqual([]);
  });
});
