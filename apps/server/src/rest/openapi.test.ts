import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect } from 'vitest';

import { RECORD_EVENT_TYPES, WEBHOOKS } from '@app/contracts';

import { restTest } from '../testing/rest-fixture';
import type { OpenApiDocument } from './openapi';
import { openApiPath } from './route-types';
import { REST_ROUTES } from './routes';

/** The document the server serves at /api/openapi.json. */
const it = restTest().extend('doc', { scope: 'file' }, async ({ server }) => {
  const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<OpenApiDocument>();
});

const op = (doc: OpenApiDocument, method: string, path: string) => doc.paths[path]![method]!;
const paramNames = (doc: OpenApiDocument, method: string, path: string, where: string) =>
  op(doc, method, path)
    .parameters.filter((p) => 'in' in p && p.in === where)
    .map((p) => ('name' in p ? p.name : ''));

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every table entry', ({ doc }) => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    for (const route of REST_ROUTES) {
      expect(
        doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
    // One tag per domain, in the order the table lists them.
    expect(doc.tags.map((t) => t.name)).toEqual([...new Set(REST_ROUTES.map((r) => r.tag))]);
    expect(doc.tags.map((t) => t.name)).toEqual(
      expect.arrayContaining(['System', 'Auth', 'Companies', 'Super Admins', 'Public']),
    );
  });

  it('validates against the OpenAPI 3.1 schema with a third-party validator', async ({ doc }) => {
    const result = await new Validator().validate(
      JSON.parse(JSON.stringify(doc)) as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes API keys, idempotency and rate limits where they apply', ({ doc }) => {
    expect(doc.components.securitySchemes.apiKeyHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    const create = op(doc, 'post', '/api/crm/leads');
    expect(create['x-api-key-scope']).toBe('crm:write');
    expect(create.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
    expect(create.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '422', '429']));
    expect(op(doc, 'get', '/api/crm/leads')['x-api-key-scope']).toBe('crm:read');
    // Where only a person may act, no key scheme is offered.
    const keys = op(doc, 'post', '/api/company/api-keys');
    expect(keys['x-api-key-scope']).toBeUndefined();
    expect(keys.security).toEqual([{ bearerAuth: [] }]);
  });

  it('describes both envelopes, bearer security and the X-Subdomain header', ({ doc }) => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['SuccessEnvelope', 'ErrorEnvelope', 'FieldError']),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.components.parameters.XSubdomain).toMatchObject({ name: 'X-Subdomain', in: 'header' });
    // A super admin, or a platform key (scope platform).
    expect(op(doc, 'get', '/api/super-admin/companies').security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
    expect(op(doc, 'get', '/api/super-admin/super-admins').security).toEqual([{ bearerAuth: [] }]);
    expect(op(doc, 'post', '/api/auth/request-code').security).toEqual([]);
    expect(op(doc, 'get', '/api/super-admin/companies').parameters).toContainEqual({
      $ref: '#/components/parameters/XSubdomain',
    });
  });

  it('puts path and query fields in parameters, bodies in requestBody with files as binary', ({ doc }) => {
    expect(paramNames(doc, 'get', '/api/super-admin/companies/{id}', 'path')).toEqual(['id']);
    expect(paramNames(doc, 'get', '/api/super-admin/companies', 'query')).toEqual([
      'page',
      'limit',
      'search',
      'status',
      'filter',
      'sort',
      'order',
    ]);
    const create = op(doc, 'post', '/api/super-admin/companies').requestBody!;
    expect(create.content['application/json']!.schema).toMatchObject({
      required: ['companyName', 'subdomain', 'owner'],
    });
    expect(create.content['application/json']!.schema.properties).not.toHaveProperty('logo');
    expect(create.content['multipart/form-data']!.schema.properties).toMatchObject({
      logo: { type: 'string', format: 'binary' },
      ownerDp: { type: 'string', format: 'binary' },
    });
    const update = op(doc, 'put', '/api/super-admin/companies/{id}');
    expect(update.requestBody!.content['application/json']!.schema.properties).not.toHaveProperty('id');
  });

  it('closes request bodies and lists the read names they take beside the write fields', ({ doc }) => {
    const enquiry = op(doc, 'put', '/api/crm/enquiries/{id}').requestBody!.content['application/json']!.schema;
    expect(enquiry.additionalProperties).toBe(false);
    expect(enquiry.properties).toMatchObject({
      estimatedValue: expect.any(Object),
      value: { description: expect.stringContaining('estimatedValue') },
      createdAt: { readOnly: true },
    });
    const brand = op(doc, 'put', '/api/crm/brands/{id}').requestBody!.content;
    expect(brand['application/json']!.schema.properties).toMatchObject({
      address: { additionalProperties: false },
      logo: { readOnly: true },
    });
    expect(brand['multipart/form-data']!.schema).toMatchObject({
      additionalProperties: false,
      properties: { logo: { type: 'string', format: 'binary' } },
    });
  });

  it('lists every status a route can answer', ({ doc }) => {
    expect(Object.keys(op(doc, 'post', '/api/super-admin/companies').responses)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '409',
      '413',
      '415',
      '422',
      '429',
      '503',
    ]);
    expect(op(doc, 'post', '/api/super-admin/companies').parameters).toContainEqual({
      $ref: '#/components/parameters/IdempotencyKey',
    });
    expect(Object.keys(op(doc, 'get', '/api/super-admin/companies/{id}').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
      '503',
    ]);
    expect(Object.keys(op(doc, 'get', '/api/ready').responses)).toEqual(['200', '503']);
    expect(Object.keys(op(doc, 'post', '/api/auth/request-code').responses)).toContain('429');
    for (const [status, response] of Object.entries(op(doc, 'post', '/api/super-admin/companies').responses)) {
      if (status !== '201') expect(response).toEqual({ $ref: `#/components/responses/Error${status}` });
    }
  });
});

