import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { AppError } from '@app/api';
import { IDEMPOTENCY, MESSAGES } from '@app/contracts';

import { hasBody, type RestRoute } from './route-types';

const HEADER = 'Idempotency-Key';

/** Object keys in a fixed order and files by their content, so the same request hashes the same. */
function stable(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return { sha256: createHash('sha256').update(value).digest('hex') };
  }
  if (Array.isArray(value)) return value.map(stable);
  if (value === null || typeof value !== 'object') return value;
  // A streamed upload cannot be read twice; its name and type stand for it.
  if ('stream' in value) {
    const { filename, mimetype } = value as { filename?: unknown; mimetype?: unknown };
    return { streamed: [filename, mimetype] };
  }
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, stable(record[key])]),
  );
}

/**
 * The key and fingerprint of a write sent with an Idempotency-Key (docs/rest-guide.md): the
 * fingerprint covers the method, the route and the input, so the same key with another request
 * is told apart. Undefined for reads and for writes without the header.
 */
export function idempotencyOf(
  req: FastifyRequest,
  route: RestRoute,
  input: Record<string, unknown>,
): { key: string; fingerprint: string } | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined || !hasBody(route)) return undefined;
  const key = Array.isArray(raw) ? raw[0]! : raw;
  if (key.length === 0 || key.length > IDEMPOTENCY.keyMax || !IDEMPOTENCY.keyPattern.test(key)) {
    throw new AppError('VALIDATION_ERROR', `${HEADER}: ${MESSAGES.idempotency.keyInvalid}`, [
      { path: HEADER, msg: MESSAGES.idempotency.keyInvalid },
    ]);
  }
  const fingerprint = createHash('sha256')
    .update(`${route.method} ${route.path}\n${JSON.stringify(stable(input))}`)
    .digest('hex');
  return { key, fingerprint };
}
