import { ERROR_STATUS, IDEMPOTENCY, RECORD_EVENT_TYPES, WEBHOOKS } from '@app/contracts';

import { RECORD_SCHEMAS } from './openapi-records';
import { ERROR_STATUSES } from './statuses';

const TIMEOUT_SECONDS = WEBHOOKS.timeoutMs / 1000;

/** A wait as people read it: `30 min`, `2 h`. */
const waitText = (minutes: number) => (minutes % 60 !== 0 ? `${minutes} min` : `${minutes / 60} h`);

const RETRY_WAITS = WEBHOOKS.retryDelaysMinutes.map(waitText);
const RETRY_SCHEDULE = `${RETRY_WAITS.slice(0, -1).join(', ')} and ${RETRY_WAITS.at(-1)}`;

/** What a receiver's answer to a webhook delivery means. */
const WEBHOOK_RESPONSES: Record<string, { description: string }> = {
  WebhookAcknowledged: {
    description: `Any 2xx within ${TIMEOUT_SECONDS} s acknowledges the delivery: it is not sent again. The answer's body is ignored`,
  },
  WebhookRetried: {
    description: `Anything else fails the attempt: another status (a 3xx too: redirects are not followed), no answer within ${TIMEOUT_SECONDS} s, a refused or closed connection. A failed delivery is tried again ${RETRY_SCHEDULE} later (${RETRY_WAITS.length + 1} attempts in all), then marked failed. A webhook whose every attempt has failed for more than ${WEBHOOKS.disableAfterHours} hours is turned off`,
  },
};

/** A webhook delivery's body and its headers. */
const webhookComponents = {
  schemas: {
    WebhookEvent: {
      type: 'object',
      description:
        'The body of every webhook delivery: one event as JSON text, the same bytes on every attempt (X-Webhook-Signature signs them)',
      required: ['id', 'type', 'createdAt', 'data'],
      properties: {
        id: {
          type: 'string',
          format: 'uuid',
          description: "The event's id, also sent as X-Webhook-Id, and the id the changes feed shows for it",
        },
        type: {
          type: 'string',
          enum: [...RECORD_EVENT_TYPES, WEBHOOKS.testEventType],
          description: '`<entity>.<what happened>`',
        },
        createdAt: {
          type: 'string',
          format: 'date-time',
          description: 'When the change was made. Deliveries may arrive out of order: order by this',
        },
        data: {
          type: 'object',
          additionalProperties: true,
          description: 'The record as its REST read answers it; `{ id }` for a deletion',
        },
      },
    },
    ...RECORD_SCHEMAS,
  },
  parameters: {
    WebhookSignature: {
      name: 'X-Webhook-Signature',
      in: 'header',
      required: true,
      schema: { type: 'string', pattern: '^t=[0-9]+,v1=[0-9a-f]{64}$' },
      description: `\`t=<unix seconds>,v1=<hex>\`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (\`${WEBHOOKS.secretPrefix}…\` as text), of \`<t>.<raw body>\`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later`,
    },
    WebhookId: {
      name: 'X-Webhook-Id',
      in: 'header',
      required: true,
      schema: { type: 'string', format: 'uuid' },
      description:
        "The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen",
    },
    WebhookUserAgent: {
      name: 'User-Agent',
      in: 'header',
      required: true,
      schema: { const: WEBHOOKS.userAgent },
      description: "The platform's webhook sender",
    },
  },
};

/**
 * Shared pieces of the OpenAPI document: the two envelopes, bearer security, X-Subdomain, errors,
 * and the webhook deliveries' event, headers and answers.
 */
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
      ...webhookComponents.schemas,
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
          'Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409',
      },
      XSubdomain: {
        name: 'X-Subdomain',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: 'The company a call on the platform or api host is for; on a company host the host decides',
      },
      ...webhookComponents.parameters,
    },
    responses: {
      ...Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, info]) => [
          `Error${status}`,
          {
            description: info.description,
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/ErrorEnvelope' },
                    { properties: { code: { enum: info.codes } } },
                  ],
                },
              },
            },
          },
        ]),
      ),
      ...WEBHOOK_RESPONSES,
    },
  };
}
