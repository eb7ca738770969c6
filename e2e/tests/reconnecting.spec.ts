/**
 * The web app through a database outage (decision 0015): while the API answers 503
 * DATABASE_UNAVAILABLE the "Reconnecting…" banner shows and nobody is signed out; once calls
 * succeed again the banner goes and the page loads. The outage is played by the browser's own
 * request interception (the shared test server's database keeps serving the other specs).
 */
import type { Route } from '@playwright/test';

import { describeUnexpected } from '@app/api/core/errors';
import { trpcErrorShape } from '@app/api/core/error-shape';
import { MESSAGES } from '@app/contracts';
import { failureBody } from '../../apps/server/src/http/envelope';

import { watchErrors } from '../support/auth';
import { COMPANIES_TITLE } from '../support/companies';
import { hostUrl } from '../support/env';
import { expect, test } from '../support/session';

/** What the server answers while its database is away, from the server's own code. */
const databaseAway = describeUnexpected(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }));

/** The outage answer in tRPC's shape (batched or not) or the REST envelope. */
function answerOutage(route: Route) {
  const url = new URL(route.request().url());
  const answer = (body: unknown) =>
    route.fulfill({ status: databaseAway.status, contentType: 'application/json', body: JSON.stringify(body) });
  if (!url.pathname.startsWith('/trpc/')) return answer(failureBody(databaseAway.code, databaseAway.message));
  const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  const error = (path: string) => ({ error: trpcErrorShape(databaseAway, 'INTERNAL_SERVER_ERROR', path) });
  return answer(url.searchParams.has('batch') ? procedures.map(error) : error(procedures[0]!));
}

test('shows Reconnecting during a database outage, keeps the session, and recovers on its own', async ({ page }) => {
  const errors = watchErrors(page, { forcedFailures: /\/(trpc|api)\// });
  await page.goto(hostUrl('admin', '/companies'));
  await expect(page).toHaveTitle(COMPANIES_TITLE);
  const banner = page.getByRole('status').filter({ hasText: MESSAGES.web.reconnecting.title });
  await expect(banner).toBeHidden();

  let outage = true;
  let refused = 0;
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/api/'),
    (route) => {
      if (!outage) return route.fallback();
      refused += 1;
      return answerOutage(route);
    },
  );

  // A reload during the outage: the session check itself gets 503, which is not a sign-out.
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(MESSAGES.web.reconnecting.body);
  await expect(page.getByRole('button', { name: MESSAGES.web.login.sendCode })).toHaveCount(0);
  // The banner keeps probing; the tokens stay where they are.
  await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(3);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
  expect(page.url()).toBe(hostUrl('admin', '/companies'));

  outage = false;
  await expect(banner).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.web.nav.companies })).toBeVisible();
  await expect(page).toHaveTitle(COMPANIES_TITLE);
  expect(errors).toEqual([]);
});
