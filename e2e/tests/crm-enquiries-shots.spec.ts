// Temporary: screenshots of the Enquiries screen and the dashboard for a visual check (not kept).
import { signIn } from '../support/auth';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation, trpcQuery } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

test('enquiry shots', async ({ page }) => {
  test.setTimeout(180_000);
  const company = await createPortalCompany(page);
  await signIn(page, company.subdomain, company.owner.email);
  const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Kaveri Foods' });
  const { users } = await trpcQuery<{ users: { id: string; name: string }[] }>(page, 'crm.companyUsers.list');
  const { lead } = await trpcMutation<{ lead: { id: string } }>(page, 'crm.leads.create', {
    clientName: 'Asha Rao', brandId: brand.id, csPersonId: users[0]!.id, estimatedValue: 500000,
  });
  const stages = ['New', 'Under Review', 'Quotation Sent', 'Negotiation', 'Won', 'Lost', 'On Hold'];
  for (let i = 0; i < 23; i += 1) {
    await trpcMutation(page, 'crm.enquiries.create', {
      leadId: lead.id, requirement: `Online store with GST invoices and COD, phase ${i}`, stage: stages[i % 7],
      estimatedValue: 125000 * (i + 1), expectedDeliveryDate: '2027-01-15', csPersonId: users[0]!.id,
      comments: 'Budget approved by their finance team', nextFollowUpDate: '2026-12-01',
    });
  }
  for (const [w, h] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(hostUrl(company.subdomain, '/'));
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/enq-shots/dashboard-${w}.png`, fullPage: true });
    await page.goto(hostUrl(company.subdomain, '/crm/enquiries'));
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await page.screenshot({ path: `/tmp/enq-shots/enquiries-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add Enquiry' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/enq-shots/form-${w}.png` });
    await page.keyboard.press('Escape');
    await page.locator('tbody tr').first().getByTitle('View Details').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/enq-shots/view-${w}.png` });
    await page.keyboard.press('Escape');
  }
});
