/**
 * REST contract tests: the real server (`createServer`) on the real harness (PostgreSQL, local
 * storage), driven through `app.inject`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import type { Storage } from '@app/api';
import { createTestApp, issueTestToken, printedCode, superAdminRequest, type TestApp } from '@app/api/testing';

import { REST_ROUTES } from '../rest/routes';
import { createServer } from '../server';

export interface RestTestServer {
  harness: TestApp;
  app: FastifyInstance;
  close: () => Promise<void>;
}

export async function createRestTestServer(options: { storage?: Storage } = {}): Promise<RestTestServer> {
  const harness = await createTestApp(options);
  const server = await createServer({ deps: harness.deps });
  await server.app.ready();
  return {
    harness,
    app: server.app,
    close: async () => {
      await server.stop();
      await harness.close();
    },
  };
}

/** A valid 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

export interface FormFile {
  filename: string;
  type: string;
  data: Uint8Array;
}

/** A multipart body as a browser would send it (boundary and all), from fields and files. */
export async function multipartBody(fields: Record<string, string | FormFile | (string | FormFile)[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(name, item);
      else form.append(name, new Blob([item.data], { type: item.type }), item.filename);
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export interface JsonResponse {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown>; errors?: { path: string; msg: string }[] };
  raw: LightMyRequestResponse;
}

/** inject + JSON parse, so tests read `res.status` and `res.body.data.company`. */
export async function call(app: FastifyInstance, options: InjectOptions): Promise<JsonResponse> {
  const raw = await app.inject(options);
  return { status: raw.statusCode, body: raw.json(), raw };
}

export const PLATFORM = { host: 'admin.localhost' };
export const tenant = (subdomain: string) => ({ host: `${subdomain}.localhost` });

/** Platform-host headers of a signed-in super admin. */
export async function superAdminHeaders(harness: TestApp, email?: string) {
  const { request } = await superAdminRequest(harness, email);
  return { host: request.host, authorization: request.authorization };
}

/** Tenant-host headers of a company user (e.g. the owner that company creation returns). */
export async function tenantHeaders(
  harness: TestApp,
  subdomain: string,
  user: { id: string; role: 'owner' | 'admin' | 'team_member' },
  companyId: number,
) {
  const token = await issueTestToken(harness, { id: user.id, role: user.role, companyId });
  return { ...tenant(subdomain), authorization: `Bearer ${token}` };
}

/** A company made through POST /api/super-admin/companies; answers the created record. */
export async function createCompany(
  app: FastifyInstance,
  admin: Record<string, string>,
  subdomain: string,
  extra: Record<string, unknown> = {},
) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/super-admin/companies',
    headers: admin,
    payload: {
      companyName: `Company ${subdomain}`,
      subdomain,
      owner: { fullName: 'Olive Owner', email: `owner@${subdomain}.io` },
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`company create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!.company as {
    id: number;
    _id: number;
    subdomain: string;
    owner: { id: string };
    branding: { logo: string | null };
  };
}

/**
 * Asserts a success envelope against the table entry for `method path`: its status, the envelope
 * keys, and every payload key the entry documents. Answers `data` for further checks.
 */
export function expectSuccess(res: JsonResponse, method: string, path: string): Record<string, unknown> {
  const route = REST_ROUTES.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no table entry for ${method} ${path}`);
  expect(res.status, JSON.stringify(res.body)).toBe(route.status ?? 200);
  expect(res.body).toMatchObject({ success: true, error: false, message: expect.any(String) });
  expect(Object.keys(res.body).sort()).toEqual(
    ['data', 'error', 'message', 'success', ...(route.topLevel ?? [])].sort(),
  );
  for (const key of route.data ?? []) expect(res.body.data, `data.${key}`).toHaveProperty(key);
  return res.body.data!;
}

/** Asserts a failure envelope: status, code, and (when given) a field error. */
export function expectFailure(res: JsonResponse, status: number, code: string, field?: { path: string; msg?: string }) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, error: true, code, message: expect.any(String) });
  expect(res.raw.body).not.toMatch(/\bat .+:\d+:\d+/); // never a stack trace
  if (field)
    expect(res.body.errors).toContainEqual(
      field.msg ? { path: field.path, msg: field.msg } : expect.objectContaining({ path: field.path }),
    );
}

/** The sign-in code in the newest mail to `email`, as the test mailer printed it (the outbox keeps no codes). */
export async function latestCode(harness: TestApp, email: string): Promise<string | undefined> {
  return printedCode(harness, email) ?? undefined;
}
