/**
 * The typed client (packages/client) against the running server, as an integrator uses it: an API
 * key made by the owner, a brand and a lead created through the client, and the signed
 * lead.created webhook received on a local endpoint. Also: the client's committed types match the
 * OpenAPI document the server serves.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';

import { describe, expect } from 'vitest';

import { createApiClient } from '@app/client';
import { startJobRunner } from '@app/api';
import { signatureIsValid, startWebhookReceiver, waitFor } from '@app/api/testing/webhook-receiver';
import { silentLog } from '@app/api/testing/harness';
import { jobWork } from '@app/api/services/jobs/workers';

import { hostFetch } from '../testing/host-fetch';
import { call } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { CLIENT_TYPES_FILE, clientTypesSource } from './client-types';

/**
 * `it` with company client-co signed in as every role (restTest), and for the file:
 * - `port`: the server listening on 127.0.0.1, as the client reaches it over HTTP;
 * - `receiver`: a real receiver on 127.0.0.1, with private URLs allowed as in development (it is
 *   reachable only then);
 * - `runner`: the job runner with the server's webhook work, running from before the first test
 *   until the file ends, so deliveries go out.
 */
const it = restTest({ signedIn: ['client-co'] })
  .extend('port', { scope: 'file' }, async ({ server }) => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    return (server.app.server.address() as AddressInfo).port;
  })
  .extend('receiver', { scope: 'file' }, async ({ server }, { onCleanup }) => {
    server.harness.deps.config.allowPrivateWebhookUrls = true;
    const receiver = await startWebhookReceiver();
    onCleanup(() => receiver.close());
    return receiver;
  })
  .extend('runner', { scope: 'file', auto: true }, async ({ server }, { onCleanup }) => {
    const work = jobWork(server.harness.deps);
    const runner = await startJobRunner({
      database: server.harness.database,
      log: silentLog,
      pollingIntervalSeconds: 0.5,
      handlers: { 'webhooks.deliver': work.handlers['webhooks.deliver']! },
    });
    onCleanup(() => runner.stop());
    return runner;
  });

describe('@app/client', () => {
  it('matches the OpenAPI document the server serves (npm run client:generate)', async () => {
    expect(await readFile(CLIENT_TYPES_FILE, 'utf8')).toBe(await clientTypesSource());
  });

  it('creates a brand and a lead with an API key, and the signed lead.created webhook arrives', async ({
    server,
    signedIn: [co],
    port,
    receiver,
  }) => {
    const owner = co.request.owner;
    const key = await call(server.app, {
      method: 'POST',
      url: '/api/company/api-keys',
      headers: owner,
      payload: { name: 'Typed client', scopes: ['crm:read', 'crm:write'] },
    });
    const hook = await call(server.app, {
      method: 'POST',
      url: '/api/company/webhooks',
      headers: owner,
      payload: { url: receiver.url('/client-hook'), events: ['lead.created'] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const signingSecret = hook.body.data!.secret as string;

    const client = createApiClient({
      baseUrl: `http://client-co.localhost:${port}`,
      apiKey: key.body.data!.secret as string,
      fetch: hostFetch(port),
    });
    const brand = await client.POST('/api/crm/brands', { body: { name: 'Typed Brand' } });
    expect(brand.response.status).toBe(201);
    const brandId = brand.data!.data.brand as { id: string };
    const lead = await client.POST('/api/crm/leads', {
      body: { brandId: brandId.id, clientName: 'Typed Lead', csPersonId: co.member.id },
      params: { header: { 'Idempotency-Key': 'typed-lead-1' } },
    });
    expect(lead.response.status, JSON.stringify(lead.error)).toBe(201);
    expect(lead.response.headers.get('ratelimit-limit')).toBe('600');
    const leadId = (lead.data!.data.lead as { id: string }).id;
    const listed = await client.GET('/api/crm/leads', { params: { query: { search: 'Typed' } } });
    expect((listed.data!.data.leads as { id: string }[]).map((l) => l.id)).toContain(leadId);

    const delivery = await waitFor(async () => receiver.receivedAt('/client-hook')[0], 'the lead.created delivery');
    const payload = JSON.parse(delivery.body) as { id: string; type: string; data: { id: string; clientName: string } };
    expect(payload).toMatchObject({ type: 'lead.created', data: { id: leadId, clientName: 'Typed Lead' } });
    expect(signatureIsValid(signingSecret, delivery.body, delivery.headers['x-webhook-signature'] as string)).toBe(
      true,
    );
    expect(delivery.headers['x-webhook-id']).toBe(payload.id);
  });
});
