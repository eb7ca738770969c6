import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { resolveHost } from '@app/api';
import { MESSAGES } from '@app/contracts';

import { sendError } from './envelope';
import { RoutePreloads, withLinks } from './spa-preloads';

const API_PREFIXES = ['/api/', '/trpc/'];

/** Built files live here; a missing one is a stale page asking for an old chunk, never a route. */
const ASSETS_PREFIX = '/assets/';
/** A path ending in a file name (`/favicon.ico`, `/x.js`) asks for a file, not a client-side route. */
const FILE_NAME = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/** Files under assets/ carry a hash of their content in their name: a new build, a new name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon.svg, before-app.js) is checked again on every use. */
export const REVALIDATE = 'no-cache';

/** The encodings the build stores beside each file (apps/web/build/precompress.ts), best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Whether a GET for this path is a client-side route, answered with index.html. */
export function isSpaRoute(url: string): boolean {
  const path = url.split('?')[0]!;
  const isApi = API_PREFIXES.some((p) => path.startsWith(p)) || path === '/api' || path === '/trpc';
  return !isApi && !path.startsWith(ASSETS_PREFIX) && !FILE_NAME.test(path);
}

/** The encoding to answer with; undefined means the plain bytes (`identity`, or no header). */
export function encodingFor(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  return (typeof header === 'string' && (negotiate(header, [...ENCODINGS]) as Encoding | null)) || undefined;
}

/** One index.html (its route's preloads written in) in each encoding, compressed once. */
class IndexPage {
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly plain: Buffer;

  constructor(html: string) {
    this.plain = Buffer.from(html);
  }

  bytes(encoding: Encoding | undefined): Buffer {
    if (!encoding) return this.plain;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.plain, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The portal a host serves, for its page's preloads; a host the API would refuse serves neither. */
export function portalOf(host: string, baseDomain: string): 'company' | 'admin' | undefined {
  try {
    return resolveHost(host, undefined, baseDomain).kind === 'tenant' ? 'company' : 'admin';
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA: real files from the dist folder, and index.html for every other GET so
 * client-side routes survive a reload. API paths and missing files answer a JSON 404 instead, so
 * a browser holding an old page after a deploy gets a clean 404 for a chunk, not HTML.
 *
 * Files go out as the build compressed them (brotli or gzip by `Accept-Encoding`, the plain file
 * when there is no compressed copy or the client takes none). index.html names the chunks of the
 * screen being opened (spa-preloads.ts), so they load beside the main script.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  baseDomain: string,
): Promise<void> {
  const indexFile = distDir ? join(distDir, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && existsSync(indexFile);
  if (hasSpa) {
    const assets = join(distDir!, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.header('Cache-Control', path.startsWith(assets) ? HASHED_ASSET_CACHE : REVALIDATE),
    });
  }
  const html = hasSpa ? readFileSync(indexFile!, 'utf8') : undefined;
  const preloads = hasSpa ? RoutePreloads.read(distDir!) : undefined;
  // One page per distinct set of preloads: as many as the portals have routes.
  const pages = new Map<string, IndexPage>();
  const pageFor = (request: FastifyRequest) => {
    const portal = portalOf(request.host, baseDomain);
    const links = portal && preloads ? preloads.linksFor(portal, request.url.split('?')[0]!) : '';
    let page = pages.get(links);
    if (!page) pages.set(links, (page = new IndexPage(withLinks(html!, links))));
    return page;
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = encodingFor(request);
    reply.type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(pageFor(request).bytes(encoding));
  };
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && html !== undefined && isSpaRoute(request.url)) return sendIndex(request, reply);
    return sendError(reply, 'NOT_FOUND', MESSAGES.generic.notFound);
  });
}
