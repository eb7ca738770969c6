import { MESSAGES, type FieldError } from '@app/contracts';

/** A failed REST call (see rest.ts): the envelope's message, code and field errors, and the status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Any failed call, tRPC or REST, in one shape the screens can read. */
export interface DescribedError {
  /** HTTP status; undefined when no answer arrived (network down, timeout). */
  status: number | undefined;
  /** The API's error code (VALIDATION_ERROR, COMPANY_INACTIVE, ...). */
  code: string | undefined;
  message: string;
  errors: FieldError[];
  /** No answer at all: offline, server down, or the 30 s timeout. */
  network: boolean;
}

interface TrpcErrorData {
  httpStatus?: unknown;
  appCode?: unknown;
  code?: unknown;
  errors?: unknown;
}

const isFieldErrors = (value: unknown): value is FieldError[] =>
  Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && 'msg' in e);

function isTimeout(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError') return true;
  }
  return false;
}

/**
 * Reads a TRPCClientError (its `data` is the server's error shape: httpStatus, appCode, errors), an
 * ApiError, or anything else thrown by fetch. Works on plain objects so it needs no tRPC at runtime.
 */
export function describeError(error: unknown): DescribedError {
  if (error instanceof ApiError) {
    return { status: error.status, code: error.code, message: error.message, errors: error.errors, network: false };
  }
  const data = (error as { data?: TrpcErrorData | null } | null)?.data ?? undefined;
  if (data && typeof data.httpStatus === 'number') {
    return {
      status: data.httpStatus,
      code: typeof data.appCode === 'string' ? data.appCode : typeof data.code === 'string' ? data.code : undefined,
      message: error instanceof Error && error.message ? error.message : MESSAGES.web.network.unexpected,
      errors: isFieldErrors(data.errors) ? data.errors : [],
      network: false,
    };
  }
  return {
    status: undefined,
    code: undefined,
    message: isTimeout(error) ? MESSAGES.web.network.timeout : MESSAGES.web.network.unreachable,
    errors: [],
    network: true,
  };
}

export const statusOf = (error: unknown) => describeError(error).status;

/** The message to show: the field's own error when there is one, else the server's message. */
export function errorText(error: unknown, field?: string): string {
  const described = describeError(error);
  const own = field ? described.errors.find((e) => e.path === field) : undefined;
  return own?.msg ?? described.message;
}

/** The notice the login page shows after the API said the company is gone (docs/product/platform-admin.md#states). */
export type LoginNotice = keyof typeof MESSAGES.web.login.notices;

export function loginNoticeFor(code: string | undefined): LoginNotice | undefined {
  if (code === 'COMPANY_INACTIVE') return 'company_inactive';
  if (code === 'COMPANY_NOT_FOUND') return 'company_not_found';
  return undefined;
}

export const isLoginNotice = (value: string | null): value is LoginNotice =>
  value !== null && Object.hasOwn(MESSAGES.web.login.notices, value);

/** Tries while the database is away: at 2 s apiece, about a minute of "reconnecting". */
const OUTAGE_RETRIES = 30;

/**
 * Query retries (docs/product/platform-admin.md#messages-and-limits): once, never for answers a retry cannot change; while the database is
 * unavailable, again and again (the app shows "reconnecting" meanwhile).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (describeError(error).code === 'DATABASE_UNAVAILABLE') return failureCount < OUTAGE_RETRIES;
  return !isFinalAnswer(error) && failureCount < 1;
}

/**
 * An answer asking again cannot change: the request itself was refused (invalid, not signed in,
 * not allowed, not found). Screens offer no Retry for these (a deleted lead stays deleted).
 */
export function isFinalAnswer(error: unknown): boolean {
  const status = statusOf(error);
  return status === 400 || status === 401 || status === 403 || status === 404;
}

/** Waits between query retries: 2 s during a database outage, else React Query's doubling. */
export const queryRetryDelay = (failureCount: number, error: unknown): number =>
  describeError(error).code === 'DATABASE_UNAVAILABLE' ? 2000 : Math.min(1000 * 2 ** failureCount, 30_000);
