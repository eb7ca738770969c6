import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '@app/api';

import { registerRestRoutes } from './adapter';
import { renderDocs } from './docs';
import { buildOpenApi } from './openapi';
import { REST_ROUTES } from './routes';

/**
 * The REST API for integrators (docs/architecture.md#the-api): every table entry under /api, plus the generated
 * OpenAPI document and its reference page. Both documents are built once at start-up: they only
 * depend on the table and the schemas, and building them also proves every entry resolves.
 */
export async function registerRest(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerRestRoutes(app, deps, REST_ROUTES);
  const openApi = buildOpenApi(REST_ROUTES);
  const openApiJson = JSON.stringify(openApi);
  const docsHtml = renderDocs(openApi);

  app.get('/api/openapi.json', (_req, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(openApiJson),
  );
  app.get('/api/docs', (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      // The page has no scripts and loads nothing; say so to the browser too.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(docsHtml),
  );
}
