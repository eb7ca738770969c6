import type { ErrorCode } from '@app/contracts';

import { hasBody, pathParams, type RestRoute } from './route-types';

export interface ErrorStatusInfo {
  description: string;
  codes: ErrorCode[];
}

/** What each error status means to an integrator, and the `code` values it carries. */
export const ERROR_STATUSES: Record<number, ErrorStatusInfo> = {
  400: {
    description:
      'Validation failed or a field the route does not take (`errors` names each field), malformed JSON, or a host / X-Subdomain mismatch',
    codes: ['VALIDATION_ERROR', 'BAD_REQUEST'],
  },
  401: {
    description:
      'No bearer token, an expired or revoked one, or a token issued for another host; an API key that is unknown on this host, revoked or expired',
    codes: ['UNAUTHORIZED'],
  },
  403: {
    description:
      'Not allowed for this role or host; COMPANY_NOT_FOUND for an unknown subdomain, COMPANY_INACTIVE for an inactive or expired company',
    codes: ['FORBIDDEN', 'COMPANY_NOT_FOUND', 'COMPANY_INACTIVE'],
  },
  404: { description: 'No such record', codes: ['NOT_FOUND'] },
  409: { description: 'Conflicts with an existing record (a taken subdomain, a duplicate email)', codes: ['CONFLICT'] },
  413: { description: 'Body over 1 MB, a file over 5 MB, or too many files', codes: ['PAYLOAD_TOO_LARGE'] },
  415: {
    description: 'Unsupported content type, or a file whose bytes are not an accepted type',
    codes: ['UNSUPPORTED_MEDIA_TYPE'],
  },
  422: {
    description: 'The Idempotency-Key was already used with a different request',
    codes: ['IDEMPOTENCY_KEY_REUSED'],
  },
  429: {
    description: 'Too many attempts, or an API key past its rate limit; wait the Retry-After seconds and try again',
    codes: ['TOO_MANY_REQUESTS'],
  },
  503: {
    description: 'A backing service is not reachable right now (the database, the file storage); retry shortly',
    codes: ['SERVICE_UNAVAILABLE', 'DATABASE_UNAVAILABLE', 'STORAGE_UNAVAILABLE'],
  },
};

/**
 * Every error status a route can answer: the ones that follow from its shape (a body can be too
 * large, a token can be missing, an id can be unknown) plus the entry's own extras.
 */
export function errorStatuses(route: RestRoute, hasInput: boolean): number[] {
  // Every route may meet the database (or the storage) away: 503 with the code saying which.
  const statuses = new Set<number>([...(route.errors ?? []), 503]);
  if (hasInput || route.host !== 'none') statuses.add(400);
  if (route.auth) statuses.add(401);
  if (route.host !== 'none') statuses.add(403);
  if (pathParams(route.path).length > 0) statuses.add(404);
  if (hasBody(route)) {
    statuses.add(400);
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}
