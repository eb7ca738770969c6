/**
 * The security headers on every answer, HSTS only behind a trusted HTTPS proxy, and the SPA
 * fallback that never answers HTML for the API or for a missing built file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';

import { createTestApp } from '@app/api/testing';

import { createServer } from '../server';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head></html>';

/**
 * `it` with, for the file:
 * - `dist`: a built site (the page, a hashed script, a favicon) in a temporary directory;
 * - `app`: the server on the harness serving that site, and `proxied`: the same behind a trusted
 *   proxy;
 * - `get`: a GET on the admin host, to `app` unless given another server.
 */
const it = test
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('dist', { scope: 'file' }, ({}, { onCleanup }) => {
    const dist = mkdtempSync(join(tmpdir(), 'platform-dist-'));
    onCleanup(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1);');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return dist;
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('harness', { scope: 'file' }, async ({}, { onCleanup }) => {
    const harness = await createTestApp();
    onCleanup(() => harness.close());
    return harness;
  })
  .extend('app', { scope: 'file' }, async ({ harness, dist }, { onCleanup }) => {
    const { app } = await createServer({ deps: harness.deps, webDist: dist });
    onCleanup(() => app.close());
    return app;
  })
  .extend('proxied', { scope: 'file' }, async ({ harness, dist }, { onCleanup }) => {
    const { app } = await createServer({ deps: harness.deps, webDist: dist, trustProxy: true });
    onCleanup(() => app.close());
    return app;
  })
  .extend(
    'get',
    { scope: 'file' },
    ({ app }) =>
      (url: string, headers: Record<string, string> = {}, server: FastifyInstance = app) =>
        server.inject({ method: 'GET', url, headers: { host: 'admin.localhost', ...headers } }),
  );

describe('security headers', () => {
  it('the SPA page carries the strict policy and its companions', async ({ get }) => {
    const res = await get('/companies/12');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers).toMatchObject({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    const policy = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(policy['script-src']).toBe("script-src 'self'");
    expect(policy['object-src']).toBe("object-src 'none'");
    expect(policy['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(policy['connect-src']).toBe("connect-src 'self'");
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers, files and errors carry them too', async ({ get }) => {
    for (const url of ['/api/health', '/favicon.svg', '/api/nope', '/assets/app-0ld.js', '/assets/app-1.js.map']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it("a built script is sent without the page policies (the loading page's apply), still nosniff", async ({
    get,
    proxied,
  }) => {
    const res = await get('/assets/app-1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy'])
      expect(res.headers[name], name).toBeUndefined();
    const https = { 'x-forwarded-proto': 'https' };
    expect((await get('/assets/app-1.js', https, proxied)).headers['strict-transport-security']).toBeDefined();
  });

  it('HSTS only when a trusted proxy says the request came over HTTPS', async ({ get, proxied }) => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await get('/', https, proxied)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get('/', {}, proxied)).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/', https)).headers['strict-transport-security']).toBeUndefined();
  });

  it('the page source has no inline script for the policy to block', () => {
    const source = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(source).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('never HTML where a file or the API was asked for', () => {
  it.for(['/assets/app-0ld.js', '/assets/missing.css', '/favicon-old.png', '/api/nope', '/api', '/api?x=1', '/trpc'])(
    '%s answers the JSON 404',
    async (url, { get }) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, error: true, code: 'NOT_FOUND' });
    },
  );

  it("an unknown tRPC procedure answers tRPC's own JSON 404", async ({ get }) => {
    const res = await get('/trpc/nope.nothing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a built file is served, and client-side routes get the page', async ({ get }) => {
    const asset = await get('/assets/app-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    for (const url of ['/', '/companies', '/companies/12?tab=notes', '/super-admins']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('other methods on a page path answer the JSON 404', async ({ app }) => {
    const res = await app.inject({ method: 'POST', url: '/companies', headers: { host: 'admin.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
