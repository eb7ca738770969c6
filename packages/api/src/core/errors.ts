import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

import { ERROR_STATUS, MESSAGES, type ErrorCode, type FieldError } from '@app/contracts';
import { isDatabaseUnavailable } from '@app/db';

/**
 * The one error type services throw. Its code decides the HTTP status (packages/contracts) and the
 * tRPC code; its message is shown to the user as is, so it must never carry internals.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    /** Documented facts a client acts on, sent beside the message (e.g. `mergedInto` on a 404). */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 400 that names the field, like a schema failure would. */
export const fieldError = (path: string, msg: string) => new AppError('VALIDATION_ERROR', msg, [{ path, msg }]);

const TRPC_CODE: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  VALIDATION_ERROR: 'BAD_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  COMPANY_INACTIVE: 'FORBIDDEN',
  COMPANY_NOT_FOUND: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  IDEMPOTENCY_KEY_REUSED: 'UNPROCESSABLE_CONTENT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  DATABASE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  STORAGE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODE[error.code], message: error.message, cause: error });
}

interface IssueLike {
  path?: readonly (PropertyKey | { key: PropertyKey })[];
  message: string;
}

function issuesOf(cause: unknown): IssueLike[] | undefined {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as IssueLike[]) : undefined;
}

export interface DescribedError {
  code: ErrorCode;
  status: number;
  message: string;
  errors?: FieldError[];
  details?: Record<string, string>;
}

export const describeAppError = (error: AppError): DescribedError => ({
  code: error.code,
  status: error.status,
  message: error.message,
  errors: error.fieldErrors,
  ...(error.details ? { details: error.details } : {}),
});

/**
 * One place that turns any error into what a client sees: the code, status, message and field
 * errors. Used by the tRPC error formatter and the REST adapter alike.
 */
export function describeError(error: TRPCError): DescribedError {
  const cause = error.cause;
  if (cause instanceof AppError) return describeAppError(cause);
  const issues = issuesOf(cause);
  if (error.code === 'BAD_REQUEST' && issues) {
    const errors = issues.map((issue) => ({
      path: (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.'),
      msg: issue.message,
    }));
    const first = errors[0];
    return {
      code: 'VALIDATION_ERROR',
      status: 400,
      message: first ? (first.path ? `${first.path}: ${first.msg}` : first.msg) : 'Validation failed',
      errors,
    };
  }
  const known: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
    BAD_REQUEST: 'BAD_REQUEST',
    PARSE_ERROR: 'BAD_REQUEST',
    UNAUTHORIZED: 'UNAUTHORIZED',
    FORBIDDEN: 'FORBIDDEN',
    NOT_FOUND: 'NOT_FOUND',
    METHOD_NOT_SUPPORTED: 'NOT_FOUND',
    CONFLICT: 'CONFLICT',
    PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
    UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
    TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
    SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  };
  const code = known[error.code];
  if (code) return { code, status: ERROR_STATUS[code], message: error.message };
  return describeUnexpected(cause);
}

/**
 * An error no service meant to throw: a lost database connection is an outage the client may retry
 * (503), anything else a bug (500). Neither says anything about internals.
 */
export function describeUnexpected(error: unknown): DescribedError {
  if (isDatabaseUnavailable(error)) {
    return { code: 'DATABASE_UNAVAILABLE', status: 503, message: MESSAGES.generic.databaseUnavailable };
  }
  return { code: 'INTERNAL_ERROR', status: 500, message: MESSAGES.generic.internal };
}

/** PostgreSQL's SQLSTATE of a failed statement, wherever drizzle and the driver wrapped it. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
