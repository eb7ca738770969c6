/**
 * A signed-in session carried into fresh browser contexts: signed in once through the real login
 * page (e2e/support/auth.ts, with the code that was really mailed), its two tokens then put in
 * localStorage (apps/web/src/lib/tokens.ts) before any script of each new context runs, so every
 * navigation starts with an empty cache but signed in.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { signIn } from '../../e2e/support/auth';
import { hostUrl } from '../../e2e/support/env';

export const VIEWPORT = { width: 1280, height: 800 };

export interface Session {
  subdomain: string;
  accessToken: string;
  refreshToken: string;
}

const readTokens = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));

/** Signs `email` in on `subdomain`'s host in a context of its own and keeps the session's tokens. */
export async function startSession(browser: Browser, subdomain: string, email: string): Promise<Session> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await signIn(page, subdomain, email);
    await page.waitForFunction(() => localStorage.getItem('refreshToken') !== null);
    const tokens = await readTokens(page);
    return { subdomain, accessToken: tokens.accessToken!, refreshToken: tokens.refreshToken! };
  } finally {
    await context.close();
  }
}

/** A new context (empty cache) whose pages on the session's host start signed in. */
export async function signedInContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const origin = new URL(hostUrl(session.subdomain)).origin;
  // A string: the page does not have the bundler's helpers a compiled function could call.
  await context.addInitScript(
    `if (location.origin === ${JSON.stringify(origin)}) {
      localStorage.setItem('accessToken', ${JSON.stringify(session.accessToken)});
      localStorage.setItem('refreshToken', ${JSON.stringify(session.refreshToken)});
    }`,
  );
  return context;
}

/** Takes back the page's tokens: had it refreshed them, the old refresh token would be spent. */
export async function keepTokens(page: Page, session: Session): Promise<void> {
  const tokens = await readTokens(page);
  if (tokens.accessToken && tokens.refreshToken) {
    session.accessToken = tokens.accessToken;
    session.refreshToken = tokens.refreshToken;
  }
}
