/**
 * The company's own fields in the record dialogs and on the record pages: a required lead field
 * (Region, North or South) that the Add Lead dialog asks for before it saves (and whose refusal by
 * the server shows under it), shown and edited on the lead page; a meeting field (Agenda) set in the meeting's Edit dialog and shown on the meeting
 * page. The dialogs work on a 390 px phone too, where nothing scrolls sideways.
 */
import type { Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { createPortalCompany, type PortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const lt = MESSAGES.web.crmLeads;
const mt = MESSAGES.web.crmMeetings;
const lp = MESSAGES.web.crmLeadPage;
const required = MESSAGES.crm.customFields.fieldRequired;

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });
const field = (page: Page, name: string) => page.locator(`[data-field="customFields.${name}"]`);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function choose(scope: Locator | Page, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface Seeded {
  leadId: string;
  meetingId: string;
  regionId: string;
}

/**
 * A brand with a lead and its meeting, made before the fields exist (so the lead needs no Region),
 * then the lead field Region (required select) and the meeting field Agenda (text).
 */
async function seed(page: Page, company: PortalCompany): Promise<Seeded> {
  const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme Foods' });
  const { lead } = await trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
    brandId: brand.id,
    clientName: 'Seeded Client',
    csPerson: company.owner.name,
  });
  const { meeting } = await trpcMutation<{ meeting: { id: string } }>(page, 'crm.meetings.create', {
    leadId: lead.id,
    title: 'Kickoff call',
    scheduledDate: '2026-12-01T10:00:00Z',
  });
  const region = await trpcMutation<{ column: { id: string } }>(page, 'crm.customColumns.create', {
    entity: 'lead',
    name: 'region',
    label: 'Region',
    type: 'select',
    isRequired: true,
    options: [{ label: 'North' }, { label: 'South' }],
  });
  await trpcMutation(page, 'crm.customColumns.create', {
    entity: 'meeting',
    name: 'agenda',
    label: 'Agenda',
    type: 'text',
  });
  return { leadId: lead.id, meetingId: meeting.id, regionId: region.column.id };
}

const leadIdOf = async (page: Page, clientName: string) => {
  const { leads } = await trpcQuery<{ leads: { id: string; clientName: string }[] }>(page, 'crm.leads.list', {
    search: clientName,
  });
  return leads.find((lead) => lead.clientName === clientName)!.id;
};

test.describe('custom fields in the CRM forms and record pages', () => {
  test.use({ actionTimeout: 15_000 });

  let company: PortalCompany;
  let seeded: Seeded;

  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    seeded = await seed(page, company);
  });

  test('Add Lead asks for the required Region, then the lead page shows and edits it', async ({ page }, testInfo) => {
    // The server refuses one save on purpose (an option removed while the dialog was open).
    const errors = watchErrors(page, { forcedFailures: /crm\.leads\.create/ });
    const options = (labels: string[]) =>
      trpcMutation(page, 'crm.customColumns.update', {
        id: seeded.regionId,
        options: labels.map((label) => ({ label })),
      });
    await options(['North', 'South', 'West']);
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await page.getByRole('button', { name: lt.add }).click();
    const add = dialog(page, lt.addTitle);
    await add.getByRole('textbox', { name: lt.fields.clientName }).fill('Neha Kapoor');
    await choose(add, page, lt.fields.brand, 'Acme Foods');

    // The company's fields come last, in their own section; the dialog refuses to save without Region.
    const section = add.locator('section').filter({ has: page.getByRole('heading', { name: lt.sections.custom }) });
    await expect(section.getByRole('combobox', { name: 'Region' })).toBeVisible();
    await add.getByRole('button', { name: lt.create }).click();
    await expect(section.getByText(required('Region'))).toBeVisible();
    await expect(add.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: testInfo.outputPath('lead-form-refused.png') });

    // The server's refusal of Region lands under Region.
    await options(['North', 'South']);
    await choose(section, page, 'Region', 'West');
    await expect(section.getByText(required('Region'))).toBeHidden();
    await add.getByRole('button', { name: lt.create }).click();
    await expect(section.getByText(MESSAGES.crm.customFields.fieldOption('Region'))).toBeVisible();
    await choose(section, page, 'Region', 'South');
    await add.getByRole('button', { name: lt.create }).click();
    await expect(add).toBeHidden();

    // The lead page shows Region: South, and edits it in place.
    await page.goto(hostUrl(company.subdomain, `/crm/leads/${await leadIdOf(page, 'Neha Kapoor')}`));
    await expect(heading(page, 'Neha Kapoor')).toBeVisible();
    await expect(field(page, 'region')).toContainText('Region');
    await expect(field(page, 'region')).toContainText('South');
    await page.screenshot({ path: testInfo.outputPath('lead-page.png'), fullPage: true });
    await page.getByRole('button', { name: lp.edit('Region') }).click();
    await choose(page, page, 'Region', 'North');
    await page.getByRole('button', { name: lp.save }).click();
    await expect(field(page, 'region')).toContainText('North');
    await page.reload();
    await expect(field(page, 'region')).toContainText('North');

    // A lead made before Region existed shows it empty.
    await page.goto(hostUrl(company.subdomain, `/crm/leads/${seeded.leadId}`));
    await expect(field(page, 'region')).toContainText(lp.empty);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(company.subdomain, `/crm/leads/${await leadIdOf(page, 'Neha Kapoor')}`));
    await expect(field(page, 'region')).toContainText('North');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('lead-page-390.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('on a 390 px phone: Add Lead with Region, and Agenda set in Edit Meeting shows on the meeting page', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await page.getByRole('button', { name: lt.add }).click();
    const add = dialog(page, lt.addTitle);
    await add.getByRole('textbox', { name: lt.fields.clientName }).fill('Phone Lead');
    await choose(add, page, lt.fields.brand, 'Acme Foods');
    await add.getByRole('button', { name: lt.create }).click();
    await expect(add.getByText(required('Region'))).toBeInViewport();
    await choose(add, page, 'Region', 'North');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('lead-form-390.png') });
    await add.getByRole('button', { name: lt.create }).click();
    await expect(add).toBeHidden();
    await page.goto(hostUrl(company.subdomain, `/crm/leads/${await leadIdOf(page, 'Phone Lead')}`));
    await expect(field(page, 'region')).toContainText('North');

    // The meeting, edited from its lead's page: Agenda is empty, then set.
    await page.goto(hostUrl(company.subdomain, `/crm/leads/${seeded.leadId}`));
    await page.getByRole('tab', { name: new RegExp(`^${lp.tabs.meetings}`) }).click();
    await page.getByRole('button', { name: lp.openRecord('Kickoff call') }).click();
    const edit = dialog(page, mt.editTitle);
    const agenda = edit.getByRole('textbox', { name: 'Agenda' });
    await expect(agenda).toHaveValue('');
    await agenda.fill('Pricing and delivery dates');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await edit.getByRole('button', { name: mt.update }).click();
    await expect(edit).toBeHidden();

    await page.goto(hostUrl(company.subdomain, `/crm/meetings/${seeded.meetingId}`));
    await expect(heading(page, 'Kickoff call')).toBeVisible();
    await expect(field(page, 'agenda')).toContainText('Agenda');
    await expect(field(page, 'agenda')).toContainText('Pricing and delivery dates');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('meeting-page-390.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
