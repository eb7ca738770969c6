/**
 * Forcing a tRPC procedure to fail, to see a screen's error state:
 *
 *   const failures = await failTrpcProcedure(page, 'platform.companies.list', 2);
 *
 * The first `times` requests that carry the procedure get a 500 for it, in tRPC's own error shape
 * (other procedures batched into the same request are answered by the real server); later
 * requests go through. The web app retries a failed query once (docs/product/platform-admin.md#messages-and-limits), so one visible
 * failure takes two answers.
 */
import type { Page, Request } from '@playwright/test';

/** The procedures of a tRPC request: /trpc/a.b,c.d?batch=1 → ['a.b', 'c.d']. */
function proceduresOf(url: URL): string[] {
  if (!url.pathname.startsWith('/trpc/')) return [];
  return decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
}

/**
 * Node cannot resolve `<company>.localhost`, so the real answers are fetched from `localhost` with
 * the company named by X-Subdomain, which the server treats the same (docs/architecture.md#tenancy host rules).
 */
function throughLocalhost(url: URL, headers: Record<string, string>): { url: string; headers: Record<string, string> } {
  const [label, ...rest] = url.hostname.split('.');
  if (rest.join('.') !== 'localhost' || !label) return { url: url.toString(), headers };
  const local = new URL(url);
  local.hostname = 'localhost';
  const { host: _host, ...others } = headers;
  return { url: local.toString(), headers: { ...others, 'x-subdomain': label } };
}

/** Matches the requests that carry this procedure (for watchErrors' forcedFailures). */
export const trpcUrlPattern = (procedure: string) =>
  new RegExp(`/trpc/([^?]*,)?${procedure.replace(/\./g, '\\.')}(,|\\?|$)`);

export async function failTrpcProcedure(
  page: Page,
  procedure: string,
  times: number,
  // Fail the other procedures batched with it too: on a company host, whose name Node cannot
  // resolve, the real answers for them cannot be fetched.
  options: { wholeBatch?: boolean } = {},
) {
  let served = 0;
  const failed: Request[] = [];
  const error = {
    error: {
      message: 'Internal server error (forced by the test)',
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: procedure },
    },
  };
  await page.route(
    (url) => proceduresOf(url).includes(procedure),
    async (route) => {
      if (served >= times) return route.fallback();
      served += 1;
      failed.push(route.request());
      const url = new URL(route.request().url());
      const procedures = proceduresOf(url);
      const batch = url.searchParams.has('batch');
      if (procedures.length === 1 || options.wholeBatch) {
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify(batch ? procedures.map(() => error) : error),
        });
      }
      const real = await route.fetch(throughLocalhost(url, await route.request().allHeaders()));
      const answers = (await real.json()) as unknown[];
      return route.fulfill({
        status: 207,
        contentType: 'application/json',
        body: JSON.stringify(procedures.map((p, i) => (p === procedure ? error : answers[i]))),
      });
    },
  );
  return { served: () => served, failed };
}
