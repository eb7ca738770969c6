/**
 * Set-up for the webhook REST tests: the server and two signed-in companies (rest-fixture.ts), a
 * real receiver on 127.0.0.1 and the job runner with the server's webhook work, plus the calls the
 * tests share.
 */
import { startJobRunner } from '@app/api/services/jobs/runner';
import { jobWork } from '@app/api/services/jobs/workers';
import { silentLog } from '@app/api/testing';
import { startWebhookReceiver } from '@app/api/testing/webhook-receiver';

import { expectSuccess, type JsonResponse } from './rest';
import { restTest } from './rest-fixture';

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

/**
 * `it` with companies `subdomainA` and `subdomainB` signed in as every role (restTest), and for
 * the file:
 * - `receiver`: a real receiver on 127.0.0.1, and `runner`: the job runner with the server's
 *   webhook work, both running from before the first test until the file ends;
 * - `newWebhook`: one made by `by`, with its secret;
 * - `withPrivateUrls`: runs work while private URLs are allowed, as in development: the receiver
 *   is on 127.0.0.1, reachable only then;
 * - `securityEvents`: the first company's security log events of a type, read by its owner.
 */
export function webhookTest(subdomainA: string, subdomainB: string) {
  const api = restTest({ signedIn: [subdomainA, subdomainB] })
    // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    .extend('receiver', { scope: 'file', auto: true }, async ({}, { onCleanup }) => {
      const receiver = await startWebhookReceiver();
      onCleanup(() => receiver.close());
      return receiver;
    })
    .extend('runner', { scope: 'file', auto: true }, async ({ server }, { onCleanup }) => {
      // Webhooks to public names made here are tried in the background too: each try ends quickly.
      server.harness.deps.config.webhookTiming = { timeoutMs: 1_000 };
      const work = jobWork(server.harness.deps);
      const runner = await startJobRunner({
        database: server.harness.database,
        log: silentLog,
        pollingIntervalSeconds: 0.5,
        handlers: { 'webhooks.deliver': work.handlers['webhooks.deliver'] },
        concurrency: work.concurrency,
      });
      onCleanup(() => runner.stop());
      return runner;
    })
    .extend(
      'newWebhook',
      { scope: 'file' },
      ({ send }) =>
        async (by: Headers, body: object): Promise<{ webhook: WebhookAnswer; secret: string; res: JsonResponse }> => {
          const res = await send('POST', HOOKS, by, body);
          const data = expectSuccess(res, 'POST', HOOKS);
          return { webhook: data.webhook as WebhookAnswer, secret: data.secret as string, res };
        },
    )
    .extend('withPrivateUrls', { scope: 'file' }, ({ server }) => async <T>(work: () => Promise<T>): Promise<T> => {
      const { config } = server.harness.deps;
      config.allowPrivateWebhookUrls = true;
      try {
        return await work();
      } finally {
        config.allowPrivateWebhookUrls = undefined;
      }
    })
    .extend('securityEvents', { scope: 'file' }, ({ send, signedIn: [a] }) => async (type: string) => {
      const log = await send('GET', `/api/company/security-log?type=${type}&limit=100`, a.request.owner);
      return log.body.data!.events as { actor: { id: string }; detail: Record<string, unknown> }[];
    });
  return api;
}
