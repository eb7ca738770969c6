import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { MULTI_LINE_PATTERN } from '@app/contracts';

import { appRouter } from '../../root';

type Node = Record<string, unknown>;

/** Every string position of a JSON Schema, with its path (record keys are left to the middleware). */
function* stringNodes(node: unknown, path: string): Generator<[string, Node]> {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Node;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) yield [path, schema];
  for (const [name, child] of Object.entries((schema.properties as Node | undefined) ?? {})) {
    yield* stringNodes(child, `${path}.${name}`);
  }
  for (const key of ['items', 'additionalProperties']) yield* stringNodes(schema[key], `${path}[]`);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const branch of (schema[key] as unknown[] | undefined) ?? []) yield* stringNodes(branch, path);
  }
}

/** The patterns a string position must match: its own and those of `allOf` parts. */
const patternsOf = (node: Node): RegExp[] =>
  [node, ...((node.allOf as Node[] | undefined) ?? [])]
    .map((part) => part.pattern)
    .filter((p): p is string => typeof p === 'string')
    .map((p) => new RegExp(p, 'u'));

const refused = (patterns: RegExp[], text: string) => patterns.some((p) => !p.test(text));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const procedures = Object.entries(appRouter._def.procedures as Record<string, any>);

describe('every procedure input refuses control characters in its schema', () => {
  it.each(procedures.map(([path, procedure]) => [path, procedure] as const))('%s', (_path, procedure) => {
    const inputs = (procedure._def.inputs as unknown[]).filter((s) => typeof s === 'object' && s && '_zod' in s);
    for (const input of inputs) {
      const json = z.toJSONSchema(input as z.ZodType, { io: 'input', unrepresentable: 'any' });
      for (const [where, node] of stringNodes(json, 'input')) {
        const patterns = patternsOf(node);
        const isMultiLine = patterns.some((p) => p.source === MULTI_LINE_PATTERN.source);
        // Build strings with the shared helpers (singleLine / multiLine, requiredText, ...).
        for (const probe of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
          expect(refused(patterns, probe), `${where} accepts ${JSON.stringify(probe)}`).toBe(true);
        }
        if (isMultiLine) continue;
        for (const probe of ['a\tb', 'a\nb', 'a\rb']) {
          expect(refused(patterns, probe), `${where} is single-line but accepts ${JSON.stringify(probe)}`).toBe(true);
        }
      }
    }
  });
});
