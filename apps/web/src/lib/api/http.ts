import { currentHost, subdomainHeader } from '../host';
import { tokenStore } from '../tokens';
import { API_TIMEOUT_MS } from './config';

/** Headers of every call (docs/product/platform-admin.md#rest-paths): the bearer token when signed in, and X-Subdomain. */
export function apiHeaders(): Record<string, string> {
  const { accessToken } = tokenStore.get();
  return {
    'X-Subdomain': subdomainHeader(currentHost),
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
  };
}

/** fetch with the 30 s API timeout, still honouring the caller's own abort signal. */
export const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  // Only 2xx counts as success; a redirect is never followed (docs/product/platform-admin.md#rest-paths).
  return fetch(input, { ...init, signal, redirect: 'manual' });
};
