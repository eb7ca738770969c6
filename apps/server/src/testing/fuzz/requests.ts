/**
 * One generated request for one operation: valid-looking, mutated, wrong types, oversize, nested,
 * odd path ids, odd hosts and X-Subdomain, with the identity of nobody, a super admin or a company
 * user (or a token on the wrong host).
 */
import type { InjectOptions } from 'fastify';

import type { JsonSchema } from '../../rest/input-schema';
import type { FuzzOperation } from './operations';
import type { Random } from './random';
import { HOSTILE_STRINGS, hostileValue, nestedValue, validObject, validValue, type KnownValues } from './values';

export interface FuzzIdentities {
  superAdmin: { host: string; authorization: string };
  companyUser: { host: string; authorization: string };
  known: KnownValues;
}

const MODES = ['valid', 'mutated', 'wrongTypes', 'oversize', 'nested', 'oddPath', 'oddHost', 'oddBody'] as const;
export type FuzzMode = (typeof MODES)[number];

const ODD_HOSTS = [
  '',
  'localhost',
  '127.0.0.1:3000',
  '[::1]:3000',
  'api.localhost',
  'admin.localhost:99999',
  'ghost.localhost',
  'a.b.c.localhost',
  'évil.localhost',
  'x\u0000.localhost',
  '%00.localhost',
  `${'a'.repeat(300)}.localhost`,
  'admin.localhost.evil.com',
  '-.localhost',
];

/** encodeURIComponent refuses lone surrogates; the raw list below sends those as bytes instead. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

function pathValue(parameter: JsonSchema, random: Random, known: KnownValues, odd: boolean): string {
  if (!odd) return encode(String(validValue(parameter, random, known)));
  const raw = random.pick([
    '%00',
    '%ZZ',
    '%ED%A0%80',
    '%2F',
    '..',
    '%2e%2e',
    'a'.repeat(2000),
    '-1',
    '0',
    '1.5',
    '1e3',
    '9'.repeat(30),
  ]);
  return random.chance(0.5) ? raw : encode(String(random.pick(HOSTILE_STRINGS)) || '-');
}

/**
 * Over HTTP a request line past Node's 16 KiB header limit is refused (431) before the app sees it,
 * so a longer query only exercises the in-process injection; it is cut to what the wire carries.
 */
const WIRE_QUERY_LENGTH = 15 * 1024;

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString().slice(0, WIRE_QUERY_LENGTH);
  return text ? `?${text}` : '';
}

/** Replaces some fields of a valid-looking input (or adds unknown ones) according to the mode. */
function disturb(input: Record<string, unknown>, names: string[], mode: FuzzMode, random: Random) {
  const out = { ...input };
  const targets = names.length ? names : ['unknown'];
  for (let i = random.int(1, 3); i > 0; i--) {
    const name = random.chance(0.9) ? random.pick(targets) : random.pick(['__proto__', 'constructor', 'x\u0000']);
    const value =
      mode === 'wrongTypes'
        ? hostileValue(random)
        : mode === 'oversize'
          ? 'z'.repeat(random.pick([1000, 100_000, 900_000]))
          : mode === 'nested'
            ? nestedValue(random)
            : random.pick(HOSTILE_STRINGS);
    // An own property even for `__proto__`, so it is really sent.
    Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function headersFor(operation: FuzzOperation, mode: FuzzMode, random: Random, ids: FuzzIdentities) {
  // Mostly the identity the operation is for, so requests also get past authorization.
  const platform = operation.path.includes('/super-admin');
  const usual = platform ? 'superAdmin' : 'companyUser';
  const who = random.chance(0.6) ? usual : random.pick(['nobody', 'superAdmin', 'companyUser', 'swapped'] as const);
  const headers: Record<string, string> =
    who === 'superAdmin'
      ? { ...ids.superAdmin }
      : who === 'companyUser'
        ? { ...ids.companyUser }
        : who === 'swapped'
          ? { host: ids.companyUser.host, authorization: ids.superAdmin.authorization }
          : { host: random.pick(['admin.localhost', ids.companyUser.host, 'localhost']) };
  if (mode === 'oddHost') headers.host = random.pick(ODD_HOSTS);
  if (mode === 'oddHost' || random.chance(0.15)) {
    headers['x-subdomain'] = random.pick([
      ...ids.known.subdomains,
      'admin',
      'api',
      'ghost',
      ...HOSTILE_STRINGS.slice(0, 14),
    ]);
  }
  if (operation.auth && random.chance(0.05))
    headers.authorization = random.pick(['Bearer ', 'Bearer x.y.z', 'Basic Zm9v', 'Bearer \u0000']);
  return headers;
}

function formBody(fields: Record<string, unknown>, schema: JsonSchema, random: Random) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (schema.properties?.[name]?.format === 'binary') {
      const bytes = random.chance(0.5)
        ? new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        : new Uint8Array(random.int(0, 64));
      form.append(
        name,
        new Blob([bytes], { type: random.pick(['image/png', 'text/plain', '']) }),
        random.pick(['a.png', 'x\u0000.png', '../../a.pdf', '']),
      );
    } else {
      form.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}

async function bodyFor(operation: FuzzOperation, mode: FuzzMode, random: Random, known: KnownValues) {
  const schema = operation.json;
  if (!schema) return {};
  if (mode === 'oddBody') {
    const raw = random.pick(['{', 'null', '[]', '"text"', '{"a":', '\u0000', '{"__proto__":{"admin":true}}', '']);
    return {
      payload: raw,
      headers: {
        'content-type': random.pick([
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
        ]),
      },
    };
  }
  let fields = validObject(schema, random, known);
  if (mode !== 'valid' && mode !== 'oddPath' && mode !== 'oddHost')
    fields = disturb(fields, Object.keys(schema.properties ?? {}), mode, random);
  if (operation.multipart && random.chance(0.3)) {
    const encoded = new Response(
      formBody({ ...validObject(operation.multipart, random, known), ...fields }, operation.multipart, random),
    );
    return {
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    };
  }
  return { payload: fields as InjectOptions['payload'], headers: {} };
}

export async function buildRequest(operation: FuzzOperation, random: Random, ids: FuzzIdentities) {
  const mode = random.pick(MODES);
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.pathParams.find((p) => p.name === name);
    return pathValue(
      parameter?.schema ?? { type: 'string' },
      random,
      ids.known,
      mode === 'oddPath' || random.chance(0.05),
    );
  });
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(operation.query.map((p) => [p.name, p.schema])),
    required: operation.query.filter((p) => p.required).map((p) => p.name),
  };
  let query = validObject(querySchema, random, ids.known);
  if (!['valid', 'oddPath', 'oddHost', 'oddBody'].includes(mode))
    query = disturb(query, Object.keys(querySchema.properties!), mode, random);
  const body = await bodyFor(operation, mode, random, ids.known);
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: `${path}${queryString(query)}`,
    headers: { ...headersFor(operation, mode, random, ids), ...body.headers },
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  };
  return { mode, options };
}
