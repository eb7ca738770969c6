import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { MESSAGES } from '@app/contracts';

import { sendError } from './envelope';

const API_PREFIXES = ['/api/', '/trpc/'];

/** Built files live here; a missing one is a stale page asking for an old chunk, never a route. */
const ASSETS_PREFIX = '/assets/';
/** A path ending in a file name (`/favicon.ico`, `/x.js`) asks for a file, not a client-side route. */
const FILE_NAME = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/** Whether a GET for this path is a client-side route, answered with index.html. */
export function isSpaRoute(url: string): boolean {
  const path = url.split('?')[0]!;
  const isApi = API_PREFIXES.some((p) => path.startsWith(p)) || path === '/api' || path === '/trpc';
  return !isApi && !path.startsWith(ASSETS_PREFIX) && !FILE_NAME.test(path);
}

/**
 * Serves the built SPA: real files from the dist folder, and index.html for every other GET so
 * client-side routes survive a reload. API paths and missing files answer a JSON 404 instead, so
 * a browser holding an old page after a deploy gets a clean 404 for a chunk, not HTML.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? join(distDir, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
    });
  }
  const indexHtml = hasSpa ? readFileSync(indexFile!, 'utf8') : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && indexHtml && isSpaRoute(request.url)) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return sendError(reply, 'NOT_FOUND', MESSAGES.generic.notFound);
  });
}
