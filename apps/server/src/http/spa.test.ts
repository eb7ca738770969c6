/**
 * The built SPA as a production site serves it: files in the encoding the client takes (stored
 * brotli or gzip, else plain), hashed assets cached for good and the rest checked on every use, and
 * index.html naming the chunks of the screen being opened.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';

import { HASHED_ASSET_CACHE, registerSpa, REVALIDATE } from './spa';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body></body></html>';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// A build as apps/web/build writes it: Vite's manifest and the routes' screens.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_react-1.js'], css: ['assets/table-1.css'] },
  'src/company/CompanyPortal.tsx': { file: 'assets/CompanyPortal-1.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/company/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js', isDynamicEntry: true },
  'src/crm/leads/LeadsScreen.tsx': {
    file: 'assets/LeadsScreen-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_table-1.js'],
  },
  'src/crm/leads/LeadPage.tsx': { file: 'assets/LeadPage-1.js', isDynamicEntry: true },
  'src/admin/AdminPortal.tsx': { file: 'assets/AdminPortal-1.js', isDynamicEntry: true },
  'src/admin/DashboardPage.tsx': { file: 'assets/AdminDashboard-1.js', isDynamicEntry: true },
  'src/admin/CompaniesPage.tsx': { file: 'assets/CompaniesPage-1.js', isDynamicEntry: true, imports: ['_table-1.js'] },
};
const ROUTES = {
  company: {
    shell: 'src/company/CompanyPortal.tsx',
    routes: [
      { path: '/', module: 'src/company/dashboard/DashboardPage.tsx' },
      { path: '/crm/leads', module: 'src/crm/leads/LeadsScreen.tsx' },
      { path: '/crm/leads/:id', module: 'src/crm/leads/LeadPage.tsx' },
    ],
  },
  admin: {
    shell: 'src/admin/AdminPortal.tsx',
    routes: [
      { path: '/', module: 'src/admin/DashboardPage.tsx' },
      { path: '/companies', module: 'src/admin/CompaniesPage.tsx' },
    ],
  },
};

/**
 * A server with nothing but the SPA of the build `build` writes into a temporary directory; the
 * server closes and the directory goes when the test file ends.
 */
const spaOf = async (
  prefix: string,
  build: (write: (path: string, content: string | Buffer) => void, dist: string) => void,
  onCleanup: (fn: () => Promise<void>) => void,
) => {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  const app = Fastify();
  onCleanup(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  build((path, content) => writeFileSync(join(dist, path), content), dist);
  await registerSpa(app, dist, 'localhost');
  return app;
};

/**
 * `it` with, for the file:
 * - `app`: the SPA of a build with its manifests, compressed copies and a favicon;
 * - `bare`: the SPA of a build of index.html alone, without its manifests;
 * - `get`: a GET to `app` on a company host unless given another.
 */
const it = test
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('app', { scope: 'file' }, ({}, { onCleanup }) =>
    spaOf(
      'platform-spa-',
      (write, dist) => {
        mkdirSync(join(dist, 'assets'));
        mkdirSync(join(dist, '.vite'));
        write('index.html', INDEX_HTML);
        write('.vite/manifest.json', JSON.stringify(MANIFEST));
        write('.vite/routes.json', JSON.stringify(ROUTES));
        write('assets/index-1.js', APP_JS);
        write('assets/index-1.js.br', brotliCompressSync(APP_JS));
        write('assets/index-1.js.gz', gzipSync(APP_JS));
        // Only a gzip copy, and a file too small to have been compressed at all.
        write('assets/table-1.js', APP_JS);
        write('assets/table-1.js.gz', gzipSync(APP_JS));
        write('assets/react-1.js', 'export {};');
        write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      },
      onCleanup,
    ),
  )
  // eslint-disable-next-line no-empty-pattern
  .extend('bare', { scope: 'test' }, ({}, { onCleanup }) =>
    spaOf('platform-spa-bare-', (write) => write('index.html', INDEX_HTML), onCleanup),
  )
  .extend(
    'get',
    { scope: 'file' },
    ({ app }) =>
      (url: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url, headers: { host: 'acme.localhost', ...headers } }),
  );

const preloadsOf = (html: string) =>
  [
    ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"(?: fetchpriority="low")? crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]);

describe('built files', () => {
  it('sends the stored brotli copy to a browser that takes it, cached for good under its hashed name', async ({
    get,
  }) => {
    const res = await get('/assets/index-1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends gzip where brotli is not taken, or where only a gzip copy exists', async ({ get }) => {
    const gz = await get('/assets/index-1.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const onlyGzip = await get('/assets/table-1.js', { 'accept-encoding': 'br, gzip' });
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(onlyGzip.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the plain file without Accept-Encoding, for identity, and when no compressed copy exists', async ({
    get,
  }) => {
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }];
    for (const headers of asked) {
      const res = await get('/assets/index-1.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(APP_JS);
    }
    const small = await get('/assets/react-1.js', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};');
  });

  it('has unhashed files checked again on every use', async ({ get }) => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers a chunk of an older build, and the build metadata, with a JSON 404', async ({ get }) => {
    for (const url of ['/assets/index-0.js', '/.vite/manifest.json', '/.vite/routes.json']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('index.html', () => {
  it('names the portal shell and the route screen chunks, with their imports, minus the entry ones', async ({
    get,
  }) => {
    const res = await get('/crm/leads?stage=New');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloadsOf(res.body)).toEqual([
      '/assets/react-1.js', // Vite's own, in the built page
      '/assets/CompanyPortal-1.js',
      '/assets/LeadsScreen-1.js',
      '/assets/table-1.js',
      '/assets/table-1.css',
    ]);
  });

  it('picks the route by its pattern, and the dashboard for an unknown path', async ({ get }) => {
    expect(preloadsOf((await get('/crm/leads/0b6f0c1e-1111-4c11-8111-111111111111')).body)).toEqual([
      '/assets/react-1.js',
      '/assets/CompanyPortal-1.js',
      '/assets/LeadPage-1.js',
    ]);
    expect(preloadsOf((await get('/nowhere/at/all')).body)).toEqual([
      '/assets/react-1.js',
      '/assets/CompanyPortal-1.js',
      '/assets/DashboardPage-1.js',
    ]);
  });

  it("on the admin host names the admin portal's chunks, on a host of neither none", async ({ get }) => {
    expect(preloadsOf((await get('/companies', { host: 'admin.localhost' })).body)).toEqual([
      '/assets/react-1.js',
      '/assets/AdminPortal-1.js',
      '/assets/CompaniesPage-1.js',
      '/assets/table-1.js',
      '/assets/table-1.css',
    ]);
    expect((await get('/companies', { host: 'elsewhere.example' })).body).toBe(INDEX_HTML);
  });

  it('is compressed as the client asks, the same page in every encoding', async ({ get }) => {
    const plain = await get('/crm/leads', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/crm/leads', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/crm/leads', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('a build without its manifests', () => {
  it('serves index.html as built, preloading nothing more', async ({ bare }) => {
    const res = await bare.inject({ method: 'GET', url: '/crm/leads', headers: { host: 'acme.localhost' } });
    expect(res.body).toBe(INDEX_HTML);
  });
});
