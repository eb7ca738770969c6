/**
 * invoke walks a procedure's chain as tRPC's own caller does: the same context merges, input
 * handling, errors and missing-next refusal, checked against `procedure(opts)` itself.
 */
import { initTRPC, TRPCError, type AnyProcedure } from '@trpc/server';
import { join } from 'node:path';

import { declaredRanges, installedVersion } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { invoke, TRPC_CHECKED_VERSION } from './invoke';

const t = initTRPC.context<{ who: string; seen?: string[] }>().create();
const traced = t.procedure
  .use(({ ctx, next }) => next({ ctx: { seen: [...(ctx.seen ?? []), 'first'] } }))
  .use(async ({ ctx, next, meta, path, type }) => {
    const result = await next({ ctx: { seen: [...(ctx.seen ?? []), `${type} ${path} ${String(meta)}`] } });
    return result;
  });

const procedures: Record<string, AnyProcedure> = {
  echo: traced.input(z.object({ n: z.number() })).query(({ ctx, input }) => ({ ctx, input })),
  refuses: traced.query(() => {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'no' });
  }),
  fails: traced.mutation(() => {
    throw new Error('broken');
  }),
  badInput: traced.input(z.object({ n: z.number() })).query(() => 'never'),
  forgetsNext: t.procedure.use((() => undefined) as never).query(() => 'never'),
};

const call = (path: string, rawInput: unknown) => ({
  path,
  type: procedures[path]!._def.type,
  ctx: { who: 'owner' },
  getRawInput: async () => rawInput,
  signal: undefined,
  batchIndex: 0,
});

/** The outcome as data, so results and errors of both callers compare with toEqual. */
const outcome = async (run: () => Promise<unknown>) => {
  try {
    return { data: await run() };
  } catch (error) {
    const e = error as TRPCError;
    return { error: { name: e.name, code: e.code, message: e.message, cause: String(e.cause) } };
  }
};

describe('invoke', () => {
  it.each([
    ['echo', { n: 1 }],
    ['refuses', undefined],
    ['fails', undefined],
    ['badInput', { n: 'one' }],
    ['forgetsNext', undefined],
  ])('%s: the same outcome as tRPC', async (path, input) => {
    const procedure = procedures[path]!;
    const ours = await outcome(() => invoke(procedure, call(path, input)));
    const theirs = await outcome(() => procedure(call(path, input)));
    expect(ours).toEqual(theirs);
  });

  it('merges each step’s context over the last and parses the input', async () => {
    expect(await invoke(procedures.echo!, call('echo', { n: 2 }))).toEqual({
      ctx: { who: 'owner', seen: ['first', 'query echo undefined'] },
      input: { n: 2 },
    });
  });
});

describe('what invoke.ts relies on', () => {
  it('is the @trpc/server version it was checked against, pinned exactly everywhere', () => {
    const installed = installedVersion('@trpc/server', import.meta.url);
    const message = '@trpc/server changed: re-check invoke.ts against callRecursive, then move TRPC_CHECKED_VERSION';
    expect(installed, message).toBe(TRPC_CHECKED_VERSION);
    const root = join(import.meta.dirname, '../../../..');
    const manifests = ['apps/server', 'apps/web', 'packages/api'].map((p) => join(root, p, 'package.json'));
    for (const { manifest, name, range } of declaredRanges(manifests, (n) => n.startsWith('@trpc/'))) {
      expect(range, `${manifest} must pin ${name} exactly`).toBe(TRPC_CHECKED_VERSION);
    }
  });
});
