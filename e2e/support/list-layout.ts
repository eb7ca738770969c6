/** The Columns choice of a list, as a person uses it. */
import type { Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

const t = MESSAGES.web.listLayout;

export const columnsMenu = (page: Page) => page.getByRole('dialog', { name: t.columnsTitle });

/**
 * Ticks columns the list hides by default, then closes the choice. A ticked column joins the shown
 * ones at the top of the choice, so each tick waits for its column before the next one.
 */
export async function showColumns(page: Page, labels: readonly string[]) {
  await page.getByRole('button', { name: t.columns, exact: true }).click();
  for (const label of labels) {
    // A click, then the column itself: the box shows its tick once the layout has re-rendered.
    await columnsMenu(page).getByRole('checkbox', { name: label, exact: true }).click();
    // The header's name also holds its resize handle's ("Email Resize Email"): not exact.
    await page.getByRole('columnheader', { name: label }).first().waitFor();
  }
  await page.keyboard.press('Escape');
  await columnsMenu(page).waitFor({ state: 'hidden' });
}
