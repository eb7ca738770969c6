/**
 * /trpc answers exactly as tRPC's stock Fastify adapter does: every request below goes to a server
 * with the stock plugin and to one with registerTrpc, and status, content type and body must match
 * byte for byte (the web client and its error handling depend on them).
 */
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRouter, createContext, type AppRouter } from '@app/api';
import { createTestApp, tenantHost, type TestApp } from '@app/api/testing';
import { signedInCompany, type SignedInCompany } from '@app/api/testing/signed-in-company';

import { requestInfo } from './request-info';
import { registerTrpc } from './trpc';

let harness: TestApp;
let stock: FastifyInstance;
let ours: FastifyInstance;
let acme: SignedInCompany;

beforeAll(async () => {
  harness = await createTestApp();
  acme = await signedInCompany(harness, 'acme');
  stock = Fastify();
  await stock.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(harness.deps, requestInfo(req)),
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  ours = Fastify();
  await registerTrpc(ours, harness.deps);
});

afterAll(async () => {
  await stock.close();
  await ours.close();
  await harness.close();
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const cases: [string, () => InjectOptions][] = [
  ['a query', () => ({ url: '/trpc/system.health' })],
  [
    'a query with input',
    () => ({ url: `/trpc/crm.leads.list?input=${input({ limit: 20 })}`, headers: acme.request.owner }),
  ],
  ['a signed-in read', () => ({ url: '/trpc/auth.me', headers: acme.request.team_member })],
  ['no token', () => ({ url: '/trpc/auth.me', headers: tenantHost('acme') })],
  ['an unknown company', () => ({ url: '/trpc/crm.leads.list', headers: tenantHost('nobody') })],
  [
    'a validation error',
    () => ({ url: `/trpc/crm.leads.list?input=${input({ limit: 7 })}`, headers: acme.request.owner }),
  ],
  ['a forbidden role', () => ({ url: '/trpc/company.settings.get', headers: acme.request.team_member })],
  [
    'a control character',
    () => ({ url: `/trpc/crm.leads.list?input=${input({ search: 'a\u0000b' })}`, headers: acme.request.owner }),
  ],
  [
    'a batch, all fine',
    () => ({ url: `/trpc/system.health,auth.me?batch=1&input=${input({})}`, headers: acme.request.admin }),
  ],
  [
    'a batch with one failure (207)',
    () => ({
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
  it.each(cases)('%s', async (_name, request) => {
    const [expected, actual] = [await stock.inject(request()), await ours.inject(request())];
    expect(actual.statusCode).toBe(expected.statusCode);
    expect(actual.headers['content-type']).toBe(expected.headers['content-type']);
    expect(actual.headers.vary).toBe(expected.headers.vary);
    expect(actual.body).toBe(expected.body);
  });
});
