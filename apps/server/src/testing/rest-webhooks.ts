/**
 * Set-up for the webhook REST tests: the server and two companies (rest-portal.ts), a real
 * receiver on 127.0.0.1 and the job runner with the server's webhook work, plus the calls the
 * tests share.
 */
import { afterAll, beforeAll } from 'vitest';

import { startJobRunner, type JobRunner } from '@app/api/services/jobs/runner';
import { jobWork } from '@app/api/services/jobs/workers';
import { silentLog } from '@app/api/testing';
import { startWebhookReceiver, type WebhookReceiver } from '@app/api/testing/webhook-receiver';

import { call, expectSuccess, type JsonResponse } from './rest';
import { portalRestFixture, type PortalRestFixture } from './rest-portal';

export const HOOKS = '/api/company/webhooks';
export const GHOST = '00000000-0000-4000-8000-000000000000';
/** A receiver's own token in the query, as some receivers want it. */
export const publicHook = {
  url: 'https://hooks.example.com/crm?token=abc',
  events: ['lead.created', 'lead.updated'],
};

type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface WebhookAnswer {
  id: string;
  url: string;
  events: string[];
  isActive: boolean;
}

export interface WebhookRestFixture extends PortalRestFixture {
  receiver: WebhookReceiver;
  runner: JobRunner;
}

export function webhookRestFixture(subdomainA: string, subdomainB: string) {
  const f = portalRestFixture(subdomainA, subdomainB) as WebhookRestFixture;
  beforeAll(async () => {
    // Webhooks to public names made here are tried in the background too: each try ends quickly.
    f.server.harness.deps.config.webhookTiming = { timeoutMs: 1_000 };
    f.receiver = await startWebhookReceiver();
    const work = jobWork(f.server.harness.deps);
    f.runner = await startJobRunner({
      database: f.server.harness.database,
      log: silentLog,
      pollingIntervalSeconds: 0.5,
      handlers: { 'webhooks.deliver': work.handlers['webhooks.deliver'] },
      concurrency: work.concurrency,
    });
  });
  afterAll(async () => {
    await f.runner?.stop();
    await f.receiver?.close();
  });

  const send = (method: Method, url: string, headers: Headers, payload?: object) =>
    call(f.server.app, { method, url, headers, ...(payload === undefined ? {} : { payload }) });

  return {
    f,
    send,
    async newWebhook(
      by: Headers,
      body: object,
    ): Promise<{ webhook: WebhookAnswer; secret: string; res: JsonResponse }> {
      const res = await send('POST', HOOKS, by, body);
      const data = expectSuccess(res, 'POST', HOOKS);
      return { webhook: data.webhook as WebhookAnswer, secret: data.secret as string, res };
    },
    /** The receiver is on 127.0.0.1: reachable only while private URLs are allowed, as in development. */
    async withPrivateUrls<T>(work: () => Promise<T>): Promise<T> {
      const { config } = f.server.harness.deps;
      config.allowPrivateWebhookUrls = true;
      try {
        return await work();
      } finally {
        config.allowPrivateWebhookUrls = undefined;
      }
    },
    async securityEvents(type: string) {
      const log = await send('GET', `/api/company/security-log?type=${type}&limit=100`, f.a.request.owner);
      return log.body.data!.events as { actor: { id: string }; detail: Record<string, unknown> }[];
    },
  };
}
