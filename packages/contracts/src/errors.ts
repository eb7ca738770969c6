/**
 * Every error the API can answer with: one code, one HTTP status. The server maps its single
 * error type to these; the web app reads `code` to decide what to do.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  COMPANY_INACTIVE: 403,
  COMPANY_NOT_FOUND: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An Idempotency-Key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** PostgreSQL cannot be reached right now; the web app shows "reconnecting" and retries. */
  DATABASE_UNAVAILABLE: 503,
  /** The file storage (S3) cannot be reached right now; nothing was saved. */
  STORAGE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  msg: string;
}
