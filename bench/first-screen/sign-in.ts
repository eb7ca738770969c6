/**
 * Sign-in as a person does it, in a fresh context: the login page, the email, the code read from the
 * mail that really went out (e2e/support/mail.ts), the code typed; timed from the last digit typed
 * (the code step submits itself when the sixth box fills) until the dashboard shows its first
 * figure. The bytes and requests are those that left after that digit.
 */
import type { Browser } from '@playwright/test';

import { LOGIN_CODE, MESSAGES } from '@app/contracts';
import { connectDatabase } from '@app/db';

import { hostUrl } from '../../e2e/support/env';
import { latestLoginCode } from '../../e2e/support/mail';
import { onTheWire, recordNetwork } from './network';
import { VIEWPORT } from './session';
import { figure, visibleAt, watchFor } from './targets';
import { WATCH_LONG_TASKS, pageMarks, type Visit } from './visit';

const t = MESSAGES.web.login;

/**
 * Sign-in codes are limited to 5 per email per 15 minutes (RATE_LIMITS.requestCodePerEmail), kept
 * in the platform's rate_limits table: the bench owns this database, so it forgets the counts of
 * code requests before each sign-in instead of waiting out the window.
 */
export async function forgetCodeRequests(databaseUrl: string): Promise<void> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    await database.sql`delete from rate_limits where key like 'request-code:%'`;
  } finally {
    await database.close();
  }
}

export async function timeSignIn(
  browser: Browser,
  subdomain: string,
  email: string,
  firstFigure: string,
  beforeCode: () => Promise<void>,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const target = figure(firstFigure);
    await context.addInitScript(WATCH_LONG_TASKS);
    await context.addInitScript(watchFor(target));
    const page = await context.newPage();
    // Capture phase, so it runs before React's handler that submits the code.
    await page.addInitScript(
      `document.addEventListener('input', () => { window.__lastInputAt = performance.now(); }, true);`,
    );
    const network = await recordNetwork(context, page);
    await page.goto(hostUrl(subdomain));
    await beforeCode();
    const since = Date.now();
    await page.getByLabel(t.emailLabel).fill(email);
    await page.getByRole('button', { name: t.sendCode }).click();
    const code = await latestLoginCode(email, since);
    const firstBox = page.getByLabel(t.codeDigitLabel(1, LOGIN_CODE.length));
    await firstBox.waitFor();
    await page.waitForLoadState('networkidle');
    await firstBox.focus();
    await page.keyboard.type(code);
    const shownAt = await visibleAt(page, target);
    const submittedAt = Number(await page.evaluate('window.__lastInputAt'));
    const atVisible = onTheWire(await network.fetches(), submittedAt, shownAt);
    const { marks, longTaskMs } = await pageMarks(page, submittedAt, shownAt, 'first figure visible');
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const fetches = (await network.fetches()).filter((f) => f.start >= submittedAt);
    const idle = onTheWire(fetches, submittedAt, Number.POSITIVE_INFINITY);
    await network.detach();
    return {
      ms: Math.round(shownAt - submittedAt),
      ...atVisible,
      idleKb: idle.kb,
      idleRequests: idle.requests,
      longTaskMs,
      marks: [['code typed', submittedAt], ...marks],
      fetches,
    };
  } finally {
    await context.close();
  }
}
