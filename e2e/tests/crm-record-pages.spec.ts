/**
 * The brand, meeting and enquiry pages: each opened by its address, still there after a reload, with
 * the records around it (a brand's leads, meetings and enquiries with their totals; a meeting's or an
 * enquiry's lead and brand), a field edited in place and saved, delete, and an address that names no
 * record ending at the dead end with the way back to its list. At 390 px nothing scrolls sideways.
 */
import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany, type PortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const p = MESSAGES.web.crmRecordPage;
const edit = MESSAGES.web.crmLeadPage.edit;
const save = MESSAGES.web.crmLeadPage.save;
const GHOST = '6f1c1d4e-0a4b-4c1e-9a59-3d1f1f0e2b7a';
/** The record reads that answer 404 on purpose: Chromium logs those, and only those are expected. */
const GONE_READS = /crm\.(brands|meetings|enquiries)\.get/;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);

interface Seeded {
  brandId: string;
  leadIds: string[];
  meetingId: string;
  enquiryId: string;
}

/** Brand Kaveri Foods with six leads, two meetings and one enquiry; another brand with one of each. */
async function seed(page: Page, company: PortalCompany): Promise<Seeded> {
  const create = <T>(procedure: string, input: object) => trpcMutation<T>(page, procedure, input);
  const { brand } = await create<{ brand: { id: string } }>('crm.brands.create', { name: 'Kaveri Foods' });
  const other = await create<{ brand: { id: string } }>('crm.brands.create', { name: 'Other Brand' });
  const first = await create<{ lead: { id: string; csPersonId: string } }>('crm.leads.create', {
    brandId: brand.id,
    clientName: 'Kaveri Client 1',
    csPerson: company.owner.name,
  });
  const leadOf = async (brandId: string, clientName: string) =>
    (
      await create<{ lead: { id: string } }>('crm.leads.create', {
        brandId,
        clientName,
        csPersonId: first.lead.csPersonId,
      })
    ).lead.id;
  const leadIds = [first.lead.id];
  for (let i = 2; i <= 6; i += 1) leadIds.push(await leadOf(brand.id, `Kaveri Client ${i}`));
  const otherLead = await leadOf(other.brand.id, 'Other Client');
  const meetingOf = async (leadId: string, title: string) =>
    (
      await create<{ meeting: { id: string } }>('crm.meetings.create', {
        leadId,
        title,
        scheduledDate: '2026-12-01T10:00:00Z',
      })
    ).meeting.id;
  const meetingId = await meetingOf(leadIds[0]!, 'Kickoff with Kaveri');
  await meetingOf(leadIds[1]!, 'Tasting at Kaveri');
  await meetingOf(otherLead, 'Other meeting');
  const { enquiry } = await create<{ enquiry: { id: string } }>('crm.enquiries.create', {
    leadId: leadIds[0],
    title: 'Festive hampers',
    requirement: '500 hampers for Diwali',
    estimatedValue: 250000,
  });
  await create('crm.enquiries.create', { leadId: otherLead, requirement: 'Other need' });
  return { brandId: brand.id, leadIds, meetingId, enquiryId: enquiry.id };
}

