/**
 * The document's `webhooks`: the deliveries the platform sends to a company's webhook endpoints,
 * one per event type (docs/rest-guide.md, "Webhooks"). Each is a POST of one event
 * (components.schemas.WebhookEvent) whose `type` is that event's and whose `data` is the record as
 * its REST read answers it, or `{ id }` for a deletion.
 */
import {
  entityOfEvent,
  RECORD_EVENT_TYPES,
  WEBHOOKS,
  type RecordEventEntity,
  type RecordEventType,
} from '@app/contracts';

import type { JsonSchema } from './input-schema';
import { EXAMPLE_EVENT, EXAMPLE_RECORDS, EXAMPLE_TEST_DATA } from './openapi-webhook-examples';
import { RECORD_SCHEMAS, type RecordSchemaName } from './openapi-records';

export type WebhookEventType = RecordEventType | typeof WEBHOOKS.testEventType;

/** Every type a delivery may carry: the record events, and the test event. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [...RECORD_EVENT_TYPES, WEBHOOKS.testEventType];

export interface WebhookOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: { $ref: string }[];
  requestBody: {
    required: true;
    description: string;
    content: {
      'application/json': {
        schema: JsonSchema;
        examples: Record<string, { summary: string; value: Record<string, unknown> }>;
      };
    };
  };
  responses: Record<string, { $ref: string }>;
}

const MADE = 'In the CRM, through the API, or by an import (one event per record).';
const CHANGED = 'In the CRM, through the API, or by an import updating it.';

/** What happened, and when it is sent beyond the obvious. */
const EVENTS: Record<WebhookEventType, { summary: string; when?: string }> = {
  'lead.created': { summary: 'A lead was created', when: MADE },
  'lead.updated': {
    summary: 'A lead changed',
    when: `${CHANGED} Its follow-up marked done or snoozed changes it too. A new stage also sends lead.stage_changed.`,
  },
  'lead.stage_changed': {
    summary: 'A lead moved to another stage',
    when: 'Sent with lead.updated for the same change, with the same data: `data.stage` is the new stage.',
  },
  'lead.deleted': {
    summary: 'A lead was deleted',
    when: 'Its meetings and enquiries went with it: each sends its own meeting.deleted or enquiry.deleted.',
  },
  'meeting.created': { summary: 'A meeting was scheduled', when: MADE },
  'meeting.updated': { summary: 'A meeting changed', when: CHANGED },
  'meeting.deleted': { summary: 'A meeting was deleted', when: 'On its own, or with its lead.' },
  'enquiry.created': { summary: 'An enquiry was added', when: MADE },
  'enquiry.updated': {
    summary: 'An enquiry changed',
    when: `${CHANGED} A proposal sent, or its follow-up marked done or snoozed, changes it too.`,
  },
  'enquiry.deleted': { summary: 'An enquiry was deleted', when: 'On its own, or with its lead.' },
  'brand.created': { summary: 'A brand was created', when: MADE },
  'brand.updated': { summary: 'A brand changed', when: `${CHANGED} A bulk action sends one event per brand.` },
  'brand.deleted': { summary: 'A brand was deleted', when: 'On its own, or in a bulk delete: one event per brand.' },
  'member.created': { summary: 'A member was invited to the team' },
  'member.updated': {
    summary: 'A team member changed',
    when: 'Their details, role, status or picture, whoever changed them: the company, the member in their own settings, or the platform team. A bulk action sends one event per member.',
  },
  'member.removed': {
    summary: 'A member was removed from the team',
    when: 'On their own, or in a bulk delete: one event per member.',
  },
  'import.completed': {
    summary: 'An import completed its run',
    when: 'The records it created or updated each have their own `<entity>.created` or `<entity>.updated`, recorded just before this one; `data.counts` says how many rows were created, updated, skipped and failed. A run that failed or was cancelled sends nothing.',
  },
  [WEBHOOKS.testEventType]: {
    summary: 'A test event',
    when: 'Sent by POST /api/company/webhooks/{id}/test ("Send test event" in Company Settings) to that webhook alone, whatever events it subscribes to. No record changed.',
  },
};

const ENTITY_SCHEMAS: Record<RecordEventEntity, RecordSchemaName> = {
  lead: 'Lead',
  meeting: 'Meeting',
  enquiry: 'Enquiry',
  brand: 'Brand',
  member: 'TeamMember',
  import: 'Import',
};

const isDeletion = (type: WebhookEventType) => type.endsWith('.deleted') || type.endsWith('.removed');

/** The schema of the event's `data`, and an example of it. */
function dataOf(type: WebhookEventType): { schema: RecordSchemaName; example: Record<string, unknown> } {
  if (type === WEBHOOKS.testEventType) return { schema: 'WebhookTestData', example: EXAMPLE_TEST_DATA };
  const record = EXAMPLE_RECORDS[entityOfEvent(type)];
  if (isDeletion(type)) return { schema: 'DeletedRecord', example: { id: record.id } };
  return { schema: ENTITY_SCHEMAS[entityOfEvent(type)], example: record };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function operation(type: WebhookEventType): WebhookOperation {
  const { summary, when } = EVENTS[type];
  const data = dataOf(type);
  const dataNote =
    data.schema === 'DeletedRecord'
      ? '`data` is `{ id }`: the record is gone.'
      : `\`data\`: ${lowerFirst(RECORD_SCHEMAS[data.schema].description)}.`;
  return {
    operationId: `receive.${type}`,
    summary: `${summary} (${type})`,
    description: [`${summary}.`, when, dataNote].filter(Boolean).join(' '),
    tags: ['Webhooks'],
    parameters: ['WebhookSignature', 'WebhookId', 'WebhookUserAgent'].map((name) => ({
      $ref: `#/components/parameters/${name}`,
    })),
    requestBody: {
      required: true,
      description: 'The event as JSON text. Check the signature over these exact bytes before parsing them.',
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/WebhookEvent' },
              {
                type: 'object',
                properties: { type: { const: type }, data: { $ref: `#/components/schemas/${data.schema}` } },
                required: ['type', 'data'],
              },
            ],
          },
          examples: {
            [type]: {
              summary,
              value: { id: EXAMPLE_EVENT.id, type, createdAt: EXAMPLE_EVENT.createdAt, data: data.example },
            },
          },
        },
      },
    },
    responses: {
      '2XX': { $ref: '#/components/responses/WebhookAcknowledged' },
      default: { $ref: '#/components/responses/WebhookRetried' },
    },
  };
}

/** The document's `webhooks`, keyed by event type. */
export function webhooks(): Record<WebhookEventType, { post: WebhookOperation }> {
  return Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, { post: operation(type) }])) as Record<
    WebhookEventType,
    { post: WebhookOperation }
  >;
}
