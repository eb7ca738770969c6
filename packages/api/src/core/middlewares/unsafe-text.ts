import { findUnsafeText, MESSAGES, SINGLE_LINE_PATTERN, type UnsafeText } from '@app/contracts';

import type { RequestInfo } from '../context';
import { AppError, toTRPCError } from '../errors';

/** Each request fact by the header it comes from (a new fact must name its header here). */
const HEADER_NAMES: Record<keyof RequestInfo, string> = {
  host: 'Host',
  subdomainHeader: 'X-Subdomain',
  authorization: 'Authorization',
  apiKey: 'X-API-Key',
  idempotencyKey: 'Idempotency-Key',
  ip: 'X-Forwarded-For',
  userAgent: 'User-Agent',
};

/** Worded like a schema failure: `field: message` plus the field error. */
function refuse({ path, message }: UnsafeText) {
  return toTRPCError(
    new AppError('VALIDATION_ERROR', path ? `${path}: ${message}` : message, [{ path, msg: message }]),
  );
}

/**
 * Refuses a request whose headers or raw input carry a control character or an unpaired surrogate
 * anywhere (values, keys, nested objects, uploaded file names) with a 400 naming the header or field. Runs for every
 * procedure before its schema, so a schema that forgets the rule still never lets a NUL byte reach
 * PostgreSQL. (Node's HTTP parser already refuses most of these in headers; injected requests and
 * proxies' X-Forwarded-For do not pass through it.)
 */
export function refuseUnsafeText(request: RequestInfo, rawInput: unknown): void {
  for (const [key, header] of Object.entries(HEADER_NAMES)) {
    const value = request[key as keyof RequestInfo];
    if (value === undefined) continue;
    if (!SINGLE_LINE_PATTERN.test(value))
      throw refuse({ path: header, message: MESSAGES.validation.controlCharacters });
    const problem = findUnsafeText(value, header);
    if (problem) throw refuse(problem);
  }
  const problem = findUnsafeText(rawInput);
  if (problem) throw refuse(problem);
}
