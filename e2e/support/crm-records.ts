/**
 * Setting up CRM records for the browser tests: tRPC calls made from inside the signed-in company page
 * (the browser resolves *.localhost; Node does not), with the page's own token.
 *
 *   const brand = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Acme' });
 */
import { expect, type Page } from '@playwright/test';

export async function trpcMutation<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ procedure, input }) => {
      const subdomain = location.hostname.split('.')[0] ?? '';
      const res = await fetch(`/trpc/${procedure}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-subdomain': subdomain,
          authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify(input),
      });
      return { status: res.status, body: (await res.json()) as { result?: { data?: unknown }; error?: unknown } };
    },
    { procedure, input },
  );
  expect(answer.status, `${procedure}: ${JSON.stringify(answer.body.error ?? '')}`).toBe(200);
  return answer.body.result?.data as T;
}

/** A tRPC query from inside the page (GET, input in the query string). */
export async function trpcQuery<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ procedure, input }) => {
      const subdomain = location.hostname.split('.')[0] ?? '';
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const res = await fetch(`/trpc/${procedure}${query}`, {
        headers: {
          'x-subdomain': subdomain,
          authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        },
      });
      return { status: res.status, body: (await res.json()) as { result?: { data?: unknown }; error?: unknown } };
    },
    { procedure, input },
  );
  expect(answer.status, `${procedure}: ${JSON.stringify(answer.body.error ?? '')}`).toBe(200);
  return answer.body.result?.data as T;
}
