import type { FastifyInstance } from 'fastify';

import type { TestApp } from '@app/api/testing';

import { call, latestCode } from '../testing/rest';

/** The whole code sign-in over REST, as an integrator does it; answers both tokens. */
export async function signInWithCode(app: FastifyInstance, harness: TestApp, host: string, email: string) {
  const requested = await call(app, {
    method: 'POST',
    url: '/api/auth/request-code',
    headers: { host },
    payload: { email },
  });
  if (requested.status !== 200) throw new Error(`request-code: ${requested.status}`);
  const code = await latestCode(harness, email);
  const verified = await call(app, {
    method: 'POST',
    url: '/api/auth/verify-code',
    headers: { host },
    payload: { email, code },
  });
  if (verified.status !== 200) throw new Error(`verify-code: ${verified.status} ${JSON.stringify(verified.body)}`);
  const data = verified.body.data as { accessToken: string; refreshToken: string };
  return { accessToken: data.accessToken, refreshToken: data.refreshToken, code: code! };
}
