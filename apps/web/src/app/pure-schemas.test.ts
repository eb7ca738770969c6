import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

import { pureSchemas } from '../../build/pure-schemas';

type Transform = (this: { parse: (code: string) => unknown }, code: string, id: string) => { code: string } | null;
const transform = pureSchemas().transform as Transform;
const run = (code: string, id = '/repo/packages/contracts/src/schemas/x.ts') =>
  transform.call({ parse: (source) => parseAst(source) }, code, id);

describe('pure contracts constants (web build)', () => {
  it('wraps constants built by calls in a pure IIFE, leaves lists, functions and statements alone', () => {
    const source = [
      "export const LIST = ['a', 'b'];",
      'export const schema = z.object({ a: z.string().min(1) });',
      'const fields = { b: z.number() };',
      'export const make = (m) => z.string({ error: m });',
      'z.config({ jitless: true });',
    ].join('\n');
    const out = run(source)!.code;
    expect(out).toContain("export const LIST = ['a', 'b'];");
    expect(out).toContain('export const schema = /* @__PURE__ */ (() => (z.object({ a: z.string().min(1) })))();');
    expect(out).toContain('const fields = /* @__PURE__ */ (() => ({ b: z.number() }))();');
    expect(out).toContain('export const make = (m) => z.string({ error: m });');
    expect(out).toContain('z.config({ jitless: true });');
  });

  it('evaluates the same values as before', () => {
    const source = 'const base = make(2);\nexport const value = { n: base * 3, list: [1, 2].map((x) => x + base) };';
    const evaluate = (code: string) =>
      new Function('make', `${code.replace('export ', '')}; return value;`)((n: number) => n) as unknown;
    expect(evaluate(run(source)!.code)).toEqual(evaluate(source));
  });

  it('touches only packages/contracts sources, not their tests', () => {
    expect(run('export const a = f();', '/repo/apps/web/src/x.ts')).toBeNull();
    expect(run('export const a = f();', '/repo/packages/contracts/src/x.test.ts')).toBeNull();
  });
});
