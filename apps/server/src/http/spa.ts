import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { MESSAGES } from '@app/contracts';

import { sendError } from './envelope';

const API_PREFIXES = ['/api/', '/trpc/'];

/**
 * Serves the built SPA: real files from the dist folder, and index.html for every other GET so
 * client-side routes survive a reload. API paths answer a JSON 404 instead.
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
    const isApi =
      API_PREFIXES.some((p) => request.url.startsWith(p)) || request.url === '/api' || request.url === '/trpc';
    if (!isApi && request.method === 'GET' && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return sendError(reply, 'NOT_FOUND', MESSAGES.generic.notFound);
  });
}
