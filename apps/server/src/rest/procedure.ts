import type { Context } from '@app/api';

import { invoke, procedureAt } from '../http/invoke';

/** What the adapter and the OpenAPI generator need to know about one procedure. */
export interface ProcedureInfo {
  type: 'query' | 'mutation' | 'subscription';
  /** The parsers given to `.input(...)`, in order (zod schemas here). */
  inputs: readonly unknown[];
}

export function procedureInfo(path: string): ProcedureInfo | undefined {
  const procedure = procedureAt(path);
  if (!procedure) return undefined;
  const { type, inputs } = procedure._def as { type: ProcedureInfo['type']; inputs?: unknown };
  return { type, inputs: Array.isArray(inputs) ? inputs : [] };
}

/**
 * Calls a procedure by its dotted path as the server-side caller would (same options, middlewares,
 * context and error mapping as /trpc), through the chain walk /trpc uses: through a caller's proxy
 * per request, REST `auth.me` ran at 0.66 of /trpc's rate; now level (docs/decisions/0018 §9).
 */
export function callProcedure(ctx: Context, path: string, input: unknown): Promise<unknown> {
  const procedure = procedureAt(path);
  if (!procedure) throw new Error(`No procedure "${path}"`);
  const { type } = procedure._def;
  return invoke(procedure, { path, getRawInput: async () => input, ctx, type, signal: undefined, batchIndex: 0 });
}
