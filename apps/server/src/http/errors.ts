import type { FastifyError, FastifyInstance } from 'fastify';

import { describeUnexpected } from '@app/api';
import { MESSAGES } from '@app/contracts';

import { sendError } from './envelope';

/**
 * Errors Fastify raises before a route runs (bad JSON, a body too large, an unknown content type)
 * get the same envelope as everything else; a lost database is a 503 DATABASE_UNAVAILABLE;
 * anything else unexpected is logged and answered with a 500 that says nothing about internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendError(reply, 'BAD_REQUEST', MESSAGES.generic.malformedJson);
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, 'PAYLOAD_TOO_LARGE', MESSAGES.generic.payloadTooLarge);
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.generic.unsupportedMediaType);
    }
    if (status === 429) return sendError(reply, 'TOO_MANY_REQUESTS', MESSAGES.auth.tooManyRequests);
    if (status >= 400 && status < 500) {
      return sendError(reply, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', error.message);
    }
    const described = describeUnexpected(error);
    if (described.code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, described.code, described.message);
  });
}
