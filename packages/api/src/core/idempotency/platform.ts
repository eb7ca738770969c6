/**
 * Idempotent writes on the admin host (docs/rest-guide.md, "Retrying writes safely"). Its writes
 * open their own transactions (a company is provisioned in several steps), so the key cannot share
 * one: it is reserved in a statement of its own before the write and its answer kept after. A
 * failed write drops the reservation so a retry runs; a duplicate sent while the first still runs
 * gets 409; a reservation left by a process that died mid-write is free again after a few minutes.
 * (Should keeping the answer itself fail after the write committed, a retry after those minutes
 * would run the write again: the one case a separate transaction cannot close.)
 */
import { IDEMPOTENCY, MESSAGES } from '@app/contracts';
import { and, eq, isNull, platformTables, sql, type Database, type NoRows } from '@app/db';

import { AppError } from '../errors';
import { IdempotentReplay } from './replay';
import { keptAnswer } from './writes';

const { platformIdempotentRequests: requests } = platformTables;

type Result = { ok: true; data: unknown } | { ok: false };

interface PlatformIdempotentCall {
  db: Database;
  /** Who sends it (`super_admin:<id>`, `api_key:<id>`): keys are theirs alone. */
  caller: string;
  key: string;
  fingerprint: string;
}

async function reserveKey({ db, caller, key, fingerprint }: PlatformIdempotentCall): Promise<void> {
  const taken = await db.execute(sql`
    insert into platform_idempotent_requests (caller, key, request_hash) values (${caller}, ${key}, ${fingerprint})
    on conflict (caller, key) do update set request_hash = excluded.request_hash, answer = null, created_at = now()
      where platform_idempotent_requests.created_at < now() - make_interval(hours => ${IDEMPOTENCY.lifetimeHours})
         or (platform_idempotent_requests.answer is null
             and platform_idempotent_requests.created_at < now() - make_interval(mins => ${IDEMPOTENCY.abandonedAfterMinutes}))
    returning 1`);
  if (taken.length > 0) return;
  const [first] = await db
    .select({ requestHash: requests.requestHash, answer: requests.answer })
    .from(requests)
    .where(and(eq(requests.caller, caller), eq(requests.key, key)));
  // Gone meanwhile: its write failed and let the key go; this one may not run on its own guess.
  if (!first) throw new AppError('CONFLICT', MESSAGES.idempotency.inProgress);
  if (first.requestHash !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED', MESSAGES.idempotency.keyReused);
  if (first.answer === null) throw new AppError('CONFLICT', MESSAGES.idempotency.inProgress);
  throw new IdempotentReplay(first.answer);
}

/** Runs `write` once per key; its answer is kept, or the key let go when it fails. */
export async function platformIdempotentWrite<R extends Result>(
  call: PlatformIdempotentCall,
  write: () => Promise<R>,
): Promise<R> {
  await reserveKey(call);
  const mine = and(eq(requests.caller, call.caller), eq(requests.key, call.key));
  let result: R;
  try {
    result = await write();
  } catch (error) {
    await call.db.delete(requests).where(and(mine, isNull(requests.answer)));
    throw error;
  }
  if (result.ok)
    await call.db
      .update(requests)
      .set({ answer: keptAnswer(result.data) })
      .where(mine);
  else await call.db.delete(requests).where(and(mine, isNull(requests.answer)));
  return result;
}

/** Keys past their lifetime (the daily pruning job). */
export async function prunePlatformIdempotentRequests(db: Database): Promise<number> {
  const gone = await db.execute<NoRows>(sql`
    delete from platform_idempotent_requests where created_at < now() - make_interval(hours => ${IDEMPOTENCY.lifetimeHours})`);
  return gone.count;
}
