import type { TRPCRouterRecord } from '@trpc/server';

import { API_KEYS, apiKeyIdInput, createPlatformApiKeyInput, MESSAGES } from '@app/contracts';

import { superAdminPersonProcedure } from '../../core/procedures';
import { keyEvent } from '../../kit/api-keys/events';
import { createKey, listKeys, platformKeyTable as platformKeys, revokeKey } from '../../kit/api-keys/store';
import { recordPlatformCallerEvent } from '../../kit/security-log';

const m = MESSAGES.apiKeys;

/** The platform's API keys (admin → API keys), scope `platform`, managed by super admins in person. */
export const platformApiKeysRouter = {
  list: superAdminPersonProcedure.query(async ({ ctx }) => ({
    message: m.fetched,
    apiKeys: await listKeys(ctx.deps.db, platformKeys),
  })),
  create: superAdminPersonProcedure.input(createPlatformApiKeyInput).mutation(({ ctx, input }) =>
    ctx.deps.db.transaction(async (tx) => {
      const created = await createKey(tx, platformKeys, API_KEYS.platformPrefix, ctx.actor, input, ctx.deps.now());
      await recordPlatformCallerEvent(ctx, keyEvent('api_key_created', created.apiKey), tx);
      return { message: m.created, ...created };
    }),
  ),
  revoke: superAdminPersonProcedure.input(apiKeyIdInput).mutation(({ ctx, input }) =>
    ctx.deps.db.transaction(async (tx) => {
      const revoked = await revokeKey(tx, platformKeys, input.id, ctx.deps.now());
      await recordPlatformCallerEvent(ctx, keyEvent('api_key_revoked', revoked), tx);
      return { message: m.revoked, apiKey: revoked };
    }),
  ),
} satisfies TRPCRouterRecord;
