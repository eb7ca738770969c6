// Temporary: screenshots of the Leads and Meetings screens for a visual check (not kept).
import { signIn } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  const company = await createPortalCompany(page);
  await signIn(page, company.subdomain, company.owner.email);
  await page.goto(hostUrl(company.subdomain, '/crm/leads'));
  const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme Foods' });
  const { users } = await trpcQuery<{ users: { id: string; name: string }[] }>(page, 'crm.companyUsers.list');
  const stages = ['New', 'Contacted', 'Qualified', 'Proposal', 'Negotiation', 'Got Enquiry', 'Won', 'Lost'];
  let leadId = '';
  for (let i = 0; i < 24; i += 1) {
    const { lead } = await trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
      clientName: `Client ${i}`, brandId: brand.id, csPersonId: users[0]!.id, stage: stages[i % 8],
      emailId: `c${i}@acme.test`, website: 'acme.test', linkedin: 'https://linkedin.com/in/x', hq: 'Mumbai',
      mobileNumber: '+91 98765 43210', designation: 'Buyer', comment: 'A long comment about this lead that goes on and on',
      nextFollowUpDate: '2026-12-01', estimatedValue: 125000,
    });
    leadId = lead.id;
  }
  await trpcMutation(page, 'crm.meetings.create', { leadId, scheduledDate: new Date().toISOString(), title: 'Kick-off', comment: 'Bring samples' });
  for (const [w, h] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(hostUrl(company.subdomain, '/crm/leads'));
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await page.screenshot({ path: `/tmp/crm-shots/leads-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add Lead' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/crm-shots/lead-form-${w}.png` });
    await page.keyboard.press('Escape');
    await page.goto(hostUrl(company.subdomain, '/crm/meetings'));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.screenshot({ path: `/tmp/crm-shots/meetings-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Schedule Meeting' }).first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/crm-shots/meeting-form-${w}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'View Kick-off' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/crm-shots/meeting-view-${w}.png` });
    await page.keyboard.press('Escape');
  }
});
