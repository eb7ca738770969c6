import { MESSAGES } from '@app/contracts';

import { tokenStore } from '../tokens';
import { REST_URL } from './config';
import { ApiError } from './errors';
import { apiHeaders } from './http';
import { refreshSession } from './refresh';
import { forceSignOut } from './session-events';

/** The query string of a list's state: empty and unset values left out, arrays repeated. */
export function downloadQuery(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      query.append(key, String(item));
    }
  }
  return query.toString();
}

/** The server's file name (Content-Disposition: RFC 5987's `filename*` first), else the fallback. */
export function downloadName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Hands a file made in the page to the browser's download, under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; free it after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file from a REST download path (a list export) with the session's headers: a 401
 * gets one refresh and one retry, as every call does. No 30 s timeout: a large export may take longer.
 *
 *   await restDownload('/crm/leads/export', { ...list.query, format: 'csv' }, 'leads.csv');
 */
export async function restDownload(path: string, params: Record<string, unknown>, fallbackName: string) {
  const url = `${REST_URL}${path}?${downloadQuery(params)}`;
  const send = () => fetch(url, { headers: apiHeaders(), redirect: 'manual' });
  let response = await send();
  if (response.status === 401 && tokenStore.get().refreshToken) {
    if (await refreshSession()) response = await send();
    else forceSignOut();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code, body.message ?? MESSAGES.web.network.unexpected, []);
  }
  saveBlob(await response.blob(), downloadName(response.headers.get('Content-Disposition'), fallbackName));
}
