import { expect, type Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { hostUrl } from './env';
import { latestLoginCode } from './mail';

const t = MESSAGES.web.login;

/** Signs in through the real login page with the code that was really emailed. */
export async function signIn(page: Page, subdomain: string, email: string): Promise<void> {
  await page.goto(hostUrl(subdomain));
  const since = Date.now();
  await page.getByLabel(t.emailLabel).fill(email);
  await page.getByRole('button', { name: t.sendCode }).click();
  const code = await latestLoginCode(email, since);
  const firstBox = page.getByLabel(t.codeDigitLabel(1, 6));
  await expect(firstBox).toBeVisible();
  await firstBox.focus();
  await page.keyboard.type(code);
  await expect(page.getByLabel(t.codeDigitLabel(1, 6))).toBeHidden();
}

export const signInAsSuperAdmin = (page: Page) => signIn(page, 'admin', 'admin@example.com');

/** Collects uncaught page errors and console errors; assert it is empty at the end of a test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** True when the page is wider than the viewport (a horizontal scroll bar). */
export const hasHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
