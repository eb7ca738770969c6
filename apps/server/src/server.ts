import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger as PinoLogger } from 'pino';

import type { AppDeps } from '@app/api';

import { registerFileRoutes } from './files/route';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { registerTrpc } from './http/trpc';
import { registerRest } from './rest/register';

export interface ServerOptions {
  deps: AppDeps;
  logger?: PinoLogger | false;
  trustProxy?: boolean;
  /** The built SPA (apps/web/dist); omitted in API-only tests. */
  webDist?: string;
  /** One log record per request (production); off for the readable console of `npm start`. */
  logRequests?: boolean;
}

export interface Server {
  app: FastifyInstance;
  start: (port: number, host?: string) => Promise<string>;
  stop: () => Promise<void>;
}

/** JSON bodies; files go through multipart with their own 5 MB-per-file limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * One factory for main.ts, the tests (`app.inject`) and the benchmarks: tRPC at /trpc, the REST
 * adapter and files under /api, the SPA everywhere else.
 */
export async function createServer(options: ServerOptions): Promise<Server> {
  const { deps } = options;
  const app = Fastify({
    // Typed as Fastify's base logger so plugins need not know which logger it carries.
    ...(options.logger ? { loggerInstance: options.logger as FastifyBaseLogger } : { logger: false }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 1000 },
    // On SIGTERM the requests already on open connections are served (each answer closes its
    // connection) rather than refused with 503: a stop under load gives no 5xx.
    return503OnClosing: false,
    logController: new LogController({ disableRequestLogging: !(options.logRequests ?? true) }),
  });

  registerSecurityHeaders(app);
  registerErrorHandling(app);

  await registerTrpc(app, deps);
  await registerRest(app, deps);
  registerFileRoutes(app, deps);
  await registerSpa(app, options.webDist, deps.config.baseDomain);

  return {
    app,
    start: async (port, host = '0.0.0.0') => app.listen({ port, host }),
    stop: () => app.close(),
  };
}
