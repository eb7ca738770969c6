/** What the company API key REST tests share: the path, a new key and the headers that use one. */
import { expectSuccess, tenant } from './rest';
import type { SendCall } from './rest-fixture';

export const KEYS = '/api/company/api-keys';

type Headers = Record<string, string>;

/**
 * Creates a key as `by` and answers its id, its secret, the answer, and `asKey`: headers that use
 * the key on the host it was made on.
 */
export async function newKey(send: SendCall, by: { host: string } & Headers, body: object) {
  const res = await send('POST', KEYS, by, body);
  const data = expectSuccess(res, 'POST', KEYS);
  const secret = data.secret as string;
  const asKey: Headers = { host: by.host, authorization: `Bearer ${secret}` };
  return { id: (data.apiKey as { id: string }).id, secret, res, asKey };
}

/** Headers that use the key on a company's host. */
export const keyOn = (subdomain: string, secret: string): Headers => ({
  ...tenant(subdomain),
  authorization: `Bearer ${secret}`,
});
