import type { TRPCRouterRecord } from '@trpc/server';

import {
  API_KEYS,
  apiKeyIdInput,
  createApiKeyInput,
  createPlatformApiKeyInput,
  MESSAGES,
  type SecurityEventType,
} from '@app/contracts';
import { tenantTables } from '@app/db';

import { recordCallerEvent, recordPlatformCallerEvent } from '../security-log';
import { companySettingsProcedure, superAdminPersonProcedure } from '../../core/procedures';
import { createKey, listKeys, platformKeyTable as platformKeys, revokeKey, type ApiKeyView } from './store';

const m = MESSAGES.apiKeys;
const { apiKeys } = tenantTables;

/** What the security log keeps of a key: which one and what it may do, never its secret. */
const keyFacts = (key: ApiKeyView) => ({ keyId: key.id, name: key.name, scopes: key.scopes, prefix: key.prefix });
const keyEvent = (type: SecurityEventType, key: ApiKeyView) => ({ type, detail: keyFacts(key) });

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
