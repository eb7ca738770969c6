/**
 * The fuzz loop shared by the CI test (fixed seed, bounded count) and `npm run bench:fuzz` (random
 * seed, long run): requests generated from /api/openapi.json, every answer checked for a 5xx, a
 * stack trace in the body, and (in the benchmark only) a response slower than `slowMs`.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

import type { OpenApiDocument } from '../../rest/openapi';
import { operationsOf } from './operations';
import { randomFor } from './random';
import { buildRequest, type FuzzIdentities } from './requests';

export interface FuzzFailure {
  seed: number;
  index: number;
  operation: string;
  mode: string;
  problem: string;
  request: { method?: string; url?: string; headers?: unknown; payload?: string };
  status: number;
  body: string;
}

export interface FuzzResult {
  requests: number;
  failures: FuzzFailure[];
  /** How many answers each status got (to see that requests reach past validation too). */
  statuses: Record<number, number>;
}

export interface FuzzOptions {
  app: FastifyInstance;
  seed: number;
  count: number;
  /** Fresh identities (and a fresh company), called at the start and every `refreshEvery` requests. */
  identities: () => Promise<FuzzIdentities>;
  refreshEvery?: number;
  /** An answer slower than this is a failure; unset, time is not judged (tests do not time). */
  slowMs?: number;
  /** Called after each request (progress output). */
  onRequest?: (index: number, failures: number) => void;
}

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\.ts:\d+/;

const shortPayload = (payload: InjectOptions['payload']) => {
  // Multipart bodies are mostly text: shown as such, so a failure can be read and rebuilt.
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : (JSON.stringify(payload) ?? '');
  return text.length > 1000 ? `${text.slice(0, 1000)}… (${text.length} chars)` : text;
};

export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const { app, seed, count } = options;
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  const operations = operationsOf(doc);
  const failures: FuzzFailure[] = [];
  const statuses: Record<number, number> = {};
  let ids = await options.identities();
  for (let index = 0; index < count; index++) {
    if (index > 0 && index % (options.refreshEvery ?? 250) === 0) ids = await options.identities();
    // Round-robin over the operations, so every one is called count / operations times.
    const operation = operations[index % operations.length]!;
    const { mode, options: request } = await buildRequest(operation, randomFor(seed, index), ids);
    const started = performance.now();
    const response = await app.inject(request);
    const elapsed = performance.now() - started;
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const problem =
      response.statusCode >= 500
        ? `status ${response.statusCode}`
        : STACK_TRACE.test(response.body)
          ? 'stack trace in the body'
          : options.slowMs !== undefined && elapsed > options.slowMs
            ? `slow: ${Math.round(elapsed)} ms`
            : undefined;
    if (problem) {
      failures.push({
        seed,
        index,
        operation: `${operation.method} ${operation.path}`,
        mode,
        problem,
        request: {
          method: request.method,
          url: request.url?.toString().slice(0, 300),
          headers: request.headers,
          payload: shortPayload(request.payload),
        },
        status: response.statusCode,
        body: response.body.slice(0, 500),
      });
    }
    options.onRequest?.(index, failures.length);
  }
  return { requests: count, failures, statuses };
}
