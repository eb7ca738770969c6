/**
 * Whether an error means "PostgreSQL cannot be reached right now" rather than "this query is wrong".
 * The first kind is answered with 503 DATABASE_UNAVAILABLE and clears by itself once the database is
 * back; the second is a bug. drizzle wraps driver errors, so the whole `cause` chain is searched.
 */

/** postgres.js's own connection errors. */
const DRIVER_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED', 'CONNECT_TIMEOUT']);
/** Socket errors while talking to the database. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * SQLSTATEs of a server going away or not yet accepting work: admin/crash shutdown, "the database
 * system is starting up", too many connections, and class 08 (connection exception).
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = codeOf(current);
    if (
      code &&
      (DRIVER_CODES.has(code) || SOCKET_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