test.describe('CRM record pages', () => {
  test.use({ actionTimeout: 15_000 });

  let company: PortalCompany;
  let seeded: Seeded;

  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    seeded = await seed(page, company);
  });

  test('the brand page: by address, after a reload, its records with totals, inline edit, 390px', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto(hostUrl(company.subdomain, `/crm/brands/${seeded.brandId}`));
    await expect(heading(page, 'Kaveri Foods')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Kaveri Foods')).toBeVisible();

    // Its latest five leads of six, its two meetings and its one enquiry; nothing of the other brand.
    const leads = page.getByRole('region', { name: p.related.leads });
    await expect(leads.getByTestId('related-total')).toHaveText(p.related.count(5, 6));
    await expect(leads.getByRole('link', { name: /^Kaveri Client/ })).toHaveCount(5);
    await expect(leads.getByRole('link', { name: p.related.seeAllOf(p.related.leads) })).toHaveAttribute(
      'href',
      `/crm/leads?brandId=${seeded.brandId}`,
    );
    const meetings = page.getByRole('region', { name: p.related.meetings });
    await expect(meetings.getByTestId('related-total')).toHaveText('2');
    await expect(meetings.getByRole('link', { name: 'Kickoff with Kaveri' })).toBeVisible();
    await expect(meetings.getByText('Other meeting')).toHaveCount(0);
    const enquiries = page.getByRole('region', { name: p.related.enquiries });
    await expect(enquiries.getByTestId('related-total')).toHaveText('1');
    await expect(enquiries.getByRole('link', { name: 'Festive hampers' })).toBeVisible();

    // Inline edit: the form's rule first (a name is required), then a saved city that stays after a reload.
    await page.getByRole('button', { name: edit(MESSAGES.web.crmBrands.form.name) }).click();
    await page.getByRole('textbox', { name: MESSAGES.web.crmBrands.form.name }).fill(' ');
    await page.getByRole('button', { name: save }).click();
    await expect(page.getByText(MESSAGES.crm.brands.nameRequired)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: edit(MESSAGES.web.crmBrands.form.city) }).click();
    await page.getByRole('textbox', { name: MESSAGES.web.crmBrands.form.city }).fill('Pune');
    await page.getByRole('button', { name: save }).click();
    await expect(field(page, 'address.city')).toContainText('Pune');
    await page.reload();
    await expect(field(page, 'address.city')).toContainText('Pune');

    // Edit opens the brand panel with everything at once.
    await page.getByRole('button', { name: p.edit, exact: true }).click();
    await expect(page.getByRole('dialog', { name: MESSAGES.crm.brands.editTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: MESSAGES.crm.brands.editTitle })).toBeHidden();

    // A lead opens its page, whose brand leads back here.
    await leads.getByRole('link', { name: 'Kaveri Client 6' }).click();
    await expect(heading(page, 'Kaveri Client 6')).toBeVisible();
    await page.getByRole('link', { name: 'Kaveri Foods' }).first().click();
    await expect(heading(page, 'Kaveri Foods')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(leads.getByTestId('related-total')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('brand-page-390.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('the meeting page: by address, its lead and brand, inline edit on the timeline, delete, gone', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page, { forcedFailures: GONE_READS });
    const f = MESSAGES.web.crmMeetings.fields;
    const address = `/crm/meetings/${seeded.meetingId}`;
    await page.goto(hostUrl(company.subdomain, address));
    await expect(heading(page, 'Kickoff with Kaveri')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Kickoff with Kaveri')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kaveri Client 1' }).first()).toHaveAttribute(
      'href',
      `/crm/leads/${seeded.leadIds[0]}`,
    );
    await expect(page.getByRole('link', { name: 'Kaveri Foods' })).toHaveAttribute(
      'href',
      `/crm/brands/${seeded.brandId}`,
    );

    // The form's rule (a title is required), then the status: the lead's timeline records it.
    await page.getByRole('button', { name: edit(f.title) }).click();
    await page.getByRole('textbox', { name: f.title }).fill('');
    await page.getByRole('button', { name: save }).click();
    await expect(page.getByText(MESSAGES.web.crmMeetings.titleRequired)).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.web.crmLeadPage.cancel }).click();
    await page.getByRole('button', { name: edit(f.status) }).click();
    await page.getByRole('combobox', { name: f.status }).click();
    await page.getByRole('option', { name: 'Completed', exact: true }).click();
    await page.getByRole('button', { name: save }).click();
    await expect(field(page, 'status')).toContainText('Completed');
    const timeline = page.getByRole('tabpanel', { name: MESSAGES.web.crmLeadPage.tabs.timeline });
    await expect(
      timeline.getByText(MESSAGES.web.crmLeadPage.timeline.meetingCompleted('Kickoff with Kaveri')),
    ).toBeVisible();
    await page.reload();
    await expect(field(page, 'status')).toContainText('Completed');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(heading(page, 'Kickoff with Kaveri')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('meeting-page-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete asks first, then goes back to the list; the address now ends at the dead end.
    await page.getByRole('button', { name: p.delete, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: MESSAGES.web.crmKit.delete }).click();
    await expect(page).toHaveURL(/\/crm\/meetings$/);
    await expect(heading(page, MESSAGES.web.crmMeetings.title)).toBeVisible();
    await page.goto(hostUrl(company.subdomain, address));
    const gone = page.getByRole('alert');
    await expect(gone.getByRole('heading', { name: MESSAGES.crm.meetings.notFound })).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.web.retry })).toHaveCount(0);
    await gone.getByRole('link', { name: p.backToMeetings }).click();
    await expect(heading(page, MESSAGES.web.crmMeetings.title)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the enquiry page: by address, inline edit, the lead's notes, delete; unknown addresses end at the dead end", async ({
    page,
  }) => {
    const errors = watchErrors(page, { forcedFailures: GONE_READS });
    const f = MESSAGES.web.crmEnquiries.fields;
    await page.goto(hostUrl(company.subdomain, `/crm/enquiries/${seeded.enquiryId}`));
    await expect(heading(page, 'Festive hampers')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Festive hampers')).toBeVisible();
    await expect(field(page, 'estimatedValue')).toContainText('₹2,50,000');

    // The form's rule (a requirement is required), then a new requirement saved.
    await page.getByRole('button', { name: edit(f.requirement) }).click();
    const requirement = page.getByRole('textbox', { name: f.requirement });
    await requirement.fill('');
    await page.getByRole('button', { name: save }).click();
    await expect(page.getByText(MESSAGES.web.crmEnquiries.requirementRequired)).toBeVisible();
    await requirement.fill('600 hampers for Diwali');
    await page.getByRole('button', { name: save }).click();
    await expect(field(page, 'requirement')).toContainText('600 hampers for Diwali');
    await page.reload();
    await expect(field(page, 'requirement')).toContainText('600 hampers for Diwali');

    // The lead's notes are here too.
    await page.getByRole('tab', { name: new RegExp(`^${MESSAGES.web.crmLeadPage.tabs.notes}`) }).click();
    await expect(page.getByRole('button', { name: MESSAGES.notes.prompt })).toBeVisible();

    // The brand link opens the brand page, which lists this enquiry.
    await page.getByRole('link', { name: 'Kaveri Foods' }).click();
    await expect(heading(page, 'Kaveri Foods')).toBeVisible();
    await page
      .getByRole('region', { name: p.related.enquiries })
      .getByRole('link', { name: 'Festive hampers' })
      .click();
    await expect(heading(page, 'Festive hampers')).toBeVisible();

    await page.getByRole('button', { name: p.delete, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: MESSAGES.web.crmKit.delete }).click();
    await expect(page).toHaveURL(/\/crm\/enquiries$/);

    // Unknown ids, an address that is no id, and a brand: each a dead end with its way back.
    for (const [path, title, back] of [
      [`/crm/enquiries/${seeded.enquiryId}`, MESSAGES.crm.enquiries.notFound, p.backToEnquiries],
      ['/crm/enquiries/not-an-id', MESSAGES.crm.enquiries.notFound, p.backToEnquiries],
      [`/crm/brands/${GHOST}`, MESSAGES.crm.brands.notFound, p.backToBrands],
    ] as const) {
      await page.goto(hostUrl(company.subdomain, path));
      const gone = page.getByRole('alert');
      await expect(gone.getByRole('heading', { name: title })).toBeVisible();
      await expect(gone.getByRole('link', { name: back })).toBeVisible();
    }
    await page.getByRole('alert').getByRole('link', { name: p.backToBrands }).click();
    await expect(heading(page, MESSAGES.web.crmBrands.title)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a meeting picked in another time zone', () => {
  // The browser is in New York; the company keeps India's clock, as every screen shows it.
  test.use({ actionTimeout: 15_000, timezoneId: 'America/New_York' });

  test("the meeting's time is shown, picked and saved on the company's clock", async ({ page }) => {
    test.setTimeout(120_000);
    const f = MESSAGES.web.crmMeetings.fields;
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await trpcMutation(page, 'company.settings.update', { timeZone: 'Asia/Kolkata' });
    const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Zone Foods' });
    const { lead } = await trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
      brandId: brand.id,
      clientName: 'Zone Client',
      csPerson: company.owner.name,
    });
    const { meeting } = await trpcMutation<{ meeting: { id: string } }>(page, 'crm.meetings.create', {
      leadId: lead.id,
      title: 'Zone call',
      scheduledDate: '2026-12-01T04:30:00Z',
    });
    await page.goto(hostUrl(company.subdomain, `/crm/meetings/${meeting.id}`));
    await expect(field(page, 'scheduledDate')).toContainText('1 Dec 2026, 10:00');

    await page.getByRole('button', { name: edit(f.scheduledDate) }).click();
    await page.getByRole('button', { name: f.scheduledDate }).click();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('spinbutton') });
    await expect(picker.getByRole('spinbutton').first()).toHaveValue('10');
    await picker.getByRole('spinbutton').first().fill('11');
    await picker.getByRole('spinbutton').nth(1).fill('30');
    await picker.getByRole('button').last().click();
    await page.getByRole('button', { name: save }).click();
    await expect(field(page, 'scheduledDate')).toContainText('1 Dec 2026, 11:30');
    const stored = await trpcQuery<{ meeting: { scheduledDate: string } }>(page, 'crm.meetings.get', {
      id: meeting.id,
    });
    expect(stored.meeting.scheduledDate).toBe('2026-12-01T06:00:00.000Z');
  });
});
