/**
 * The lead page: opened from the leads list, a field edited in place shows on the timeline the
 * server recorded, a note with an attachment is added, previous / next follow the list's filter and
 * order, and the page fits a 390 px phone.
 */
import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { textFile } from '../support/files';
import { expect, test } from '../support/session';

const t = MESSAGES.web.crmLeadPage;
const f = MESSAGES.web.crmLeads.fields;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe('CRM lead page', () => {
  test.use({ actionTimeout: 15_000 });

  test('open from the list, edit inline, see the timeline, add a note, step through the list, 390px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme Foods' });
    const me = await trpcMutation<{ lead: { csPersonId: string } }>(page, 'crm.leads.create', {
      brandId: brand.id,
      clientName: 'Alpha Traders',
      csPerson: company.owner.name,
    });
    for (const clientName of ['Bravo Exports', 'Charlie Mills', 'Zulu Lost']) {
      await trpcMutation(page, 'crm.leads.create', {
        brandId: brand.id,
        clientName,
        csPersonId: me.lead.csPersonId,
        stage: clientName.startsWith('Zulu') ? 'Lost' : 'New',
      });
    }

    // The list filtered (New) and ordered by client name; a click on a row (not on a control) opens the lead.
    await page.goto(hostUrl(company.subdomain, '/crm/leads?stage=New&sort=clientName&order=asc'));
    const bravo = page.locator('tbody tr').filter({ hasText: 'Bravo Exports' });
    await bravo.locator('td').first().click();
    await expect(heading(page, 'Bravo Exports')).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/leads\/[0-9a-f-]{36}\?.*at=2/);
    await expect(page.getByText(t.position(2, 3))).toBeVisible();

    // Inline edit: HQ, then the stage; each lands on the timeline with its old and new value.
    await page.getByRole('button', { name: t.edit(f.hq) }).click();
    await page.getByRole('textbox', { name: f.hq }).fill('Pune');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.locator('[data-field="hq"]')).toContainText('Pune');
    await page.getByRole('button', { name: t.edit(f.stage) }).click();
    await page.getByRole('combobox', { name: f.stage }).click();
    await page.getByRole('option', { name: 'Qualified', exact: true }).click();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.locator('[data-field="stage"]')).toContainText('Qualified');

    const timeline = page.getByRole('tabpanel', { name: t.tabs.timeline });
    const stageEntry = timeline.locator('.mantine-Timeline-item').filter({ hasText: t.timeline.stageChanged });
    await expect(stageEntry).toContainText('New → Qualified');
    await expect(stageEntry).toContainText(t.timeline.by(company.owner.name));
    await expect(
      timeline.locator('.mantine-Timeline-item').filter({ hasText: t.timeline.fieldChanged(f.hq) }),
    ).toContainText('→ Pune');
    await expect(timeline.locator('.mantine-Timeline-item').last()).toContainText(t.timeline.created);

    // A note with an attachment.
    await tab(page, t.tabs.notes).click();
    const notes = page.getByRole('tabpanel', { name: new RegExp(`^${t.tabs.notes}`) });
    await notes.getByRole('button', { name: MESSAGES.notes.prompt }).click();
    await notes
      .getByRole('textbox', { name: MESSAGES.web.companyDetail.notes.contentLabel })
      .fill('Sent the price list');
    await notes.locator('input[type="file"]').setInputFiles(textFile(testInfo, 'prices.txt', 'Price list\n'));
    await notes.getByRole('button', { name: MESSAGES.web.companyDetail.notes.save, exact: true }).click();
    const card = notes.getByRole('article', { name: 'Sent the price list' });
    await expect(card).toBeVisible();
    await expect(
      card.getByRole('button', { name: MESSAGES.web.companyDetail.notes.openFile('prices.txt') }),
    ).toBeVisible();
    await tab(page, t.tabs.timeline).click();
    await expect(page.getByText(t.timeline.noteAdded('Sent the price list'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('lead-page-timeline.png'), fullPage: true });

    // The stage edit took Bravo out of the New filter: stepping uses the list as it is now.
    await page.getByRole('link', { name: t.previous }).click();
    await expect(heading(page, 'Alpha Traders')).toBeVisible();
    await expect(page.getByRole('button', { name: t.previous })).toBeDisabled();
    await page.getByRole('link', { name: t.next }).click();
    await expect(heading(page, 'Charlie Mills')).toBeVisible();
    await expect(page.getByText(t.position(2, 2))).toBeVisible();
    await expect(page.getByRole('button', { name: t.next })).toBeDisabled();
    await page.getByRole('link', { name: t.backToLeads }).click();
    await expect(page).toHaveURL(/\/crm\/leads\?.*stage=New/);
    await expect(page.locator('tbody tr')).toHaveCount(2);

    // A meeting added from the lead page has the lead picked already.
    await page
      .locator('tbody tr')
      .filter({ hasText: 'Charlie Mills' })
      .getByRole('link', { name: 'Charlie Mills' })
      .click();
    await tab(page, t.tabs.meetings).click();
    await page.getByRole('button', { name: t.addMeeting }).click();
    const meetingForm = page.getByRole('dialog').filter({ hasText: MESSAGES.web.crmMeetings.addTitle });
    await expect(meetingForm.getByRole('textbox', { name: MESSAGES.web.crmMeetings.fields.clientName })).toHaveValue(
      'Charlie Mills',
    );
    await meetingForm.getByRole('button', { name: MESSAGES.web.crmKit.cancel }).click();
    await page.screenshot({ path: testInfo.outputPath('lead-page-desktop.png'), fullPage: true });

    // A phone: everything stacks, nothing scrolls sideways, inline edit still works.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(heading(page, 'Charlie Mills')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: t.edit(f.designation) }).click();
    await page.getByRole('textbox', { name: f.designation }).fill('Buyer');
    await page.getByRole('textbox', { name: f.designation }).press('Enter');
    await expect(page.locator('[data-field="designation"]')).toContainText('Buyer');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('lead-page-390.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('a lead that does not exist says so, offers the way back and no Retry', async ({ page }) => {
    const errors = watchErrors(page, { forcedFailures: /crm\.leads\.get/ });
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/crm/leads/6f1c1d4e-0a4b-4c1e-9a59-3d1f1f0e2b7a'));
    await expect(page.getByRole('alert').getByText(MESSAGES.crm.leads.notFound)).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.web.retry })).toHaveCount(0);
    await page.getByRole('link', { name: t.backToLeads }).click();
    await expect(heading(page, MESSAGES.web.crmLeads.title)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('CRM lead page on the demo company', () => {
  test.use({ actionTimeout: 15_000 });

  test("a seeded lead's page shows its fields, its creation on the timeline and its meetings", async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await signIn(page, 'acme', 'owner@acme.test');
    // The seeded meetings belong to the first leads written, so the oldest lead has one.
    await page.goto(hostUrl('acme', '/crm/leads?sort=createdAt&order=asc'));
    const first = page.locator('tbody tr').first();
    const name = (await first.getByRole('link').first().textContent()) ?? '';
    await first.getByRole('link', { name }).click();
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText(t.position(1, 300))).toBeVisible();
    const timeline = page.getByRole('tabpanel', { name: t.tabs.timeline });
    await expect(timeline.locator('.mantine-Timeline-item').last()).toContainText(t.timeline.created);
    await tab(page, t.tabs.meetings).click();
    await expect(page.getByRole('button', { name: /^Open / }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('lead-page-seeded.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
