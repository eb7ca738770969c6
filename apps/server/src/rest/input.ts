import type { FastifyRequest } from 'fastify';

import { AppError } from '@app/api';
import { MESSAGES } from '@app/contracts';

import { acceptBody, acceptQuery, type RouteFields } from './field-check';
import { coerceStructured } from './form-fields';
import { readMultipart } from './multipart';
import { readStreamedMultipart } from './multipart-stream';
import { hasBody, type RestRoute } from './route-types';

export interface InputShape {
  /** Top-level object and array fields of the input (for form fields sent as JSON text). */
  objects: Set<string>;
  arrays: Set<string>;
  /** The names the route takes, and the read names it accepts for them (field-check.ts). */
  fields: RouteFields;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The procedure's raw input: path parameters plus the query (GET, DELETE) or the body. Values stay
 * as sent (`"5"` stays a string): the zod schemas coerce and validate, nothing here does. Names
 * are checked, though: read names become write names, unknown ones are refused (field-check.ts).
 * Path parameters are spread last so a body cannot override the id in the URL.
 */
export async function buildInput(
  req: FastifyRequest,
  route: RestRoute,
  shape: InputShape,
): Promise<Record<string, unknown>> {
  const params = req.params as Record<string, string>;
  if (!hasBody(route)) return { ...acceptQuery(req.query as Record<string, unknown>, shape.fields), ...params };
  if (req.isMultipart() && route.streamFile) {
    const form = coerceStructured(await readStreamedMultipart(req, route.streamFile), shape);
    return { ...acceptBody(form, shape.fields), ...params };
  }
  if (req.isMultipart()) {
    if (!route.files)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${MESSAGES.generic.unsupportedMediaType}: send JSON`);
    return { ...acceptBody(coerceStructured(await readMultipart(req, route.files), shape), shape.fields), ...params };
  }
  const body: unknown = req.body;
  if (body === undefined || body === null) return { ...params };
  if (!isRecord(body)) throw new AppError('BAD_REQUEST', 'The request body must be a JSON object');
  return { ...acceptBody(body, shape.fields), ...params };
}
