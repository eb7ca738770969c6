/**
 * A typed client for the REST API, generated from its OpenAPI document (src/openapi.ts, by
 * `npm run client:generate`): every path, parameter, body and answer is checked by the
 * compiler. It signs in with an API key; see README.md.
 */
import createClient, { type Middleware } from 'openapi-fetch';

import type { paths } from './openapi';

export type { components, operations, paths, webhooks } from './openapi';

export interface ClientOptions {
  /** Where the company (or the admin host) answers, e.g. `https://acme.example.com`. */
  baseUrl: string;
  /** `cpk_…` for a company, `spk_…` for the platform. */
  apiKey: string;
  /** For a shared host (`https://api.example.com`): the company's subdomain, sent as X-Subdomain. */
  subdomain?: string;
  /** Another fetch (a proxy, a test's own resolver); the global one by default. */
  fetch?: typeof fetch;
}

export function createApiClient(options: ClientOptions) {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  const credentials: Middleware = {
    onRequest({ request }) {
      request.headers.set('X-API-Key', options.apiKey);
      if (options.subdomain) request.headers.set('X-Subdomain', options.subdomain);
      return request;
    },
  };
  client.use(credentials);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
