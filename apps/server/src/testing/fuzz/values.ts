/**
 * Values for one JSON Schema (as /api/openapi.json states it): valid-looking ones, and the hostile
 * ones a client may send instead (control characters, wrong types, oversize, deep nesting).
 */
import type { JsonSchema } from '../../rest/input-schema';
import type { Random } from './random';

/** Ids and numbers that exist on the server, so generated requests also reach past the look-ups. */
export interface KnownValues {
  uuids: string[];
  numbers: number[];
  subdomains: string[];
}

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0007\u001b[31m',
  '\t',
  '\r\n',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ud800',
  '\uffff',
  '😀'.repeat(40),
  "' OR 1=1 --",
  '"; drop table companies; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  '${7*7}',
  'null',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  'NaN',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
];

const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 31),
  [],
  {},
  [1, 'a'],
  { a: 1 },
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const word = (random: Random, min = 3, max = 12) =>
  Array.from({ length: random.int(min, max) }, () => random.pick([...LETTERS])).join('');

const uuid = (random: Random) =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => random.int(0, 15).toString(16));

function branchesOf(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
}

function typeOf(schema: JsonSchema, random: Random): string | undefined {
  const own = schema.type;
  if (Array.isArray(own)) return random.pick(own);
  return own;
}

function validString(schema: JsonSchema, random: Random, known: KnownValues): string {
  if (schema.format === 'uuid')
    return random.chance(0.6) && known.uuids.length ? random.pick(known.uuids) : uuid(random);
  if (schema.format === 'email') return `${word(random)}@${word(random)}.io`;
  if (schema.format === 'date-time') return new Date(random.int(0, 4e12)).toISOString();
  if (schema.format === 'date') return new Date(random.int(0, 4e12)).toISOString().slice(0, 10);
  if (schema.format === 'binary') return word(random);
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  if (pattern.includes('a-z0-9-'))
    return random.chance(0.5) && known.subdomains.length ? random.pick(known.subdomains) : word(random);
  if (pattern.includes('#')) return `#${random.int(0, 0xffffff).toString(16).padStart(6, '0')}`;
  if (pattern.includes('\\d{6}')) return String(random.int(0, 999999)).padStart(6, '0');
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 40);
  return word(random, Math.min(min, max), Math.max(min, max));
}

/** A value the schema should accept (best effort: patterns beyond the common ones are guessed). */
export function validValue(schema: JsonSchema | undefined, random: Random, known: KnownValues, depth = 0): unknown {
  if (!schema || depth > 6) return word(random);
  if (schema.enum?.length) return random.pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  const branches = branchesOf(schema);
  if (branches.length) return validValue(random.pick(branches), random, known, depth + 1);
  if (schema.allOf?.length)
    return validValue({ ...schema, allOf: undefined, ...schema.allOf[0] }, random, known, depth);
  switch (typeOf(schema, random)) {
    case 'string':
      return validString(schema, random, known);
    case 'integer':
    case 'number': {
      if (known.numbers.length && random.chance(0.5)) return random.pick(known.numbers);
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 100) : min + 100;
      return random.int(Math.ceil(min), Math.floor(max));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: random.int(0, 3) }, () => validValue(schema.items, random, known, depth + 1));
    case 'object':
      return validObject(schema, random, known, depth + 1);
    default:
      return random.pick([word(random), random.int(0, 100), true]);
  }
}

export function validObject(schema: JsonSchema, random: Random, known: KnownValues, depth = 0) {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(name) || random.chance(0.5)) out[name] = validValue(property, random, known, depth);
  }
  return out;
}

/**
 * A deeply nested or very wide value: around the nesting limit, far past it (deep enough that a
 * walk quadratic in the depth would show), or wide in keys or in array items, flat or a few
 * levels deep.
 */
export function nestedValue(random: Random): unknown {
  switch (random.int(0, 3)) {
    case 0: {
      let value: unknown = 'x';
      // Not deeper than 2,500: the client's own JSON.stringify recurses and overflows near 5,000
      // (bounded-input.test.ts sends 100,000 levels as raw text).
      const levels = random.pick([random.int(20, 40), random.int(40, 400), random.int(1000, 2500)]);
      for (let i = levels; i > 0; i--) value = random.chance(0.5) ? [value] : { a: value };
      return value;
    }
    case 1:
      return Object.fromEntries(Array.from({ length: random.int(100, 20_000) }, (_, i) => [`k${i}`, i]));
    case 2:
      return Array.from({ length: random.int(100, 20_000) }, (_, i) => ({ id: i, tags: [`t${i}`] }));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(50, 500) }, (_, i) => [`k${i}`, { a: [{ b: { c: [i, 'x'] } }] }]),
      );
  }
}

/** Anything but what the schema asks for. */
export function hostileValue(random: Random): unknown {
  switch (random.int(0, 4)) {
    case 0:
    case 1:
      return random.pick(HOSTILE_STRINGS);
    case 2:
      return random.pick(WRONG_TYPES);
    case 3:
      return 'y'.repeat(random.pick([256, 10_000, 200_000]));
    default:
      return nestedValue(random);
  }
}
