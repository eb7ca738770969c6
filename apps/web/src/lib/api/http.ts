import { currentHost, subdomainHeader } from '../host';
import { tokenStore } from '../tokens';
import { API_TIMEOUT_MS } from './config';

/** Headers of every call (spec 000 §7): the bearer token when signed in, and X-Subdomain. */
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
  // Only 2xx counts as success; a redirect is never followed (spec 000 §7).
  return fetch(input, { ...init, signal, redirect: 'manual' });
};
