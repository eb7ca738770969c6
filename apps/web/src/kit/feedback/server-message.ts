import { describeError } from '../../lib/api/errors';

/** The server's message when it answered, else the screen's own failure text (docs/product/platform-admin.md#messages-and-limits; docs/product/company-portal.md#messages-and-limits). */
export function serverMessageOr(error: unknown, fallback: string): string {
  const described = describeError(error);
  return described.network || !described.message ? fallback : described.message;
}

/**
 * The server's message when it refused the request (4xx: a reason the user can act on, e.g. 'System
 * and default columns cannot be deleted...'), else the screen's own failure text: server faults and
 * network failures say what failed ('Failed to reorder columns') rather than a generic error.
 */
export function refusalMessageOr(error: unknown, fallback: string): string {
  const { status, message } = describeError(error);
  return status !== undefined && status >= 400 && status < 500 && message ? message : fallback;
}
