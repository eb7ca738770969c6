import type { FastifyInstance } from 'fastify';

/**
 * The SPA keeps its tokens in localStorage, so one injected script would own every session: the
 * policy allows scripts from this origin only, never inline (docs/decisions/0012-http-hardening.md).
 * Styles need 'unsafe-inline': Mantine injects <style> tags and style attributes at run time.
 * Logos and avatars come from /api/files on this origin with either storage driver.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Powerful browser features the product never uses, switched off for the page and any frame. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** A built JS or CSS file (apps/web/dist/assets) found and sent, not a page or an error. */
const BUILT_FILE = /^\/assets\/[^?]+\.(?:js|css)(?:\?|$)/;
const isBuiltFile = (url: string, status: number) => (status === 200 || status === 304) && BUILT_FILE.test(url);

/**
 * The same headers on every answer (JSON ignores the page policies; the API docs page and the SPA
 * obey them). HSTS only when the request came over HTTPS: Fastify reads X-Forwarded-Proto only
 * with TRUST_PROXY, so a plain-HTTP deployment never pins browsers to HTTPS by accident.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // A built script or style sheet is run under the policy of the page that loads it; the page
    // headers on each of a screen's ~80 files only cost bytes (about 600 each over HTTP/1.1).
    if (isBuiltFile(request.url, reply.statusCode)) return;
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  });
}
