import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';

import {
  ApiError,
  describeError,
  errorText,
  isLoginNotice,
  loginNoticeFor,
  queryRetryDelay,
  shouldRetryQuery,
} from './errors';

/** What a TRPCClientError looks like to the code: an Error with the server's `data`. */
function trpcError(message: string, data: Record<string, unknown>) {
  return Object.assign(new Error(message), { data });
}

describe('describeError', () => {
  it('reads a tRPC error shape', () => {
    const error = trpcError('Invalid or expired code', {
      httpStatus: 400,
      appCode: 'VALIDATION_ERROR',
      errors: [{ path: 'code', msg: 'Invalid or expired code' }],
    });
    expect(describeError(error)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid or expired code',
      errors: [{ path: 'code', msg: 'Invalid or expired code' }],
      network: false,
    });
  });

  it('reads an ApiError from the REST helper', () => {
    expect(describeError(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Too big'))).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('treats a failed fetch as a network error', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toMatchObject({
      status: undefined,
      network: true,
      message: MESSAGES.web.network.unreachable,
    });
  });

  it('recognises the timeout', () => {
    const timeout = new Error('aborted', {
      cause: Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }),
    });
    expect(describeError(timeout).message).toBe(MESSAGES.web.network.timeout);
  });
});

describe('errorText', () => {
  const error = trpcError('email: Please enter a valid email address', {
    httpStatus: 400,
    errors: [{ path: 'email', msg: 'Please enter a valid email address' }],
  });
  it('prefers the field message', () => expect(errorText(error, 'email')).toBe('Please enter a valid email address'));
  it('falls back to the message', () =>
    expect(errorText(error, 'code')).toBe('email: Please enter a valid email address'));
});

describe('login notices', () => {
  it('maps the company codes', () => {
    expect(loginNoticeFor('COMPANY_INACTIVE')).toBe('company_inactive');
    expect(loginNoticeFor('COMPANY_NOT_FOUND')).toBe('company_not_found');
    expect(loginNoticeFor('FORBIDDEN')).toBeUndefined();
  });
  it('accepts only known query values', () => {
    expect(isLoginNotice('company_inactive')).toBe(true);
    expect(isLoginNotice('toString')).toBe(false);
    expect(isLoginNotice(null)).toBe(false);
  });
});

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404])('never retries %i', (status) => {
    expect(shouldRetryQuery(0, trpcError('x', { httpStatus: status }))).toBe(false);
  });
  it('retries other failures once', () => {
    const error = trpcError('x', { httpStatus: 500 });
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });
  it('keeps retrying, every 2 s, while the database is unavailable', () => {
    const error = trpcError('x', { httpStatus: 503, appCode: 'DATABASE_UNAVAILABLE' });
    expect(shouldRetryQuery(10, error)).toBe(true);
    expect(shouldRetryQuery(30, error)).toBe(false);
    expect(queryRetryDelay(5, error)).toBe(2000);
    expect(queryRetryDelay(1, trpcError('x', { httpStatus: 500 }))).toBe(2000);
    expect(queryRetryDelay(3, trpcError('x', { httpStatus: 500 }))).toBe(8000);
  });
});
