/**
 * No body a stranger can send stalls the server or earns a 500: nesting is bounded before any
 * handler runs, and every walk over an input is linear in its size (docs/decisions/0011). What
 * these bodies cost is measured by bench/fuzz/hostile-bodies.ts.
 */
import { describe, expect } from 'vitest';

import { INPUT_LIMITS, MESSAGES } from '@app/contracts';

import { call, expectFailure, PLATFORM } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

/** `{"email":"someone@example.com","x":{"a":{"a":...1...}}}` with `levels` objects under `x`. */
const deepBody = (levels: number) =>
  `{"email":"someone@example.com","x":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;

/** `post`: a raw JSON body from a stranger, on the platform host unless given another. */
const it = restTest().extend(
  'post',
  { scope: 'file' },
  ({ server }) =>
    (url: string, payload: string, host = PLATFORM.host) =>
      call(server.app, { method: 'POST', url, headers: { host, 'content-type': 'application/json' }, payload }),
);

const tooDeep = MESSAGES.validation.tooDeep(INPUT_LIMITS.maxDepth);

describe('bounded input', () => {
  it('refuses a body nested 3,000 levels deep before sign-in with a 400 naming the limit', async ({ post }) => {
    const res = await post('/api/auth/request-code', deepBody(3000));
    expectFailure(res, 400, 'VALIDATION_ERROR');
    expect(res.body.message).toContain(tooDeep);
    expect(res.body.errors?.[0]?.msg).toBe(tooDeep);
  });

  it('refuses the same through /trpc', async ({ server }) => {
    const res = await call(server.app, {
      method: 'POST',
      url: '/trpc/auth.requestCode',
      headers: { host: PLATFORM.host, 'content-type': 'application/json' },
      payload: deepBody(3000),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(tooDeep);
  });

  it('lets a body nested to the limit past the depth check and refuses one level more', async ({ post }) => {
    // Within the limit the refusal is the field check's: sign-in codes take no `x`.
    const within = await post('/api/auth/request-code', deepBody(INPUT_LIMITS.maxDepth - 1));
    expectFailure(within, 400, 'VALIDATION_ERROR', { path: 'x', msg: MESSAGES.validation.unknownField('x') });
    const over = await post('/api/auth/request-code', deepBody(INPUT_LIMITS.maxDepth));
    expectFailure(over, 400, 'VALIDATION_ERROR');
    expect(over.body.errors?.[0]?.msg).toBe(tooDeep);
  });

  it('answers 400 even far past the depth any recursive walk survives', async ({ post }) => {
    const res = await post('/api/auth/request-code', deepBody(100_000));
    expectFailure(res, 400, 'VALIDATION_ERROR');
  });

  it('answers a 1 MB flat body with a 4xx', async ({ post }) => {
    const field = (index: number) => `"f${index}":"${'x'.repeat(12)}"`;
    const flat = (count: number, last = '') =>
      `{"email":"someone@example.com",${Array.from({ length: count }, (_, index) => field(index)).join(',')}${last}}`;
    const over = flat(45_000);
    expect(over.length).toBeGreaterThan(1024 * 1024);
    expectFailure(await post('/api/auth/request-code', over), 413, 'PAYLOAD_TOO_LARGE');
    // Just under the limit: walked whole, and the bad field at its very end is named.
    const under = flat(42_000, ',"last":"\\u0000"');
    expect(under.length).toBeLessThan(1024 * 1024);
    expectFailure(await post('/api/auth/request-code', under), 400, 'VALIDATION_ERROR', {
      path: 'last',
      msg: MESSAGES.validation.controlCharacters,
    });
  });
});
