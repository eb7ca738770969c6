import { ERROR_STATUS } from '@app/contracts';

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
        bearerFormat: 'JWT',
        description:
          'The accessToken from /api/auth/verify-code, /api/auth/login or /api/auth/refresh (valid 15 minutes, bound to one host)',
      },
    },
    parameters: {
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
