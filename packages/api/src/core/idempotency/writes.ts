/**
 * Idempotent writes (docs/rest-guide.md, "Retrying writes safely"). The key is taken inside the
 * write's own transaction, before the write: a concurrent duplicate waits on the key's row until
 * the first commits (then gets its answer) or rolls back (then runs itself). So a key stands for
 * exactly one committed write, and a failed write leaves the key free for the retry.
 */
import { IDEMPOTENCY, MESSAGES } from '@app/contracts';
import { and, eq, sql, tenantTables, type NoRows, type Tx } from '@app/db';

import { AppError } from '../errors';
import { IdempotentReplay } from './replay';

const { idempotentRequests } = tenantTables;

type Result = { ok: true; data: unknown } | { ok: false };

interface IdempotentCall {
  tx: Tx;
  /** Who sends it (`user:<id>`, `api_key:<id>`): keys are theirs alone. */
  caller: string;
  key: string;
  fingerprint: string;
}

/** Takes the key for this write, or ends the call with the first answer (or 422 for another request). */
async function takeKey({ tx, caller, key, fingerprint }: IdempotentCall): Promise<void> {
  // A key older than its lifetime is free again, even before the daily pruning removes it. The
  // conflict clause reads the clock through `excluded` (the new row's default): Citus refuses a
  // function there that is not immutable (decision 0034).
  const taken = await tx.execute(sql`
    insert into idempotent_requests (caller, key, request_hash) values (${caller}, ${key}, ${fingerprint})
    on conflict (caller, key) do update set request_hash = excluded.request_hash, answer = null, created_at = excluded.created_at
      where idempotent_requests.created_at < excluded.created_at - make_interval(hours => ${IDEMPOTENCY.lifetimeHours})
    returning 1`);
  if (taken.length > 0) return;
  const [first] = await tx
    .select({ requestHash: idempotentRequests.requestHash, answer: idempotentRequests.answer })
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.caller, caller), eq(idempotentRequests.key, key)));
  if (!first || first.requestHash !== fingerprint)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', MESSAGES.idempotency.keyReused);
  throw new IdempotentReplay(first.answer);
}

/**
 * The answer as kept for a replay: plain JSON, without a secret shown once (an API key's or a
 * webhook's), which must never rest in the database in the clear. A replayed creation says so.
 */
export function keptAnswer(data: unknown): unknown {
  const json = JSON.parse(JSON.stringify(data ?? null)) as unknown;
  if (json && typeof json === 'object' && 'secret' in json) return { ...json, secret: null, secretShownOnce: true };
  return json;
}

/** Runs `write` once per key: the first answer is kept with it, in the same transaction. */
export async function idempotentWrite<R extends Result>(call: IdempotentCall, write: () => Promise<R>): Promise<R> {
  await takeKey(call);
  const result = await write();
  if (result.ok) {
    await call.tx
      .update(idempotentRequests)
      .set({ answer: keptAnswer(result.data) })
      .where(and(eq(idempotentRequests.caller, call.caller), eq(idempotentRequests.key, call.key)));
  }
  return result;
}

/** Keys past their lifetime, in one company's schema (the daily pruning job). */
export async function pruneIdempotentRequests(tx: Tx): Promise<number> {
  const gone = await tx.execute<NoRows>(sql`
    delete from idempotent_requests where created_at < now() - make_interval(hours => ${IDEMPOTENCY.lifetimeHours})`);
  return gone.count;
}
