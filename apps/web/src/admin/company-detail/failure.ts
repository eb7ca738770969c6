import { describeError } from '../../lib/api/errors';

export { serverMessageOr } from '../../kit/feedback/server-message';

/** Whether the server answered with a client error whose message says what to fix. */
export function isClientError(error: unknown): boolean {
  const status = describeError(error).status;
  return status !== undefined && status >= 400 && status < 500;
}
