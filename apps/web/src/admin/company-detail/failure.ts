import { describeError } from '../../lib/api/errors';

/** The server's message when it answered, else the screen's own failure text (spec 000 §8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  const described = describeError(error);
  return described.network || !described.message ? fallback : described.message;
}

/** Whether the server answered with a client error whose message says what to fix. */
export function isClientError(error: unknown): boolean {
  const status = describeError(error).status;
  return status !== undefined && status >= 400 && status < 500;
}