describe('webhooks in the OpenAPI document', () => {
  it('describes the delivery of every record event and of the test event', ({ doc }) => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...RECORD_EVENT_TYPES, WEBHOOKS.testEventType].sort());
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      expect(post.operationId).toBe(`receive.${type}`);
      expect(post.parameters.map((p) => p.$ref)).toEqual(
        expect.arrayContaining(['#/components/parameters/WebhookSignature', '#/components/parameters/WebhookId']),
      );
      const [envelope, refined] = post.requestBody.content['application/json'].schema.allOf!;
      expect(envelope).toEqual({ $ref: '#/components/schemas/WebhookEvent' });
      expect(refined!.properties!.type).toEqual({ const: type });
      expect(Object.keys(post.responses)).toEqual(['2XX', 'default']);
    }
    expect(doc.components.schemas.WebhookEvent.required).toEqual(['id', 'type', 'createdAt', 'data']);
    expect(doc.components.parameters.WebhookSignature).toMatchObject({ name: 'X-Webhook-Signature', required: true });
    expect(doc.components.parameters.WebhookId).toMatchObject({ name: 'X-Webhook-Id', required: true });
    // The answer's rules come from the product's constants.
    const seconds = `${WEBHOOKS.timeoutMs / 1000} s`;
    expect(doc.components.responses.WebhookAcknowledged!.description).toContain(seconds);
    expect(doc.components.responses.WebhookRetried!.description).toContain(
      `${WEBHOOKS.retryDelaysMinutes.length + 1} attempts`,
    );
  });

  it('is checked by the third-party validator too', async ({ doc }) => {
    const broken = JSON.parse(JSON.stringify(doc)) as OpenApiDocument;
    (broken.webhooks['lead.created'].post as { responses: unknown }).responses = { soon: {} };
    const result = await new Validator().validate(broken as unknown as Parameters<Validator['validate']>[0]);
    expect(result.valid).toBe(false);
  });
});

describe('GET /api/docs', () => {
  it('is a self-contained HTML page listing every path', async ({ server }) => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>/);
    for (const route of REST_ROUTES) expect(html).toContain(openApiPath(route.path));
    expect(html).toContain('X-Subdomain');
    expect(html).toContain('COMPANY_INACTIVE');
    // Nothing loaded from elsewhere: the product may run offline.
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//);
  });
});
