/**
 * The document's webhooks against what the server sends: each example fits its event's schema, and
 * so does every body the server stored for a real delivery (a brand, a lead moved to another stage
 * and deleted with its meeting and enquiry, a member invited, changed and removed, a test event, an
 * import of a brand).
 * The schemas are checked as JSON Schema by zod's reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { RECORD_EVENT_TYPES, WEBHOOKS } from '@app/contracts';
import { tenantTables, withTenant } from '@app/db';
import { runQueued } from '@app/api/crm/imports/test-fixtures';
import { signedInCompany, type SignedInCompany } from '@app/api/testing/signed-in-company';

import { call, createRestTestServer, type RestTestServer } from '../testing/rest';
import { sendForm } from '../testing/rest-platform';
import type { OpenApiDocument } from './openapi';

let server: RestTestServer;
let doc: OpenApiDocument;
let co: SignedInCompany;

beforeAll(async () => {
  server = await createRestTestServer();
  doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  co = await signedInCompany(server.harness, 'openapi-hooks');
});
afterAll(async () => {
  await server?.close();
});

/** The node with every `#/components/schemas/…` reference replaced by the schema it names. */
function resolved(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(resolved);
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  const schemas: Record<string, unknown> = doc.components.schemas;
  if (typeof ref === 'string') return resolved(schemas[ref.split('/').at(-1)!]);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(value)]));
}

type JsonSchemaInput = Parameters<typeof z.fromJSONSchema>[0];

/** The request body schema of the delivery of `type`, as a validator. */
function bodySchema(type: string) {
  const webhook = doc.webhooks[type as keyof OpenApiDocument['webhooks']];
  expect(webhook, type).toBeDefined();
  const schema = resolved(webhook.post.requestBody.content['application/json'].schema) as JsonSchemaInput;
  return z.fromJSONSchema(schema, { defaultTarget: 'draft-2020-12' });
}

const problems = (type: string, body: unknown) => {
  const result = bodySchema(type).safeParse(body);
  return result.success ? [] : result.error.issues;
};

describe('webhook examples', () => {
  it('fit the schema of their event', () => {
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      const examples = Object.values(post.requestBody.content['application/json'].examples);
      expect(examples.length, type).toBeGreaterThan(0);
      for (const example of examples) expect(problems(type, example.value), type).toEqual([]);
    }
  });

  it('are refused when they break the schema (the check is not vacuous)', () => {
    const example = Object.values(
      doc.webhooks['lead.created'].post.requestBody.content['application/json'].examples,
    )[0]!.value as { data: Record<string, unknown> };
    expect(problems('lead.created', { ...example, type: 'lead.updated' })).not.toEqual([]);
    expect(problems('lead.created', { ...example, data: { ...example.data, stage: 'Somewhere' } })).not.toEqual([]);
    expect(problems('lead.created', { ...example, data: { ...example.data, clientName: undefined } })).not.toEqual([]);
    const { createdAt: _dropped, ...withoutTime } = example as Record<string, unknown>;
    expect(problems('lead.created', withoutTime)).not.toEqual([]);
  });
});

describe('real delivery bodies', () => {
  const owner = () => co.request.owner;
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await call(server.app, { method, url, headers: owner(), ...(payload ? { payload } : {}) });
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body.data!;
  };
  const idOf = (value: unknown) => (value as { id: string }).id;

  it('fit the schema of their event type, envelope and data alike', async () => {
    const hook = await send('POST', '/api/company/webhooks', {
      url: 'https://hooks.example.com/openapi',
      events: [...RECORD_EVENT_TYPES],
    });
    const brandId = idOf((await send('POST', '/api/crm/brands', { name: 'Schema Brand' })).brand);
    await send('PUT', `/api/crm/brands/${brandId}`, { industry: 'Software services' });
    const leadId = idOf(
      (await send('POST', '/api/crm/leads', { brandId, clientName: 'Schema Lead', csPersonId: co.member.id })).lead,
    );
    await send('PUT', `/api/crm/leads/${leadId}`, { stage: 'Qualified', estimatedValue: 1200.5 });
    const meeting = { leadId, title: 'Kick-off', scheduledDate: '2026-12-01T09:00:00Z' };
    const meetingId = idOf((await send('POST', '/api/crm/meetings', meeting)).meeting);
    await send('PUT', `/api/crm/meetings/${meetingId}`, { status: 'Completed' });
    const enquiryId = idOf(
      (await send('POST', '/api/crm/enquiries', { leadId, requirement: 'An online store' })).enquiry,
    );
    await send('PUT', `/api/crm/enquiries/${enquiryId}`, { stage: 'Under Review' });
    await send('DELETE', `/api/crm/leads/${leadId}`);
    await send('DELETE', `/api/crm/brands/${brandId}`);
    const member = idOf(
      (await send('POST', '/api/company/team', { name: 'Sam Schema', email: 'sam@hooks.test' })).user,
    );
    await send('PUT', `/api/company/team/${member}`, { designation: 'Analyst' });
    await send('DELETE', `/api/company/team/${member}`);
    await send('POST', `/api/company/webhooks/${idOf(hook.webhook)}/test`);
    const file = {
      filename: 'brands.csv',
      type: 'text/csv',
      data: Buffer.from('Name,Industry\nImported Brand,Retail\n'),
    };
    const uploaded = await sendForm(server.app, 'POST', '/api/crm/imports', owner(), { kind: 'brand', file });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    await send('POST', `/api/crm/imports/${idOf(uploaded.body.data!.import)}/start`, { commitMode: 'valid' });
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
      expect(problems(type, parsed), `${type}: ${body}`).toEqual([]);
    }
    // Every event type, so none is checked only by its example.
    expect(new Set(stored.map((d) => d.type))).toEqual(new Set([...RECORD_EVENT_TYPES, WEBHOOKS.testEventType]));
  });
});
