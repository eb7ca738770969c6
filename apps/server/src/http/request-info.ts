import type { FastifyRequest } from 'fastify';

import type { RequestInfo } from '@app/api';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The plain request facts the API context is built from (the same for /trpc and /api). */
export const requestInfo = (req: FastifyRequest): RequestInfo => ({
  host: header(req.headers['x-forwarded-host']) && req.server.initialConfig.trustProxy ? header(req.headers['x-forwarded-host']) : req.headers.host,
  subdomainHeader: header(req.headers['x-subdomain']),
  authorization: req.headers.authorization,
  ip: req.ip,
  userAgent: header(req.headers['user-agent']),
});
