import { PassThrough } from 'node:stream';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { createContext, type AppDeps } from '@app/api';
import type { DownloadSink } from '@app/api/crm/exports/sink';

import { requestInfo } from '../http/request-info';
import { buildInput, type InputShape } from './input';
import { callProcedure } from './procedure';
import { describeFailure, sendFailure } from './respond';
import type { RestRoute } from './route-types';

class ClientGone extends Error {
  constructor() {
    super('The client closed the download');
  }
}

/**
 * `attachment; filename="…"` with a plain ASCII name (quotes, backslashes and anything else
 * replaced by `_`), plus RFC 5987's `filename*` with the name as given when that changed it: an
 * uploaded file's name (the import's failing rows) may hold any character, and a header may not.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A sink over a stream Fastify sends: headers and the first byte go out only once `begin` is called. */
function responseSink(reply: FastifyReply, body: PassThrough): DownloadSink & { begun: () => boolean } {
  let begun = false;
  return {
    begun: () => begun,
    begin({ filename, contentType }) {
      begun = true;
      void reply
        .type(contentType)
        .header('Content-Disposition', contentDisposition(filename))
        .header('Cache-Control', 'no-store')
        .send(body);
    },
    write(chunk) {
      if (body.destroyed) return Promise.reject(new ClientGone());
      if (body.write(chunk)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const done = (error?: Error) => {
          body.off('drain', onDrain).off('close', onClose);
          if (error) reject(error);
          else resolve();
        };
        const onDrain = () => done();
        const onClose = () => done(new ClientGone());
        body.once('drain', onDrain).once('close', onClose);
      });
    },
  };
}

/**
 * A file download (`download: true` in the table): the same input, context and procedure as every
 * other entry, but the procedure streams the file into the response through `ctx.download`
 * instead of returning JSON. Failures before the first byte are the usual JSON error; a failure
 * later can only cut the download short.
 */
export const downloadHandler =
  (deps: AppDeps, route: RestRoute, shape: InputShape) => async (req: FastifyRequest, reply: FastifyReply) => {
    const body = new PassThrough({ highWaterMark: 256 * 1024 });
    const sink = responseSink(reply, body);
    try {
      const input = await buildInput(req, route, shape);
      const context = createContext(deps, requestInfo(req), (name, value) => reply.header(name, value));
      await callProcedure({ ...context, download: sink }, route.procedure, input);
      body.end();
    } catch (error) {
      if (sink.begun()) {
        if (!(error instanceof ClientGone)) deps.log.error({ err: error, route: route.path }, 'Download cut short');
        body.destroy();
        return reply;
      }
      return sendFailure(reply, describeFailure(error));
    }
    return reply;
  };
