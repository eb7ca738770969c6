import type { TRPCRouterRecord } from '@trpc/server';

import { API_KEYS, apiKeyIdInput, createApiKeyInput, MESSAGES } from '@app/contracts';
import { tenantTables } from '@app/db';

import { companySettingsProcedure } from '../../core/procedures';
import { keyEvent } from '../../kit/api-keys/events';
import { createKey, listKeys, revokeKey } from '../../kit/api-keys/store';
import { recordCallerEvent } from '../../kit/security-log';

const m = MESSAGES.apiKeys;
const { apiKeys } = tenantTables;

/**
 * Keys live in Company Settings, so whoever may open it manages them: the owner, and admins while
 * the owner lets them in. Always in person: a key never manages keys (api-keys/scopes.ts).
 */
const keyManagerProcedure = companySettingsProcedure;

/** A company's API keys (Company Settings → API keys): list, create (the secret once), revoke. */
export const companyApiKeysRouter = {
  list: keyManagerProcedure.query(async ({ ctx }) => ({
    message: m.fetched,
    apiKeys: await listKeys(ctx.tx, apiKeys),
  })),
  create: keyManagerProcedure.input(createApiKeyInput).mutation(async ({ ctx, input }) => {
    const created = await createKey(ctx.tx, apiKeys, API_KEYS.companyPrefix, ctx.actor, input, ctx.deps.now());
    await recordCallerEvent(ctx, keyEvent('api_key_created', created.apiKey));
    return { message: m.created, ...created };
  }),
  revoke: keyManagerProcedure.input(apiKeyIdInput).mutation(async ({ ctx, input }) => {
    const revoked = await revokeKey(ctx.tx, apiKeys, input.id, ctx.deps.now());
    await recordCallerEvent(ctx, keyEvent('api_key_revoked', revoked));
    return { message: m.revoked, apiKey: revoked };
  }),
} satisfies TRPCRouterRecord;
