/**
 * Shared pieces of the platform REST tests (super-admin routes): the refusals every entry gives
 * whatever its input, and the files the multipart tests send.
 */
import type { FastifyInstance } from 'fastify';

import { issueTestToken, type TestApp } from '@app/api/testing';
import { SUPER_ADMIN_ROLE, UPLOAD } from '@app/contracts';
import type { Tx } from '@app/db';

import { hasBody, type HttpMethod, type RestRoute } from '../rest/route-types';
import {
  call,
  createCompany,
  expectFailure,
  multipartBody,
  PLATFORM,
  SVG,
  tenant,
  tenantHeaders,
  TINY_PNG,
  type FormFile,
  type JsonResponse,
} from './rest';

/** `/api/x/:companyId/notes/:noteId` with its parameters filled in. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return String(value);
  });
}

/** Who the guards are tried with: a super admin, a company user, and that company's host. */
export interface GuardSubjects {
  admin: Record<string, string>;
  /** `Bearer <token>` of a company user (valid on their company host only). */
  tenantAuthorization: string;
  subdomain: string;
}

/** A company made for the guards, and its owner's token. */
export async function guardSubjects(
  server: { app: FastifyInstance; harness: TestApp },
  admin: Record<string, string>,
  subdomain: string,
): Promise<GuardSubjects> {
  const company = await createCompany(server.app, admin, subdomain);
  const owner = await tenantHeaders(server.harness, subdomain, { id: company.owner.id, role: 'owner' }, company.id);
  return { admin, tenantAuthorization: owner.authorization, subdomain };
}

/**
 * 401 without a token, with a malformed one and with a company token on the platform host; 403
 * for a super admin on a company host; for body routes 415 for a text body (and for multipart
 * where no files are taken) and 413 for a JSON body over 1 MB. None of these needs valid input.
 */
export async function expectPlatformGuards(app: FastifyInstance, route: RestRoute, url: string, s: GuardSubjects) {
  const send = (headers: Record<string, string>, payload?: string | Buffer) =>
    call(app, { method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) });
  expectFailure(await send(PLATFORM), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...PLATFORM, authorization: 'Bearer not-a-token' }), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...PLATFORM, authorization: s.tenantAuthorization }), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...tenant(s.subdomain), authorization: s.admin.authorization! }), 403, 'FORBIDDEN');
  if (!hasBody(route)) return;
  expectFailure(await send({ ...s.admin, 'content-type': 'text/plain' }, 'x'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  const big = JSON.stringify({ filler: 'x'.repeat(1_100_000) });
  expectFailure(await send({ ...s.admin, 'content-type': 'application/json' }, big), 413, 'PAYLOAD_TOO_LARGE');
  if (!route.files) {
    const form = await multipartBody({ filler: 'x' });
    expectFailure(await send({ ...s.admin, ...form.headers }, form.payload), 415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

/** A multipart request as a browser form would send it. */
export async function sendForm(
  app: FastifyInstance,
  method: HttpMethod,
  url: string,
  headers: Record<string, string>,
  fields: Parameters<typeof multipartBody>[0],
) {
  const { payload, headers: form } = await multipartBody(fields);
  return call(app, { method, url, payload, headers: { ...headers, ...form } });
}

const text = (s: string) => Buffer.from(s, 'utf8');

export const pngFile = (filename = 'photo.png'): FormFile => ({ filename, type: 'image/png', data: TINY_PNG });
export const svgFile = (filename = 'drawing.svg'): FormFile => ({ filename, type: 'image/svg+xml', data: SVG });
/** A minimal well-formed PDF: enough for detection by magic bytes. */
export const pdfFile = (filename = 'report.pdf'): FormFile => ({
  filename,
  type: 'application/pdf',
  data: text('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
});
/** A Windows executable's header ('MZ'). */
export const exeFile = (filename = 'setup.exe'): FormFile => ({
  filename,
  type: 'application/octet-stream',
  data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, ...new Array<number>(120).fill(0)]),
});
/** The same file, padded past the 5 MB limit. */
export const oversize = (file: FormFile): FormFile => ({
  ...file,
  data: Buffer.concat([file.data, Buffer.alloc(UPLOAD.maxFileBytes)]),
});

/** Platform-host headers with a fresh token for an existing super admin. */
export async function superAdminBearer(harness: TestApp, id: string) {
  const token = await issueTestToken(harness, { id, role: SUPER_ADMIN_ROLE, companyId: null });
  return { ...PLATFORM, authorization: `Bearer ${token}` };
}

/**
 * Sends `requests` while a transaction of the test holds the locks `lock` takes, and lets go only
 * once every request waits for them: all of them are past authentication and their own reads
 * before any commits. This makes interleavings that normally need luck happen every time.
 */
export async function raceBehindLock(
  harness: TestApp,
  lock: (tx: Tx) => Promise<unknown>,
  requests: (() => Promise<JsonResponse>)[],
): Promise<JsonResponse[]> {
  let pending: Promise<JsonResponse>[] = [];
  await harness.deps.db.transaction(async (tx) => {
    await lock(tx);
    pending = requests.map((send) => send());
    for (let tries = 0; ; tries++) {
      const [row] = await harness.database.sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`;
      if (row!.n >= requests.length) break;
      if (tries > 250) throw new Error('the requests never waited for the lock');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return Promise.all(pending);
}
