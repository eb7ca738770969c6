/**
 * The one module that reaches into tRPC's internals. Checked against @trpc/server
 * TRPC_CHECKED_VERSION (every package.json pins it exactly; invoke.test.ts fails on any other).
 * What it relies on:
 * - `router._def.procedures`, the flat `path → procedure` map that `router()` builds;
 * - a procedure's `_def.middlewares` (its `.use()`s, input parser and resolver as one list of
 *   steps), `_def.meta` and `_def.caller`;
 * - the rules of createProcedureCaller/callRecursive for `next({ ctx, input, getRawInput })`, and
 *   `middlewareMarker` on a failed step's result;
 * - `defaultTransformer`, to tell a router that has no transformer.
 * On an upgrade: read callRecursive in @trpc/server's procedureBuilder, run invoke.test.ts and
 * trpc.test.ts (which compares /trpc with the stock adapter byte for byte), then move
 * TRPC_CHECKED_VERSION.
 */
import { getTRPCErrorFromUnknown, TRPCError, type AnyProcedure, type AnyRouter } from '@trpc/server';
import {
  defaultTransformer,
  middlewareMarker,
  type ProcedureCallOptions,
} from '@trpc/server/unstable-core-do-not-import';

import { appRouter } from '@app/api';

export const TRPC_CHECKED_VERSION = '11.22.1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tRPC keeps the flat path map untyped
const procedures = appRouter._def.procedures as Record<string, any>;

/**
 * The procedure at a dotted path, from the flat `path → procedure` map tRPC's `router()` builds:
 * the one look inside the router's definition, for /trpc and the REST adapter. Only the map's own
 * keys count, so a path such as `constructor` names nothing.
 */
export function procedureAt(path: string): AnyProcedure | undefined {
  const procedure: unknown = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
  return typeof procedure === 'function' && '_def' in procedure ? (procedure as AnyProcedure) : undefined;
}

/** One step of a procedure's chain as tRPC builds it: the `.use()`s, the input parser, the resolver. */
type Step = (opts: Record<string, unknown>) => Promise<StepResult>;
type StepResult = { ok: true; data: unknown } | { ok: false; error: unknown };

interface ProcedureDef {
  middlewares: Step[];
  meta: unknown;
  /** Set by experimental_caller; such a procedure is called as tRPC calls it. */
  caller?: unknown;
}

interface NextOptions {
  ctx?: object;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

/**
 * tRPC's own chain walk (createProcedureCaller/callRecursive in @trpc/server 11), step for step:
 * each middleware gets the call's options with `meta`, `input` and `next`; `next({ ctx })` merges
 * the new context over the old; a throw becomes `{ ok: false }` with tRPC's error. The only
 * difference is the object copies: tRPC's build spreads objects with a helper that defines every
 * key through Object.defineProperty, which made the copies alone a sixth of a trivial call's CPU
 * (docs/decisions/0018-request-path.md); here they are native spreads, with the same keys in the
 * same order. trpc.test.ts compares the answers with the stock adapter's byte for byte.
 */
async function step(index: number, def: ProcedureDef, opts: Record<string, unknown>): Promise<StepResult> {
  try {
    const middleware = def.middlewares[index]!;
    return await middleware({
      ...opts,
      meta: def.meta,
      input: opts.input,
      next(nextOpts?: NextOptions) {
        return step(index + 1, def, {
          ...opts,
          ctx: nextOpts?.ctx ? { ...(opts.ctx as object), ...nextOpts.ctx } : opts.ctx,
          input: nextOpts && 'input' in nextOpts ? nextOpts.input : opts.input,
          getRawInput: nextOpts?.getRawInput ?? opts.getRawInput,
        });
      },
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as StepResult;
  }
}

/** Calls `procedure` as `procedure(opts)` would: its data, or tRPC's error thrown. */
export async function invoke(procedure: AnyProcedure, opts: ProcedureCallOptions<unknown>): Promise<unknown> {
  const def = procedure._def as unknown as ProcedureDef;
  if (def.caller || !Array.isArray(def.middlewares)) return procedure(opts);
  const result = await step(0, def, opts as unknown as Record<string, unknown>);
  if (!result) {
    // tRPC's own wording for a middleware that did not return next().
    const message = 'No result from middlewares - did you forget to `return next()`?';
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message });
  }
  if (!result.ok) throw result.error;
  return result.data;
}

/** Whether the router sends answers as they are (no transformer): then transforming is a copy to skip. */
export const sendsAnswersAsTheyAre = (router: AnyRouter): boolean =>
  router._def._config.transformer === defaultTransformer;
