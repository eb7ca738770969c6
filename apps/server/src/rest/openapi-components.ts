import { ERROR_STATUS, IDEMPOTENCY } from '@app/contracts';

import { ERROR_STATUSES } from './statuses';

/** Shared pieces of the OpenAPI document: the two envelopes, bearer security, X-Subdomain, errors. */
export function components() {
  return {
    schemas: {
      FieldError: {
        type: 'object',
        required: ['path', 'msg'],
        properties: {
          path: {
            type: 'string',
            description: 'Dotted path of the field, e.g. `owner.email`',
            examples: ['companyName'],
          },
          msg: { type: 'string', examples: ['Company name is required'] },
        },
      },
      SuccessEnvelope: {
        type: 'object',
        required: ['success', 'error', 'message', 'data'],
        properties: {
          success: { const: true },
          error: { const: false },
          message: { type: 'string' },
          data: { type: 'object', description: 'The payload; records carry `id` and `_id` with the same value' },
        },
      },
      ErrorEnvelope: {
        type: 'object',
        required: ['success', 'error', 'message', 'code'],
        properties: {
          success: { const: false },
          error: { const: true },
          message: { type: 'string', description: 'Safe to show to a user; never a stack trace' },
          code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
          errors: {
            type: 'array',
            items: { $ref: '#/components/schemas/FieldError' },
            description: 'Present on validation failures',
          },
        },
      },
    },
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description:
          'A person: the accessToken from /api/auth/verify-code, /api/auth/login or /api/auth/refresh (a JWT, valid 15 minutes, bound to one host). An integration: an API key (cpk_… on its company host, spk_… on the admin host) as the bearer token, where the operation lists its scope in x-api-key-scope',
      },
      apiKeyHeader: {
        type: 'apiKey',
        in: 'header',
        name: 'X-API-Key',
        description: 'An API key, the same as sent as a bearer token; only on operations with x-api-key-scope',
      },
    },
    headers: {
      'RateLimit-Limit': {
        description: 'Requests this API key may make per minute (answers to API keys only)',
        schema: { type: 'integer' },
      },
      'RateLimit-Remaining': {
        description: 'Requests left in the current minute',
        schema: { type: 'integer' },
      },
      'RateLimit-Reset': {
        description: 'Seconds until the count starts again',
        schema: { type: 'integer' },
      },
      'Retry-After': { description: 'Seconds to wait before retrying (on 429)', schema: { type: 'integer' } },
      'Idempotent-Replayed': {
        description: 'true when this is the first answer to the same Idempotency-Key, sent again',
        schema: { type: 'string', enum: ['true'] },
      },
    },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY.keyMax, pattern: '^[\\x21-\\x7e]+$' },
        description:
          'Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. Company host only',
      },
      XSubdomain: {
        name: 'X-Subdomain',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: 'The company a call on the platform or api host is for; on a company host the host decides',
      },
    },
    responses: Object.fromEntries(
      Object.entries(ERROR_STATUSES).map(([status, info]) => [
        `Error${status}`,
        {
          description: info.description,
          content: {
            'application/json': {
              schema: {
                allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { properties: { code: { enum: info.codes } } }],
              },
            },
          },
        },
      ]),
    ),
  };
}
