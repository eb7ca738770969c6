import { appRouter, createCaller, type Context } from '@app/api';

/** What the adapter and the OpenAPI generator need to know about one procedure. */
export interface ProcedureInfo {
  type: 'query' | 'mutation' | 'subscription';
  /** The parsers given to `.input(...)`, in order (zod schemas here). */
  inputs: readonly unknown[];
}

/**
 * The one look inside tRPC's router definition: the flat `path → procedure` map that
 * `router()` builds. tRPC does not type it for outside use, hence the single `any`.
 */
export function procedureInfo(path: string): ProcedureInfo | undefined {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const procedure = (appRouter._def.procedures as Record<string, any>)[path];
  if (typeof procedure !== 'function' || !procedure._def) return undefined;
  return { type: procedure._def.type, inputs: Array.isArray(procedure._def.inputs) ? procedure._def.inputs : [] };
}

type CallerNode = ((input?: unknown) => Promise<unknown>) & { [key: string]: CallerNode };

/**
 * Calls a procedure by its dotted path through the server-side caller, so it runs with exactly
 * the middlewares, context and error mapping /trpc uses.
 */
export function callProcedure(ctx: Context, path: string, input: unknown): Promise<unknown> {
  const caller = createCaller(ctx) as unknown as CallerNode;
  const procedure = path.split('.').reduce<CallerNode>((node, key) => node[key]!, caller);
  return procedure(input);
}
