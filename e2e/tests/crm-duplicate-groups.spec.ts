/**
 * Possible duplicates across the company: three leads share an email (written in different cases)
 * and two a phone number (written differently); the Leads list links to the Possible duplicates
 * screen, which shows both groups with their reasons, and a lead's name opens its page, where
 * merging happens. At 390 px nothing scrolls sideways, here or on the Leads list with its link.
 */
import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.web.crmLeadDuplicates;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const group = (page: Page, reason: string, value: string) => page.getByRole('region', { name: `${reason}: ${value}` });

test.describe('CRM possible duplicates', () => {
  test.use({ actionTimeout: 15_000 });

  test('the Leads list leads to the groups by email and by phone; a lead opens its page; 390px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    const create = <T>(procedure: string, input: object) => trpcMutation<T>(page, procedure, input);
    const { brand } = await create<{ brand: { id: string } }>('crm.brands.create', { name: 'Kaveri Foods' });
    const lead = (clientName: string, extra: object) =>
      create<{ lead: { id: string } }>('crm.leads.create', {
        brandId: brand.id,
        clientName,
        csPerson: company.owner.name,
        ...extra,
      });
    await lead('Asha Rao', { emailId: 'asha@kaveri.in' });
    await lead('A. Rao', { emailId: 'ASHA@kaveri.in', stage: 'Contacted' });
    await lead('Asha R', { emailId: 'Asha@Kaveri.in' });
    await lead('Vikram Shah', { mobileNumber: '+91 98450 12345' });
    await lead('V Shah', { mobileNumber: '098450-12345' });
    await lead('Someone Else', { emailId: 'else@kaveri.in', mobileNumber: '+91 90000 00000' });

    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(page.getByRole('link', { name: 'Someone Else' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('leads-desktop.png') });
    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(/\/crm\/leads\/duplicates$/);
    await expect(heading(page, t.title)).toBeVisible();

    // Biggest first: the email group of three, then the phone group as its newest lead writes it.
    const byEmail = group(page, t.reasons.email, 'asha@kaveri.in');
    const byPhone = group(page, t.reasons.phone, '098450-12345');
    await expect(byEmail.getByRole('link')).toHaveText(['Asha R', 'A. Rao', 'Asha Rao']);
    await expect(byEmail.getByText(t.leads(3))).toBeVisible();
    await expect(byEmail.getByText('Contacted')).toBeVisible();
    await expect(byPhone.getByRole('link')).toHaveText(['V Shah', 'Vikram Shah']);
    const anyGroup = new RegExp(`^(${t.reasons.email}|${t.reasons.phone}): `);
    await expect(page.getByRole('region', { name: anyGroup })).toHaveCount(2);
    await expect(page.getByText('Someone Else')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('duplicates-desktop.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(byPhone).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('duplicates-390.png'), fullPage: true });

    // Merging happens on the lead's page: the name leads there.
    await byPhone.getByRole('link', { name: 'Vikram Shah' }).click();
    await expect(heading(page, 'Vikram Shah')).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/leads\/[0-9a-f-]{36}$/);

    // The link fits the Leads header on a phone too.
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(page.getByRole('link', { name: t.link })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('leads-390.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
