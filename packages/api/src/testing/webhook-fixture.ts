/**
 * Set-up for webhook delivery tests: the harness, a company signed in as every role, a real
 * receiver on 127.0.0.1 (so private URLs are allowed before each test) and the job runner with
 * the server's webhook work. Each test starts with no endpoints and the product's timing.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import type { RecordEventType } from '@app/contracts';
import { eq, tenantTables, withTenant, type Tx } from '@app/db';

import { startJobRunner, type JobRunner, type JobRunnerOptions } from '../services/jobs/runner';
import { jobWork } from '../services/jobs/workers';
import { fanOutEvents, type RecordedEvent } from '../company/webhooks/fan-out';
import { createTestApp, silentLog, type TestApp } from './harness';
import { signedInCompany, type SignedInCompany } from './signed-in-company';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './webhook-receiver';

const { webhooks, webhookDeliveries } = tenantTables;

export interface WebhookFixture {
  app: TestApp;
  co: SignedInCompany;
  receiver: WebhookReceiver;
  runner: JobRunner;
}

/** A runner with the server's webhook work (several attempts at once); `handle` wraps each job. */
export function startWebhookRunner(app: TestApp, handle?: (run: () => Promise<void>) => Promise<void>) {
  const work = jobWork(app.deps);
  const deliver = work.handlers['webhooks.deliver']!;
  const handlers: JobRunnerOptions['handlers'] = {
    'webhooks.deliver': (data) => (handle ? handle(() => deliver(data)) : deliver(data)),
  };
  return startJobRunner({
    database: app.database,
    log: silentLog,
    pollingIntervalSeconds: 0.5,
    handlers,
    concurrency: work.concurrency,
  });
}

/** Built before the file's tests and closed after them; read its parts inside tests. */
export function webhookFixture(subdomain: string): WebhookFixture {
  const f = {} as WebhookFixture;
  beforeAll(async () => {
    f.app = await createTestApp();
    f.co = await signedInCompany(f.app, subdomain);
    f.receiver = await startWebhookReceiver();
    f.runner = await startWebhookRunner(f.app);
  });
  afterAll(async () => {
    await f.runner?.stop();
    await f.receiver?.close();
    await f.app?.close();
  });
  beforeEach(async () => {
    f.app.deps.config.allowPrivateWebhookUrls = true;
    await withTenant(f.app.deps.db, f.co.company.id, (tx) => tx.delete(webhooks));
  });
  afterEach(() => {
    f.app.deps.config.webhookTiming = undefined;
    f.app.clock.now = undefined;
  });
  return f;
}

/** The things tests do with a fixture's company. */
export function webhookSteps(f: WebhookFixture) {
  const inCompany = <T>(work: (tx: Tx) => Promise<T>) => withTenant(f.app.deps.db, f.co.company.id, work);
  const deliveriesOf = (webhookId: string) =>
    inCompany((tx) => tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)));
  type Delivery = Awaited<ReturnType<typeof deliveriesOf>>[number];
  return {
    inCompany,
    deliveriesOf,
    /** An endpoint on the receiver, made by the owner; answers its id and signing secret. */
    async addWebhook(path: string, events: RecordEventType[] = ['lead.created'], host?: string) {
      const created = await f.co.as('owner').company.webhooks.create({ url: f.receiver.url(path, host), events });
      return { id: created.webhook.id, secret: created.secret };
    },
    event: (type = 'lead.created'): RecordedEvent => ({
      id: randomUUID(),
      type,
      createdAt: new Date(),
      data: { id: randomUUID(), clientName: 'Asha Rao', stage: 'New' },
    }),
    /** What the change path does: fan the events out in the change's transaction. */
    async emit(...events: RecordedEvent[]) {
      await inCompany((tx) => fanOutEvents(f.app.deps, tx, f.co.company.id, events));
      f.runner.wake('webhooks.deliver');
    },
    /** The endpoint's only delivery, once `ready` says it has reached the state waited for. */
    deliveryWhen: (webhookId: string, what: string, ready: (d: Delivery) => boolean) =>
      waitFor(async () => {
        const rows = await deliveriesOf(webhookId);
        return rows.length === 1 && ready(rows[0]!) ? rows[0]! : null;
      }, what),
    webhookRow: async (id: string) =>
      (await inCompany((tx) => tx.select().from(webhooks).where(eq(webhooks.id, id))))[0]!,
  };
}
