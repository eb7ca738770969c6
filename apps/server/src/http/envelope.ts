import type { FastifyReply } from 'fastify';

import { ERROR_STATUS, type ErrorCode, type FieldError } from '@app/contracts';

/**
 * The REST failure body (docs/architecture.md#the-api): never a stack trace. The browser tests that
 * play an outage answer with it too.
 */
export const failureBody = (
  code: ErrorCode,
  message: string,
  errors?: FieldError[],
  details?: Record<string, string>,
) => ({
  success: false,
  error: true,
  message,
  code,
  ...(errors ? { errors } : {}),
  ...details,
});

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  errors?: FieldError[],
  details?: Record<string, string>,
) {
  return reply
    .code(ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send(failureBody(code, message, errors, details));
}

export function sendSuccess(
  reply: FastifyReply,
  status: number,
  message: string,
  data: unknown,
  extra: Record<string, unknown> = {},
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: true, error: false, message, ...extra, data });
}
