/**
 * /trpc answers exactly as tRPC's stock Fastify adapter does: every request below goes to a server
 * with the stock plugin and to one with registerTrpc, and status, content type and body must match
 * byte for byte (the web client and its error handling depend on them).
 */
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, test } from 'vitest';

import { appRouter, createContext, type AppRouter } from '@app/api';
import { createTestApp, tenantHost } from '@app/api/testing';
import { signedInCompany, type SignedInCompany } from '@app/api/testing/signed-in-company';

import { requestInfo } from './request-info';
import { registerTrpc } from './trpc';

/**
 * `it` with, for the file: the harness, company acme signed in as every role, and two servers on
 * it: `stock` with tRPC's own Fastify plugin and `ours` with registerTrpc.
 */
const it = test
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('harness', { scope: 'file' }, async ({}, { onCleanup }) => {
    const harness = await createTestApp();
    onCleanup(() => harness.close());
    return harness;
  })
  .extend('acme', { scope: 'file' }, ({ harness }) => signedInCompany(harness, 'acme'))
  .extend('stock', { scope: 'file' }, async ({ harness }, { onCleanup }) => {
    const stock = Fastify();
    onCleanup(() => stock.close());
    await stock.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req }) => createContext(harness.deps, requestInfo(req)),
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
    return stock;
  })
  .extend('ours', { scope: 'file' }, async ({ harness }, { onCleanup }) => {
    const ours = Fastify();
    onCleanup(() => ours.close());
    await registerTrpc(ours, harness.deps);
    return ours;
  });

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The requests both servers answer; those of someone signed in are made with acme's people. */
const cases: [string, (acme: SignedInCompany) => InjectOptions][] = [
  ['a query', () => ({ url: '/trpc/system.health' })],
  [
    'a query with input',
    (acme) => ({ url: `/trpc/crm.leads.list?input=${input({ limit: 20 })}`, headers: acme.request.owner }),
  ],
  ['a signed-in read', (acme) => ({ url: '/trpc/auth.me', headers: acme.request.team_member })],
  ['no token', () => ({ url: '/trpc/auth.me', headers: tenantHost('acme') })],
  ['an unknown company', () => ({ url: '/trpc/crm.leads.list', headers: tenantHost('nobody') })],
  [
    'a validation error',
    (acme) => ({ url: `/trpc/crm.leads.list?input=${input({ limit: 7 })}`, headers: acme.request.owner }),
  ],
  ['a forbidden role', (acme) => ({ url: '/trpc/company.settings.get', headers: acme.request.team_member })],
  [
    'a control character',
    (acme) => ({ url: `/trpc/crm.leads.list?input=${input({ search: 'a\u0000b' })}`, headers: acme.request.owner }),
  ],
  [
    'a batch, all fine',
    (acme) => ({ url: `/trpc/system.health,auth.me?batch=1&input=${input({})}`, headers: acme.request.admin }),
  ],
  [
    'a batch with one failure (207)',
    (acme) => ({
      url: `/trpc/auth.me,crm.leads.list?batch=1&input=${input({ 1: { page: 0 } })}`,
      headers: acme.request.owner,
    }),
  ],
  ['a batch with no input', () => ({ url: '/trpc/system.health,system.health?batch=1' })],
  ['a batch input that is not an object', () => ({ url: `/trpc/system.health?batch=1&input=${input([1])}` })],
  ['an unknown procedure', () => ({ url: '/trpc/nothing.here' })],
  ['an unknown procedure in a batch', () => ({ url: '/trpc/system.health,nothing.here?batch=1' })],
  ['input that is not JSON', () => ({ url: '/trpc/system.health?input=%7Bnope' })],
  ['a query by POST', () => ({ method: 'POST', url: '/trpc/system.health', payload: {} })],
  ['a mutation by GET', () => ({ url: '/trpc/auth.logout' })],
  [
    'a mutation',
    () => ({
      method: 'POST',
      url: '/trpc/auth.requestCode',
      payload: { email: 'x@example.com' },
      headers: tenantHost('acme'),
    }),
  ],
  [
    'a mutation with bad input',
    () => ({ method: 'POST', url: '/trpc/auth.requestCode', payload: { email: 'nope' }, headers: tenantHost('acme') }),
  ],
  [
    'a batch of mutations',
    () => ({
      method: 'POST',
      url: '/trpc/auth.requestCode,auth.requestCode?batch=1',
      payload: { 0: { email: 'y@example.com' }, 1: {} },
      headers: tenantHost('acme'),
    }),
  ],
  [
    'a body that is not JSON',
    () => ({
      method: 'POST',
      url: '/trpc/auth.requestCode',
      payload: '{nope',
      headers: { ...tenantHost('acme'), 'content-type': 'application/json' },
    }),
  ],
  [
    'a streaming batch',
    () => ({ url: '/trpc/system.health?batch=1', headers: { 'trpc-accept': 'application/jsonl' } }),
  ],
  ['HEAD', () => ({ method: 'HEAD', url: '/trpc/system.health' })],
  ['a mutation without a content type', () => ({ method: 'POST', url: '/trpc/auth.logout' })],
  [
    'a mutation with a text body',
    () => ({ method: 'POST', url: '/trpc/auth.logout', payload: 'x', headers: { 'content-type': 'text/plain' } }),
  ],
  ['a repeated input parameter', () => ({ url: `/trpc/system.health?input=1&input=${input({})}` })],
];

describe('/trpc answers as the stock adapter does', () => {
  it.for(cases)('%s', async ([, request], { acme, stock, ours }) => {
    const [expected, actual] = [await stock.inject(request(acme)), await ours.inject(request(acme))];
    expect(actual.statusCode).toBe(expected.statusCode);
    expect(actual.headers['content-type']).toBe(expected.headers['content-type']);
    expect(actual.headers.vary).toBe(expected.headers.vary);
    expect(actual.body).toBe(expected.body);
  });
});
