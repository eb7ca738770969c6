import type { Page } from '@playwright/test';

import { formatDay, MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.crm.followUps;
const c = MESSAGES.crm.charts;
const DAY_MS = 86_400_000;
/** A calendar day relative to today on the company's clock (a new company's is UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function seedFollowUps(page: Page, ownerName: string) {
  const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Follow Foods' });
  const { users } = await trpcQuery<{ users: { id: string; name: string }[] }>(page, 'crm.companyUsers.list');
  const csPersonId = users.find((u) => u.name === ownerName)!.id;
  const lead = (clientName: string, extra: object) =>
    trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
      brandId: brand.id,
      clientName,
      csPersonId,
      ...extra,
    }).then((answer) => answer.lead);
  const late = await lead('Overdue Client', { nextFollowUpDate: day(-3), estimatedValue: 50000 });
  const today = await lead('Today Client', { nextFollowUpDate: day(0), stage: 'Contacted' });
  await lead('Won Client', { stage: 'Won', estimatedValue: 250000 });
  await trpcMutation(page, 'crm.enquiries.create', {
    leadId: today.id,
    requirement: 'Online shop',
    productType: 'E-commerce',
  });
  return { late, today };
}

test.describe('my follow-ups and the dashboard charts', () => {
  test.use({ actionTimeout: 15_000 });

  test('snooze and mark done on My follow-ups; the dashboard card and charts render', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    const { late, today } = await seedFollowUps(page, company.owner.name);

    await page.goto(hostUrl(company.subdomain, '/crm/follow-ups'));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expect(section(page, t.overdue).getByRole('listitem', { name: 'Overdue Client' })).toBeVisible();
    await expect(section(page, t.today).getByRole('listitem', { name: 'Today Client' })).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/follow-ups-desktop.png', fullPage: true });

    // Snooze today's one by a week: it leaves this week's list, its lead holds the new date.
    await page.getByRole('button', { name: t.snoozeAria('Today Client') }).click();
    await page.getByRole('button', { name: t.snoozeWeek }).click();
    await expect(page.getByText(t.snoozed(formatDay(day(7))))).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Today Client' })).toBeHidden();
    const moved = await trpcQuery<{ lead: { nextFollowUpDate: string } }>(page, 'crm.leads.get', { id: today.id });
    expect(moved.lead.nextFollowUpDate).toBe(day(7));

    // Snooze the overdue one to a day picked on the calendar: today, which keeps it in the list on
    // every day of the week (this week ends on Saturday), and in view whatever the month.
    await page.getByRole('button', { name: t.snoozeAria('Overdue Client') }).click();
    const label = new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await page.getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByText(t.snoozed(formatDay(day(0))))).toBeVisible();
    await expect(section(page, t.today).getByRole('listitem', { name: 'Overdue Client' })).toBeVisible();

    // Then mark it done: the list is empty.
    await page.getByRole('button', { name: t.markDoneAria('Overdue Client') }).click();
    await expect(page.getByText(t.done)).toBeVisible();
    await expect(page.getByText(t.empty)).toBeVisible();
    const cleared = await trpcQuery<{ lead: { nextFollowUpDate: string | null } }>(page, 'crm.leads.get', {
      id: late.id,
    });
    expect(cleared.lead.nextFollowUpDate).toBeNull();

    // The dashboard: the follow-ups card (empty now) and the three charts, drawn.
    await trpcMutation(page, 'crm.leads.update', { id: late.id, nextFollowUpDate: day(-1) });
    await page.goto(hostUrl(company.subdomain, '/'));
    const card = section(page, t.title);
    await expect(card.getByRole('listitem', { name: 'Overdue Client' })).toBeVisible();
    // The funnel and the month columns are lists of bars, the donut a group of arcs, each named.
    await expect(section(page, c.leadsByStage).getByRole('list', { name: c.leadsByStage })).toBeVisible();
    await expect(section(page, c.wonByMonth).getByRole('list', { name: c.wonByMonth })).toBeVisible();
    const donut = section(page, c.enquiriesByProductType).getByRole('group', { name: c.enquiriesByProductType });
    await expect(donut).toBeVisible();
    // Every bar and arc names its value (a tooltip on hover or focus shows the same).
    await expect(section(page, c.wonByMonth).getByRole('listitem')).toHaveCount(12);
    await section(page, c.wonByMonth).getByRole('listitem').last().focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/dashboard-charts-desktop.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section(page, c.wonByMonth).getByRole('list', { name: c.wonByMonth })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: 'e2e/.artifacts/dashboard-charts-390.png', fullPage: true });
    await page.goto(hostUrl(company.subdomain, '/crm/follow-ups'));
    await expect(page.getByRole('listitem', { name: 'Overdue Client' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: 'e2e/.artifacts/follow-ups-390.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  test('a new company’s dashboard shows the charts’ empty states', async ({ page }) => {
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/'));
    await expect(section(page, c.leadsByStage).getByText(c.emptyLeads)).toBeVisible();
    await expect(section(page, c.wonByMonth).getByText(c.emptyWon)).toBeVisible();
    await expect(section(page, c.enquiriesByProductType).getByText(c.emptyEnquiries)).toBeVisible();
    await expect(section(page, t.title).getByText(t.empty)).toBeVisible();
  });

  test('the company time zone and digest hour, and the user’s digest opt-out', async ({ page }) => {
    const k = MESSAGES.crm.companyClock;
    const d = MESSAGES.crm.digest;
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/company/settings'));
    const zone = page.getByRole('combobox', { name: k.timeZoneLabel });
    await expect(zone).toHaveValue('UTC');
    await zone.fill('Kolkata');
    await page.getByRole('option', { name: 'Asia/Kolkata' }).click();
    await page.getByRole('combobox', { name: k.digestHourLabel }).click();
    await page.getByRole('option', { name: '07:00' }).click();
    await page.getByRole('button', { name: k.save, exact: true }).click();
    await expect(page.getByText(MESSAGES.companySettings.updated)).toBeVisible();
    const { company: stored } = await trpcQuery<{ company: { settings: object } }>(page, 'company.profile.get');
    expect(stored.settings).toMatchObject({
      timeZone: 'Asia/Kolkata',
      digestHour: 7,
    });
    await page.screenshot({ path: 'e2e/.artifacts/company-clock.png', fullPage: true });

    await page.goto(hostUrl(company.subdomain, '/user/settings'));
    const digest = page.getByRole('switch', { name: d.label });
    await expect(digest).toBeChecked();
    await expect(digest).toBeEnabled();
    await page.locator('label').filter({ hasText: d.label }).click();
    await expect(page.getByText(d.updated)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: d.label })).not.toBeChecked();
  });
});
