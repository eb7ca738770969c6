/**
 * The OpenAPI 3.1 document, generated from the route table and the procedures' zod input schemas
 * (docs/architecture.md#the-api): nothing here is written by hand per endpoint.
 */
import { companyScopeFor, platformScopeFor } from '@app/api';
import { EXPORT_CONTENT_TYPES } from '@app/contracts';

import { routeFieldsOf, type RouteFields } from './field-check';
import { guideMarkdown } from './guide';
import { type JsonSchema, inputSchemaOf } from './input-schema';
import { components } from './openapi-components';
import { describeBodyFields } from './openapi-fields';
import { webhooks } from './openapi-webhooks';
import { procedureInfo } from './procedure';
import { hasBody, openApiPath, pathParams, type RestRoute } from './route-types';
import { REST_ROUTES, REST_TAGS } from './routes';
import { errorStatuses } from './statuses';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** The deliveries the platform sends to a company's webhook endpoints, by event type. */
  webhooks: ReturnType<typeof webhooks>;
  components: ReturnType<typeof components>;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  /** The scope an API key needs for this operation; absent where only a person may call it. */
  'x-api-key-scope'?: string;
  parameters: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    | {
        description: string;
        headers?: Record<string, { $ref: string }>;
        content?: Record<string, { schema: JsonSchema }>;
      }
    | { $ref: string }
  >;
}

/** The scope a key needs for the route's procedure, or undefined where keys are refused. */
function keyScopeOf(route: RestRoute, type: 'query' | 'mutation' | 'subscription'): string | undefined {
  if (!route.auth) return undefined;
  const call = { path: route.procedure, type };
  const scope =
    route.host === 'tenant' ? companyScopeFor(call) : route.host === 'platform' ? platformScopeFor(call) : null;
  return scope ?? undefined;
}

const RATE_LIMIT_HEADERS = Object.fromEntries(
  ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((name) => [
    name,
    { $ref: `#/components/headers/${name}` },
  ]),
);

const objectSchema = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema =>
  required.length > 0 ? { type: 'object', properties, required } : { type: 'object', properties };

function requestBody(
  route: RestRoute,
  properties: Record<string, JsonSchema>,
  required: string[],
  fields: RouteFields,
) {
  const files = new Set([...(route.files ?? []), ...(route.streamFile ? [route.streamFile] : [])]);
  const jsonProps = Object.fromEntries(Object.entries(properties).filter(([name]) => !files.has(name)));
  const jsonRequired = required.filter((name) => !files.has(name));
  const json = describeBodyFields(
    objectSchema(jsonProps, jsonRequired),
    fields,
    new Set([...files, ...pathParams(route.path)]),
  );
  const content: Record<string, { schema: JsonSchema }> = { 'application/json': { schema: json } };
  if (files.size > 0) {
    const formProps = {
      ...json.properties,
      ...Object.fromEntries([...files].map((f) => [f, { type: 'string', format: 'binary' }])),
    };
    content['multipart/form-data'] = { schema: { ...json, properties: formProps } };
  }
  return { required: jsonRequired.length > 0, content };
}

function successResponse(route: RestRoute) {
  if (route.download) {
    const file = { type: 'string', format: 'binary' };
    return {
      description: 'The file, streamed (Content-Disposition: attachment)',
      content: Object.fromEntries(
        (route.downloadTypes ?? (['csv', 'xlsx'] as const)).map((type) => [
          EXPORT_CONTENT_TYPES[type],
          { schema: file },
        ]),
      ),
    };
  }
  const data: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries((route.data ?? []).map((key) => [key, {}])),
  };
  const extra = Object.fromEntries((route.topLevel ?? []).map((key) => [key, {}]));
  const schema = {
    allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, { type: 'object', properties: { ...extra, data } }],
  };
  return { description: route.message ?? route.summary, content: { 'application/json': { schema } } };
}

export function operationFor(route: RestRoute): OpenApiOperation {
  const info = procedureInfo(route.procedure);
  if (!info) throw new Error(`OpenAPI: no procedure "${route.procedure}" for ${route.method} ${route.path}`);
  const schema = inputSchemaOf(info);
  const params = pathParams(route.path);
  const fields = Object.entries(schema?.properties ?? {}).filter(([name]) => !params.includes(name));
  const required = (schema?.required ?? []).filter((name) => !params.includes(name));
  const parameters: OpenApiOperation['parameters'] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: schema?.properties[name] ?? { type: 'string' },
  }));
  if (!hasBody(route)) {
    for (const [name, field] of fields)
      parameters.push({ name, in: 'query', required: required.includes(name), schema: field });
  }
  if (route.host !== 'none') parameters.push({ $ref: '#/components/parameters/XSubdomain' });
  // Writes of a signed-in caller run once per Idempotency-Key (packages/api/src/core/idempotency/).
  const idempotent = route.auth && (route.host === 'tenant' || route.host === 'platform') && hasBody(route);
  if (idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const scope = keyScopeOf(route, info.type);
  const success = successResponse(route);
  const responses: OpenApiOperation['responses'] = {
    [String(route.status ?? 200)]: scope ? { ...success, headers: RATE_LIMIT_HEADERS } : success,
  };
  const statuses = new Set(errorStatuses(route, schema !== undefined));
  if (scope) statuses.add(429);
  if (idempotent) statuses.add(422);
  // The admin host reserves the key before its write: a duplicate sent meanwhile is told to wait.
  if (idempotent && route.host === 'platform') statuses.add(409);
  for (const status of [...statuses].sort((a, b) => a - b))
    responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  return {
    operationId: route.procedure,
    summary: route.summary,
    tags: [route.tag],
    security: !route.auth ? [] : scope ? [{ bearerAuth: [] }, { apiKeyHeader: [] }] : [{ bearerAuth: [] }],
    ...(scope ? { 'x-api-key-scope': scope } : {}),
    parameters,
    ...(hasBody(route) && schema
      ? { requestBody: requestBody(route, Object.fromEntries(fields), required, routeFieldsOf(route, info)) }
      : {}),
    responses,
  };
}

export function buildOpenApi(routes: readonly RestRoute[] = REST_ROUTES): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = (paths[openApiPath(route.path)] ??= {});
    path[route.method.toLowerCase()] = operationFor(route);
  }
  const tagNames = [...new Set(routes.map((r) => r.tag))];
  return {
    openapi: '3.1.0',
    info: { title: 'Company Platform REST API', version: '1.0.0', description: guideMarkdown() },
    servers: [{ url: '/' }],
    tags: tagNames.map((name) => (REST_TAGS[name] ? { name, description: REST_TAGS[name] } : { name })),
    paths,
    webhooks: webhooks(),
    components: components(),
  };
}
