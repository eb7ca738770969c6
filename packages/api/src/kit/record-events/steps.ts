/**
 * The procedure-chain step that records a write's events (procedure-events.ts) in the write's own
 * transaction, once the write has succeeded. Replayed idempotent writes never reach it.
 */
import type { TenantContext } from '../../core/tenancy/portal-context';
import { PROCEDURE_EVENTS } from './procedure-events';
import { recordEventsIn } from './record';

type Json = Record<string, unknown>;
type Result = { ok: true; data: unknown } | { ok: false };

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

export async function withRecordEvents<R extends Result>(
  ctx: TenantContext,
  path: string,
  rawInput: () => Promise<unknown>,
  write: () => Promise<R>,
): Promise<R> {
  const rule = PROCEDURE_EVENTS[path];
  if (!rule) return write();
  const input = asObject(await rawInput());
  const before = rule.before ? await rule.before(ctx.tx, input) : undefined;
  const result = await write();
  if (!result.ok) return result;
  const events = await rule.events({ ctx, input, output: asObject(result.data), before });
  await recordEventsIn(ctx.deps, ctx.tx, ctx.company.id, events);
  return result;
}
