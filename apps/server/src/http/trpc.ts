import { getErrorShape, getTRPCErrorFromUnknown, transformTRPCResponse, type AnyProcedure } from '@trpc/server';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { appRouter, createContext, type AppDeps } from '@app/api';

import { invoke, procedureAt, sendsAnswersAsTheyAre } from './invoke';
import { requestInfo } from './request-info';

/** The method each procedure type answers to (tRPC's own rule, without method override). */
const METHOD_OF = { query: 'GET', mutation: 'POST' } as const;

interface Call {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

const config = appRouter._def._config;
/** Without a transformer tRPC's transform copies the answer unchanged; the copy is skipped then. */
const transform = sendsAnswersAsTheyAre(appRouter) ? <T>(body: T) => body : transformTRPCResponse.bind(null, config);

const noInput = Symbol('no input');

function parseInput(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return noInput;
  }
}

/**
 * The calls of an ordinary request (one call or a batch, JSON in the query or the body), or null
 * when anything about it is unusual: an unknown path, a method the procedure does not take, input
 * that does not parse, streaming. Those go to tRPC's own handler, which words the error.
 */
function plainCalls(req: FastifyRequest<{ Params: { path: string } }>): Call[] | null {
  if (req.headers['trpc-accept'] !== undefined) return null;
  // tRPC reads a POST body only when it is declared JSON (otherwise it answers 415 itself).
  if (req.method === 'POST' && !(req.headers['content-type'] ?? '').startsWith('application/json')) return null;
  const query = req.query as Record<string, unknown>;
  // A repeated parameter: tRPC takes the first; leave that to it.
  if (Array.isArray(query.input) || Array.isArray(query.batch)) return null;
  const isBatch = query.batch === '1';
  let paths: string[];
  try {
    const decoded = decodeURIComponent(req.params.path);
    paths = isBatch ? decoded.split(',') : [decoded];
  } catch {
    return null;
  }
  const raw = parseInput((req.method === 'GET' ? query.input : req.body) as string | undefined);
  if (raw === noInput) return null;
  if (isBatch && raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) return null;
  const calls: Call[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = procedureAt(path);
    if (!procedure) return null;
    const type = procedure._def.type;
    if (type === 'subscription' || METHOD_OF[type] !== req.method) return null;
    const input = isBatch ? (raw as Record<string, unknown> | undefined)?.[index] : raw;
    calls.push({ path, procedure, input });
  }
  return calls;
}

/**
 * /trpc for the SPA (docs/decisions/0018-request-path.md). The stock adapter turns every request
 * into a Fetch Request and every answer into a Fetch Response, which cost several times the
 * procedure itself. Ordinary calls are answered here with tRPC's own pieces (the procedure,
 * getErrorShape, getHTTPStatusCode), so bodies, statuses and batching are the same byte for byte;
 * everything else is handed to the stock handler unchanged.
 */
export async function registerTrpc(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    // As the stock plugin does: bodies reach tRPC as text, parsed (and refused) by tRPC's rules.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));

    const createTrpcContext = ({ req, res }: { req: FastifyRequest; res: FastifyReply }) =>
      createContext(deps, requestInfo(req), (name, value) => res.header(name, value));

    scope.all<{ Params: { path: string } }>('/trpc/:path', async (req, reply) => {
      const calls = req.method === 'GET' || req.method === 'POST' ? plainCalls(req) : null;
      if (!calls) {
        const options = { router: appRouter, createContext: createTrpcContext };
        return fastifyRequestHandler({ ...options, req, res: reply, path: req.params.path });
      }
      return answer(reply, calls, req.query as { batch?: string }, createTrpcContext({ req, res: reply }));
    });
  });
}

async function answer(
  reply: FastifyReply,
  calls: Call[],
  query: { batch?: string },
  ctx: ReturnType<typeof createContext>,
) {
  const responses = await Promise.all(
    calls.map(async ({ path, procedure, input }, batchIndex): Promise<TRPCResponse> => {
      const type = procedure._def.type;
      try {
        const data: unknown = await invoke(procedure, {
          path,
          getRawInput: async () => input,
          ctx,
          type,
          batchIndex,
          signal: undefined,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        return { error: getErrorShape({ config, ctx, error, input, path, type }) };
      }
    }),
  );
  const body = query.batch === '1' ? responses : responses[0]!;
  return reply
    .status(getHTTPStatusCode(body))
    .header('vary', 'trpc-accept, accept')
    .header('content-type', 'application/json')
    .send(Buffer.from(JSON.stringify(transform(body))));
}
