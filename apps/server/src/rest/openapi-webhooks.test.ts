/**
 * The document's webhooks against what the server sends: each example fits its event's schema, and
 * so does every body the server stored for a real delivery (a brand, a lead moved to another stage
 * and deleted with its meeting and enquiry, a member invited, changed and removed, a test event, an
 * import of a brand).
 * The schemas are checked as JSON Schema by zod's reader.
 */
import { describe, expect } from 'vitest';
import { z } from 'zod';

import { RECORD_EVENT_TYPES, WEBHOOKS } from '@app/contracts';
import { tenantTables, withTenant } from '@app/db';
import { runQueued } from '@app/api/crm/imports/test-fixtures';

import { call } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { sendForm } from '../testing/rest-platform';
import type { OpenApiDocument } from './openapi';

/**
 * Company openapi-hooks, signed in as every role; the document the server serves; and `write`, a
 * JSON call as the company's owner that must succeed, answering `data`.
 */
const it = restTest({ signedIn: ['openapi-hooks'] })
  .extend('doc', { scope: 'file' }, async ({ server }) =>
    (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>(),
  )
  .extend(
    'write',
    { scope: 'file' },
    ({ server, signedIn: [co] }) =>
      async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
        const res = await call(server.app, { method, url, headers: co.request.owner, ...(payload ? { payload } : {}) });
        expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
        return res.body.data!;
      },
  );

/** The node with every `#/components/schemas/…` reference replaced by the schema it names. */
function resolved(doc: OpenApiDocument, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => resolved(doc, item));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  const schemas: Record<string, unknown> = doc.components.schemas;
  if (typeof ref === 'string') return resolved(doc, schemas[ref.split('/').at(-1)!]);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(doc, value)]));
}

type JsonSchemaInput = Parameters<typeof z.fromJSONSchema>[0];

/** The request body schema of the delivery of `type`, as a validator. */
function bodySchema(doc: OpenApiDocument, type: string) {
  const webhook = doc.webhooks[type as keyof OpenApiDocument['webhooks']];
  expect(webhook, type).toBeDefined();
  const schema = resolved(doc, webhook.post.requestBody.content['application/json'].schema) as JsonSchemaInput;
  return z.fromJSONSchema(schema, { defaultTarget: 'draft-2020-12' });
}

const problems = (doc: OpenApiDocument, type: string, body: unknown) => {
  const result = bodySchema(doc, type).safeParse(body);
  return result.success ? [] : result.error.issues;
};

describe('webhook examples', () => {
  it('fit the schema of their event', ({ doc }) => {
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      const examples = Object.values(post.requestBody.content['application/json'].examples);
      expect(examples.length, type).toBeGreaterThan(0);
      for (const example of examples) expect(problems(doc, type, example.value), type).toEqual([]);
    }
  });

  it('are refused when they break the schema (the check is not vacuous)', ({ doc }) => {
    const example = Object.values(
      doc.webhooks['lead.created'].post.requestBody.content['application/json'].examples,
    )[0]!.value as { data: Record<string, unknown> };
    expect(problems(doc, 'lead.created', { ...example, type: 'lead.updated' })).not.toEqual([]);
    expect(problems(doc, 'lead.created', { ...example, data: { ...example.data, stage: 'Somewhere' } })).not.toEqual(
      [],
    );
    expect(problems(doc, 'lead.created', { ...example, data: { ...example.data, clientName: undefined } })).not.toEqual(
      [],
    );
    const { createdAt: _dropped, ...withoutTime } = example as Record<string, unknown>;
    expect(problems(doc, 'lead.created', withoutTime)).not.toEqual([]);
  });
});

describe('real delivery bodies', () => {
  const idOf = (value: unknown) => (value as { id: string }).id;

  it('fit the schema of their event type, envelope and data alike', async ({ server, doc, write, signedIn: [co] }) => {
    const hook = await write('POST', '/api/company/webhooks', {
      url: 'https://hooks.example.com/openapi',
      events: [...RECORD_EVENT_TYPES],
    });
    const brandId = idOf((await write('POST', '/api/crm/brands', { name: 'Schema Brand' })).brand);
    await write('PUT', `/api/crm/brands/${brandId}`, { industry: 'Software services' });
    const leadId = idOf(
      (await write('POST', '/api/crm/leads', { brandId, clientName: 'Schema Lead', csPersonId: co.member.id })).lead,
    );
    await write('PUT', `/api/crm/leads/${leadId}`, { stage: 'Qualified', estimatedValue: 1200.5 });
    const meeting = { leadId, title: 'Kick-off', scheduledDate: '2026-12-01T09:00:00Z' };
    const meetingId = idOf((await write('POST', '/api/crm/meetings', meeting)).meeting);
    await write('PUT', `/api/crm/meetings/${meetingId}`, { status: 'Completed' });
    const enquiryId = idOf(
      (await write('POST', '/api/crm/enquiries', { leadId, requirement: 'An online store' })).enquiry,
    );
    await write('PUT', `/api/crm/enquiries/${enquiryId}`, { stage: 'Under Review' });
    await write('DELETE', `/api/crm/leads/${leadId}`);
    await write('DELETE', `/api/crm/brands/${brandId}`);
    const member = idOf(
      (await write('POST', '/api/company/team', { name: 'Sam Schema', email: 'sam@hooks.test' })).user,
    );
    await write('PUT', `/api/company/team/${member}`, { designation: 'Analyst' });
    await write('DELETE', `/api/company/team/${member}`);
    await write('POST', `/api/company/webhooks/${idOf(hook.webhook)}/test`);
    const file = {
      filename: 'brands.csv',
      type: 'text/csv',
      data: Buffer.from('Name,Industry\nImported Brand,Retail\n'),
    };
    const uploaded = await sendForm(server.app, 'POST', '/api/crm/imports', co.request.owner, { kind: 'brand', file });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    await write('POST', `/api/crm/imports/${idOf(uploaded.body.data!.import)}/start`, { commitMode: 'valid' });
    await runQueued(server.harness, co.company.id);

    const { webhookDeliveries } = tenantTables;
    const stored = await withTenant(server.harness.deps.db, co.company.id, (tx) =>
      tx.select({ type: webhookDeliveries.eventType, body: webhookDeliveries.body }).from(webhookDeliveries),
    );
    const required = doc.components.schemas.WebhookEvent.required;
    for (const { type, body } of stored) {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      expect(Object.keys(parsed).sort(), type).toEqual([...required].sort());
      expect(parsed.type).toBe(type);
      expect(problems(doc, type, parsed), `${type}: ${body}`).toEqual([]);
    }
    // Every event type, so none is checked only by its example.
    expect(new Set(stored.map((d) => d.type))).toEqual(new Set([...RECORD_EVENT_TYPES, WEBHOOKS.testEventType]));
  });
});
