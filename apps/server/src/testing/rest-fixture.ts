/**
 * Vitest fixtures for the REST contract tests: what their beforeAll and afterAll blocks built by
 * hand. All are file scoped: a server takes seconds to start, so each file starts one, and the root
 * config runs files one after another in a worker (isolate: false), where a worker-wide server
 * would carry one file's rows into the next. The server closes when its file ends.
 *
 * The companies and signed-in companies the options name are made before the file's first test,
 * as a beforeAll did; the other fixtures are built the first time a test (or a `beforeAll` of the
 * returned API) asks for them, and then kept for the file: `admin` seeds the file's super admin
 * only in files that use it. The server is made in a beforeAll of its own: vitest counts a
 * fixture's set-up in the first test that asks for it, under the test's 30 s, where a hook has 60 s.
 */
import type { FastifyInstance } from 'fastify';
import { test as base } from 'vitest';

import type { Storage } from '@app/api';
import { seedSuperAdmin } from '@app/api/testing';
import { signedInCompany, type PortalRole, type SignedInCompany } from '@app/api/testing/signed-in-company';

import type { HttpMethod } from '../rest/route-types';
import { sendForm, superAdminBearer } from './rest-platform';
import { call, createCompany, createRestTestServer, tenantHeaders, type JsonResponse } from './rest';

export type CreatedCompany = Awaited<ReturnType<typeof createCompany>>;
type Headers = Record<string, string>;

/** A JSON call on the server; without headers, with the given default ones (`defaultHeaders` for `req`). */
export type JsonCall = (method: HttpMethod, url: string, payload?: object, headers?: Headers) => Promise<JsonResponse>;
/** A JSON call on the server with the headers given (a person's, a key's or none) before the body. */
export type SendCall = (method: HttpMethod, url: string, headers: Headers, payload?: object) => Promise<JsonResponse>;
/** A multipart call on the server, as a browser form sends it; without headers, with `defaultHeaders`. */
export type FormCall = (
  method: HttpMethod,
  url: string,
  fields: Parameters<typeof sendForm>[4],
  headers?: Headers,
) => Promise<JsonResponse>;

const jsonCall =
  (app: FastifyInstance, defaults: Headers): JsonCall =>
  (method, url, payload, headers = defaults) =>
    call(app, { method, url, headers, ...(payload === undefined ? {} : { payload }) });

type CompanySpec = string | readonly [subdomain: string, extra: Record<string, unknown>];
/** One value per entry of a list given in the options, typed as a tuple of the same length. */
type Each<List extends readonly unknown[], Value> = { -readonly [K in keyof List]: Value };

export interface RestTestOptions<Companies extends readonly CompanySpec[], SignedIn extends readonly string[]> {
  /** The harness's storage (local storage in a temporary directory unless given). */
  storage?: Storage;
  /** Companies the super admin creates through the API, in this order: a subdomain, or one with extra fields. */
  companies?: Companies;
  /** Companies made with every role signed in (owner, admin, team member), in this order. */
  signedIn?: SignedIn;
  /** Who calls when a test gives no headers: this role of the first signed-in company, not the super admin. */
  as?: PortalRole;
  /** The server's clock, set before anyone signs in (a token issued after the clock would be refused). */
  now?: Date;
}

/**
 * `it` with a file's REST server and what its tests share, each built once per file:
 * - `server`: the real server on the harness, closed when the file ends;
 * - `superAdmin`: the file's super admin (root@example.com), and `admin`: its platform-host headers;
 * - `companies`: the options' companies, as POST /api/super-admin/companies answered them, and
 *   `owners`: the tenant-host headers of their owners, in the same order;
 * - `signedIn`: the options' signed-in companies;
 * - `defaultHeaders`: of who calls when a test gives no headers: the super admin's, or with `as` those
 *   of the first signed-in company's user of that role (and then no super admin is seeded for them);
 * - `req`, `form` and `download`: a JSON call, a multipart call and a GET answering the raw
 *   response (for files), with `defaultHeaders` unless given others; `send`: a JSON call whose
 *   headers are always given, for tests that change who calls at every step.
 */
export function restTest<
  const Companies extends readonly CompanySpec[] = [],
  const SignedIn extends readonly string[] = [],
>(options: RestTestOptions<Companies, SignedIn> = {}) {
  const api = base
    // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    .extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
      const server = await createRestTestServer({ storage: options.storage });
      onCleanup(() => server.close());
      if (options.now) server.harness.clock.now = options.now;
      return server;
    })
    .extend('superAdmin', { scope: 'file' }, ({ server }) => seedSuperAdmin(server.harness))
    .extend('admin', { scope: 'file' }, ({ server, superAdmin }) => superAdminBearer(server.harness, superAdmin.id))
    .extend('companies', { scope: 'file', auto: Boolean(options.companies?.length) }, async ({ server, admin }) => {
      const companies: CreatedCompany[] = [];
      for (const spec of options.companies ?? []) {
        const [subdomain, extra] = typeof spec === 'string' ? [spec, {}] : spec;
        companies.push(await createCompany(server.app, admin, subdomain, extra));
      }
      return companies as Each<Companies, CreatedCompany>;
    })
    .extend('owners', { scope: 'file' }, async ({ server, companies }) => {
      const owners: Headers[] = [];
      for (const c of companies as CreatedCompany[])
        owners.push(await tenantHeaders(server.harness, c.subdomain, { id: c.owner.id, role: 'owner' }, c.id));
      return owners as Each<Companies, Headers>;
    })
    .extend('signedIn', { scope: 'file', auto: Boolean(options.signedIn?.length) }, async ({ server }) => {
      const companies: SignedInCompany[] = [];
      for (const subdomain of options.signedIn ?? []) companies.push(await signedInCompany(server.harness, subdomain));
      return companies as Each<SignedIn, SignedInCompany>;
    })
    .extend('defaultHeaders', { scope: 'file' }, ({ admin }): Headers => admin)
    .extend('req', { scope: 'file' }, ({ server, defaultHeaders }) => jsonCall(server.app, defaultHeaders))
    .extend(
      'send',
      { scope: 'file' },
      ({ server }): SendCall =>
        (method, url, headers, payload) =>
          call(server.app, { method, url, headers, ...(payload === undefined ? {} : { payload }) }),
    )
    .extend(
      'form',
      { scope: 'file' },
      ({ server, defaultHeaders }): FormCall =>
        (method, url, fields, headers = defaultHeaders) =>
          sendForm(server.app, method, url, headers, fields),
    )
    .extend(
      'download',
      { scope: 'file' },
      ({ server, defaultHeaders }) =>
        (url: string, headers = defaultHeaders) =>
          server.app.inject({ method: 'GET', url, headers }),
    );
  api.beforeAll(({ server }) => {
    void server;
  });
  const role = options.as;
  if (!role) return api;
  return api.extend('defaultHeaders', { scope: 'file' }, ({ signedIn }): Headers => {
    const [first] = signedIn as SignedInCompany[];
    if (!first) throw new Error('restTest was given `as` without a signed-in company');
    return first.request[role];
  }) as typeof api;
}
