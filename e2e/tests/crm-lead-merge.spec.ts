/**
 * Merging duplicate leads from the lead page: two leads share an email (in another case); the first
 * lead's page offers the second as a possible duplicate ("Same email"), the merge dialog keeps the
 * second's phone number, and the first lead then holds that number, the second's meeting and note,
 * and a "Merged with the lead …" timeline entry. The second's old address leads to the first. A merge
 * the server refuses keeps the dialog and its choices; the dialog stacks its two columns at 390 px.
 */
import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { createPortalCompany } from '../support/company-portal';
import { trpcMutation } from '../support/crm-records';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

const t = MESSAGES.web.crmLeadMerge;
const p = MESSAGES.web.crmLeadPage;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name: new RegExp(`^${name}`) });
const mergeDialog = (page: Page) => page.getByRole('dialog', { name: new RegExp(`^${t.title}`) });

test.describe('CRM lead merge', () => {
  test.use({ actionTimeout: 15_000 });

  test('a duplicate by email is merged keeping its phone; its old address leads to the lead kept; 390px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The merged lead's old address answers 404 (with where it went), as does the refused merge: both expected.
    const errors = watchErrors(page, { forcedFailures: /crm\.leads\.(get|merge)/ });
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    const create = <T>(procedure: string, input: object) => trpcMutation<T>(page, procedure, input);
    const { brand } = await create<{ brand: { id: string } }>('crm.brands.create', { name: 'Kaveri Foods' });
    const first = await create<{ lead: { id: string; csPersonId: string } }>('crm.leads.create', {
      brandId: brand.id,
      clientName: 'Asha Rao',
      csPerson: company.owner.name,
      emailId: 'asha@kaveri.in',
      mobileNumber: '+91 98450 11111',
    });
    const second = await create<{ lead: { id: string } }>('crm.leads.create', {
      brandId: brand.id,
      clientName: 'Priya Nair',
      csPersonId: first.lead.csPersonId,
      emailId: 'ASHA@kaveri.in',
      mobileNumber: '+91 98450 22222',
    });
    // Alike in name and email; deleted while its merge dialog is open, so that merge is refused.
    const third = await create<{ lead: { id: string } }>('crm.leads.create', {
      brandId: brand.id,
      clientName: 'Asha Rao K',
      csPersonId: first.lead.csPersonId,
      emailId: 'asha@kaveri.in',
    });
    await create('crm.meetings.create', {
      leadId: second.lead.id,
      title: 'Tasting visit',
      scheduledDate: '2026-12-01T04:30:00Z',
    });
    await create('crm.leadNotes.create', { id: second.lead.id, content: 'Asked for samples' });

    await page.goto(hostUrl(company.subdomain, `/crm/leads/${first.lead.id}`));
    await expect(heading(page, 'Asha Rao')).toBeVisible();
    await expect(tab(page, t.tab)).toContainText('2');
    await tab(page, t.tab).click();
    const duplicates = panel(page, t.tab);
    const row = duplicates.locator(`[data-lead="${second.lead.id}"]`);
    await expect(row.getByRole('link', { name: 'Priya Nair' })).toBeVisible();
    await expect(row.getByRole('list', { name: t.reasonsLabel }).getByRole('listitem')).toHaveText([t.reasons.email]);
    await expect(row).toContainText('+91 98450 22222');
    await expect(
      duplicates
        .locator(`[data-lead="${third.lead.id}"]`)
        .getByRole('list', { name: t.reasonsLabel })
        .getByRole('listitem'),
    ).toHaveText([t.reasons.email, t.reasons.name]);
    expect.soft(await seriousViolations(page), 'possible duplicates').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('duplicates-desktop.png'), fullPage: true });

    // A phone: the dialog covers the screen, its two columns stacked, nothing scrolls sideways; Escape closes it.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('duplicates-390.png'), fullPage: true });
    await row.getByRole('button', { name: t.mergeWith('Priya Nair') }).click();
    const dialog = mergeDialog(page);
    await expect(dialog).toBeVisible();
    const kept = await dialog.locator('[data-side="kept"]').boundingBox();
    const merged = await dialog.locator('[data-side="merged"]').boundingBox();
    expect(merged!.y).toBeGreaterThan(kept!.y + kept!.height - 1);
    expect(Math.abs(merged!.x - kept!.x)).toBeLessThan(2);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('merge-dialog-390.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    // A refused merge: the server's reason, the dialog still open with the user's choices.
    await duplicates
      .locator(`[data-lead="${third.lead.id}"]`)
      .getByRole('button', { name: t.mergeWith('Asha Rao K') })
      .click();
    await expect(dialog).toBeVisible();
    const nameRow = dialog.getByRole('radiogroup', { name: MESSAGES.web.crmLeads.fields.clientName });
    await nameRow.getByRole('radio', { name: 'Asha Rao K' }).check();
    await create('crm.leads.remove', { id: third.lead.id });
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.crm.leads.mergeNotFound);
    await expect(nameRow.getByRole('radio', { name: 'Asha Rao K' })).toBeChecked();
    await dialog.getByRole('button', { name: MESSAGES.web.crmKit.cancel }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: t.mergeWith('Priya Nair') }).click();
    await expect(dialog).toBeVisible();
    // The fields that differ, each defaulting to the lead kept; the phone row, by keyboard, to the other's.
    const phoneRow = dialog.getByRole('radiogroup', { name: MESSAGES.web.crmLeads.fields.mobileNumber });
    await expect(phoneRow.getByRole('radio', { name: '+91 98450 11111' })).toBeChecked();
    await phoneRow.getByRole('radio', { name: '+91 98450 11111' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(phoneRow.getByRole('radio', { name: '+91 98450 22222' })).toBeChecked();
    await expect(dialog.getByRole('radiogroup', { name: MESSAGES.web.crmLeads.fields.clientName })).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: MESSAGES.web.crmLeads.fields.brand })).toHaveCount(0);
    // What moves is counted before the merge: the second lead's meeting and note.
    const moves = dialog.getByTestId('merge-moves');
    await expect(moves).toHaveText(
      t.moves({ meetings: 1, enquiries: 0, notes: 1, attachments: 0, followUps: 0 }, 'Asha Rao'),
    );
    expect.soft(await seriousViolations(page), 'merge dialog').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('merge-dialog-desktop.png') });

    // Swapping counts the page's own lead instead (it holds nothing but its timeline), and resets the choices.
    await dialog.getByRole('button', { name: t.swap('Priya Nair') }).click();
    await expect(moves).toHaveText(
      t.moves({ meetings: 0, enquiries: 0, notes: 0, attachments: 0, followUps: 0 }, 'Priya Nair'),
    );
    await expect(phoneRow.getByRole('radio', { name: '+91 98450 22222' })).toBeChecked();
    await dialog.getByRole('button', { name: t.swap('Asha Rao') }).click();
    await phoneRow.getByRole('radio', { name: '+91 98450 22222' }).check();

    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(MESSAGES.crm.leads.merged)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/crm/leads/${first.lead.id}$`));
    await expect(page.locator('[data-field="mobileNumber"]')).toContainText('+91 98450 22222');
    await expect(duplicates.getByText(t.empty)).toBeVisible();
    await expect(tab(page, t.tab)).not.toContainText(/\d/);

    await tab(page, p.tabs.meetings).click();
    await expect(panel(page, p.tabs.meetings).getByText('Tasting visit')).toBeVisible();
    await tab(page, p.tabs.notes).click();
    await expect(panel(page, p.tabs.notes).getByText('Asked for samples')).toBeVisible();
    await tab(page, p.tabs.timeline).click();
    await expect(panel(page, p.tabs.timeline).getByText(p.timeline.merged('Priya Nair'))).toBeVisible();

    // The merged lead's old address: on to the lead kept, saying why.
    await page.goto(hostUrl(company.subdomain, `/crm/leads/${second.lead.id}`));
    await expect(heading(page, 'Asha Rao')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/crm/leads/${first.lead.id}$`));
    await expect(page.getByRole('alert').filter({ hasText: t.mergedNotice })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('merged-notice.png') });
    await page.getByRole('button', { name: t.dismissNotice }).click();
    await expect(page.getByText(t.mergedNotice)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
