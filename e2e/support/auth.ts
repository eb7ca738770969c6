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

export interface WatchErrorsOptions {
  /**
   * URLs of requests the test makes fail on purpose (page.route answering 500): Chromium's own
   * 'Failed to load resource' console line for exactly these is expected and not collected.
   */
  forcedFailures?: RegExp;
}

/** Collects uncaught page errors and console errors; assert it is empty at the end of a test. */
export function watchErrors(page: Page, options: WatchErrorsOptions = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const forced =
      options.forcedFailures !== undefined &&
      m.text().startsWith('Failed to load resource') &&
      options.forcedFailures.test(m.location().url);
    if (!forced) errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  return errors;
}

/** True when the page is wider than the viewport (a horizontal scroll bar). */
export const hasHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
