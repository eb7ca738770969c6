import { MESSAGES, type FieldError } from '@app/contracts';

import { tokenStore } from '../tokens';
import { REST_URL } from './config';
import { ApiError, loginNoticeFor } from './errors';
import { apiHeaders, fetchWithTimeout } from './http';
import { refreshSession } from './refresh';
import { forceSignOut } from './session-events';

interface Envelope<T> {
  success?: boolean;
  error?: boolean;
  message?: string;
  code?: string;
  errors?: FieldError[];
  data?: T;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return {};
  }
}

/**
 * A multipart call to the REST adapter (`/api/...`), for file uploads that tRPC's JSON link does
 * not carry. Same headers and session rules as the tRPC link; resolves to the envelope's `data`,
 * rejects with an ApiError (status, code, message, errors[]).
 *
 *   const { company } = await restUpload<{ company: Company }>('PUT', `/super-admin/companies/${id}`, form);
 */
export async function restUpload<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: FormData): Promise<T> {
  const send = () => fetchWithTimeout(`${REST_URL}${path}`, { method, headers: apiHeaders(), body });

  let response = await send();
  if (response.status === 401 && tokenStore.get().refreshToken) {
    if (!(await refreshSession())) {
      forceSignOut();
    } else {
      response = await send();
    }
  }
  const envelope = await readEnvelope<T>(response);
  if (response.ok && envelope.error !== true) return envelope.data as T;

  const notice = response.status === 403 ? loginNoticeFor(envelope.code) : undefined;
  if (notice) forceSignOut(notice);
  throw new ApiError(
    response.status,
    envelope.code,
    envelope.message ?? MESSAGES.web.network.unexpected,
    Array.isArray(envelope.errors) ? envelope.errors : [],
  );
}
