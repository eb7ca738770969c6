import type { FastifyRequest } from 'fastify';

import type { RequestInfo } from '@app/api';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The plain request facts the API context is built from (the same for /trpc and /api). */
/** Behind a trusted proxy (TRUST_PROXY) Fastify's `req.host` honours X-Forwarded-Host. */
export const requestInfo = (req: FastifyRequest): RequestInfo => ({
  host: req.host,
  subdomainHeader: header(req.headers['x-subdomain']),
  authorization: req.headers.authorization,
  apiKey: header(req.headers['x-api-key']),
  idempotencyKey: header(req.headers['idempotency-key']),
  ip: req.ip,
  userAgent: header(req.headers['user-agent']),
});
