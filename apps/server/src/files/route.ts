import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '@app/api';
import { isImageExtension, isPublicKey, parseKey } from '@app/api/services/files/keys';
import { honouredUntil } from '@app/api/services/files/link-access';
import type { FileLinkQuery } from '@app/api/services/files/signed-url';
import { MESSAGES } from '@app/contracts';

import { sendError } from '../http/envelope';
import { requestInfo } from '../http/request-info';

type FileQuery = Record<keyof FileLinkQuery, unknown>;

const single = (value: unknown) => (typeof value === 'string' ? value : undefined);

const linkQuery = (query: Partial<FileQuery>): FileLinkQuery => ({
  exp: single(query.exp),
  sid: single(query.sid),
  uid: single(query.uid),
  name: single(query.name),
  sig: single(query.sig),
});

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name for browsers that read filename*. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = ascii === fileName ? '' : `; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return `${disposition}; filename="${ascii}"${exact}`;
}

/**
 * GET /api/files/<key>. Logos are public (the login page shows them before sign-in); any other key
 * needs the link a procedure signed after its own tenant and role checks (signed-url.ts), honoured
 * on its realm's host while its session is open (link-access.ts); every refusal is the same 403.
 * Keys are server-made, so a key that does not parse was never issued and is simply not found.
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { '*': string }; Querystring: Partial<FileQuery> }>('/api/files/*', async (request, reply) => {
    const parsed = parseKey(request.params['*']);
    if (!parsed) return sendError(reply, 'NOT_FOUND', MESSAGES.files.notFound);

    const isPublic = isPublicKey(parsed);
    const query = linkQuery(request.query);
    const until = isPublic ? null : await honouredUntil(deps, requestInfo(request), parsed, query);
    if (!isPublic && until === null) return sendError(reply, 'FORBIDDEN', MESSAGES.files.linkExpired);

    let object: Awaited<ReturnType<typeof deps.storage.get>>;
    try {
      object = await deps.storage.get(parsed.key);
    } catch (error) {
      // The storage is away (S3 down): an outage to retry, not a bug and not the database.
      request.log.warn({ err: error, key: parsed.key }, 'file storage unavailable');
      return sendError(reply, 'STORAGE_UNAVAILABLE', MESSAGES.generic.storageUnavailable);
    }
    if (!object) return sendError(reply, 'NOT_FOUND', MESSAGES.files.notFound);

    // Images may show in the page; anything else downloads, so a PDF or text file never renders
    // on our origin. nosniff stops browsers from second-guessing the declared type.
    const disposition = isImageExtension(parsed.ext) ? 'inline' : 'attachment';
    const fileName = query.name || parsed.key.slice(parsed.key.lastIndexOf('/') + 1);
    // A signed file is kept by the browser no longer than its link lives.
    const maxAge = until === null ? 3600 : Math.max(0, until - Math.floor(deps.now().getTime() / 1000));
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('Content-Disposition', contentDisposition(disposition, fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', `${isPublic ? 'public' : 'private'}, max-age=${maxAge}`)
      .send(object.body);
  });
}
