import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';

import { createContext, replayOf, type AppDeps } from '@app/api';

import { requestInfo } from '../http/request-info';
import { downloadHandler } from './download';
import { idempotencyOf } from './idempotency';
import { routeFieldsOf } from './field-check';
import { buildInput, type InputShape } from './input';
import { inputSchemaOf, structuredFields } from './input-schema';
import { MULTIPART_LIMITS } from './multipart';
import { callProcedure, procedureInfo } from './procedure';
import { describeFailure, sendFailure, sendOutput } from './respond';
import { pathParams, type RestRoute } from './route-types';
import { REST_ROUTES } from './routes';

interface PreparedRoute {
  route: RestRoute;
  shape: InputShape;
}

/**
 * Checks an entry against its procedure before anything is served, so a typo in the table stops
 * start-up (and the tests) instead of answering 404s later.
 */
export function prepareRoute(route: RestRoute): PreparedRoute {
  const where = `REST route ${route.method} ${route.path}`;
  const info = procedureInfo(route.procedure);
  if (!info) throw new Error(`${where}: no procedure "${route.procedure}"`);
  // GET must stay safe to repeat and to prefetch, so it may only call queries.
  const expected = route.method === 'GET' ? 'query' : 'mutation';
  if (info.type !== expected)
    throw new Error(`${where}: "${route.procedure}" is a ${info.type}, expected a ${expected}`);
  const schema = inputSchemaOf(info);
  for (const field of [
    ...pathParams(route.path),
    ...(route.files ?? []),
    ...(route.streamFile ? [route.streamFile] : []),
  ]) {
    if (!schema?.properties[field]) throw new Error(`${where}: "${route.procedure}" has no input field "${field}"`);
  }
  return { route, shape: { ...structuredFields(schema), fields: routeFieldsOf(route, info) } };
}

/**
 * Registers every table entry. Thin by design (docs/architecture.md#the-api): input from the request, the same
 * context as /trpc, the procedure through the server-side caller, the result in the envelope.
 */
export async function registerRestRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  routes: readonly RestRoute[] = REST_ROUTES,
) {
  const prepared = routes.map(prepareRoute);
  await app.register(async (scope) => {
    // Scoped to these routes: /trpc and the file routes keep their own body handling.
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    // Text bodies are not an input format here; refusing them gives a clear 415.
    scope.removeContentTypeParser('text/plain');

    for (const { route, shape } of prepared) {
      if (route.download) {
        scope.route({ method: route.method, url: route.path, handler: downloadHandler(deps, route, shape) });
        continue;
      }
      scope.route({
        method: route.method,
        url: route.path,
        handler: async (req, reply) => {
          try {
            const input = await buildInput(req, route, shape);
            const context = createContext(deps, requestInfo(req), (name, value) => reply.header(name, value));
            context.idempotency = idempotencyOf(req, route, input);
            const output = await callProcedure(context, route.procedure, input);
            return sendOutput(reply, route, output);
          } catch (error) {
            const replay = replayOf(error);
            if (replay) return sendOutput(reply.header('Idempotent-Replayed', 'true'), route, replay.answer);
            const failure = describeFailure(error);
            // Procedures log their own unexpected errors (mapErrors); this catches the adapter's.
            if (failure.code === 'INTERNAL_ERROR' && !(error instanceof TRPCError)) {
              deps.log.error({ err: error, route: `${route.method} ${route.path}` }, 'REST adapter failure');
            }
            return sendFailure(reply, failure);
          }
        },
      });
    }
  });
}
