import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';

import { AppError, describeAppError, describeError, type DescribedError } from '@app/api';
import { MESSAGES } from '@app/contracts';

import { sendError, sendSuccess } from '../http/envelope';
import type { RestRoute } from './route-types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A procedure's `{ message?, ...payload }` as the documented envelope: the message on top, the
 * route's top-level keys beside `data`, everything else inside it, untouched.
 */
export function sendOutput(reply: FastifyReply, route: RestRoute, output: unknown) {
  if (!isRecord(output))
    return sendSuccess(reply, route.status ?? 200, route.message ?? MESSAGES.generic.ok, output ?? {});
  const { message, ...payload } = output;
  const extra: Record<string, unknown> = {};
  for (const key of route.topLevel ?? []) {
    if (key in payload) {
      extra[key] = payload[key];
      delete payload[key];
    }
  }
  const text = typeof message === 'string' && message ? message : (route.message ?? MESSAGES.generic.ok);
  return sendSuccess(reply, route.status ?? 200, text, payload, extra);
}

/** Errors the adapter raises itself (bad form fields, oversize files) and everything tRPC throws. */
export function describeFailure(error: unknown): DescribedError {
  if (error instanceof AppError) return describeAppError(error);
  if (error instanceof TRPCError) return describeError(error);
  // Not a tRPC error: a bug. describeError turns it into a 500 that says nothing about internals.
  return describeError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error }));
}

export function sendFailure(reply: FastifyReply, failure: DescribedError) {
  return sendError(reply, failure.code, failure.message, failure.errors, failure.details);
}
