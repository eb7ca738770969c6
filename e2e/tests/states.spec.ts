import { MESSAGES } from '@app/contracts';

import { createCompanyViaApi } from '../support/api';
import { watchErrors } from '../support/auth';
import { detailPanel, detailTab, openCompanyDetail } from '../support/company-detail';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';
import { failTrpcProcedure, trpcUrlPattern } from '../support/trpc';

/** Loading, empty and error states of the screens not covered by their own journeys. */
test.describe('screen states', () => {
  test('super admins: a failed load shows the error with Retry; a search with no match shows the empty state', async ({
    page,
  }) => {
    const procedure = 'platform.superAdmins.list';
    const errors = watchErrors(page, { forcedFailures: trpcUrlPattern(procedure) });
    // The app retries a failed query once by itself, so two answers fail before the error shows.
    await failTrpcProcedure(page, procedure, 2);
    await page.goto(hostUrl('admin', '/team'));
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.superAdmin.fetchFailed });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: MESSAGES.web.retry }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'admin@example.com' })).toBeVisible();

    await page.goto(hostUrl('admin', '/team?search=nobody-by-this-name'));
    await expect(page.getByText(MESSAGES.superAdmin.emptyTitle)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a new company's notes tab shows its empty state; its timeline starts with the creation", async ({ page }) => {
    const errors = watchErrors(page);
    // The API helper reads the session from the admin host's storage.
    await page.goto(hostUrl('admin'));
    const company = await createCompanyViaApi(page);
    await openCompanyDetail(page, company.id, company.name);
    await expect(
      detailPanel(page, 'timeline')
        .getByText(/created/i)
        .first(),
    ).toBeVisible();
    await detailTab(page, 'notes', 0).click();
    await expect(detailPanel(page, 'notes').getByText(MESSAGES.notes.emptyTitle)).toBeVisible();
    await expect(detailPanel(page, 'notes').getByText(MESSAGES.notes.emptyHint)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
