import { describe, expect, it } from 'vitest';

import { INPUT_LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { findUnsafeText } from './text';

/** `levels` objects nested in one another, the innermost holding `leaf`. */
function nested(levels: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

const tooDeep = MESSAGES.validation.tooDeep(INPUT_LIMITS.maxDepth);

describe('findUnsafeText', () => {
  it('names the first bad string or key by its dotted path', () => {
    expect(findUnsafeText({ owner: { name: 'ok', email: 'a\u0000b' } })).toEqual({
      path: 'owner.email',
      message: MESSAGES.validation.controlCharacters,
    });
    expect(findUnsafeText({ list: ['ok', { 'k\u0007': 1 }] })).toEqual({
      path: 'list.1.k?',
      message: MESSAGES.validation.controlCharacters,
    });
    expect(findUnsafeText('\ud800', 'X-Subdomain')).toEqual({
      path: 'X-Subdomain',
      message: MESSAGES.validation.invalidText,
    });
  });

  it('reports the first problem in document order, as a recursive walk would', () => {
    expect(findUnsafeText({ a: ['x', 'b\u0001'], 'c\u0002': 'd\u0003' })?.path).toBe('a.1');
    expect(findUnsafeText({ a: { b: 'ok' }, c: 'd\u0003', 'e\u0004': 1 })?.path).toBe('c');
  });

  it('takes input nested up to the limit and refuses one level more, naming the limit', () => {
    expect(findUnsafeText(nested(INPUT_LIMITS.maxDepth))).toBeUndefined();
    const refused = findUnsafeText(nested(INPUT_LIMITS.maxDepth + 1));
    expect(refused?.message).toBe(tooDeep);
    expect(refused?.path).toBe(Array(INPUT_LIMITS.maxDepth).fill('a').join('.'));
    expect(findUnsafeText([[[nested(INPUT_LIMITS.maxDepth)]]])?.message).toBe(tooDeep);
  });

  it('never throws, however deep the input', () => {
    // Deep enough to overflow the stack of any recursive walk.
    let deep: unknown = 'end';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)?.message).toBe(tooDeep);
    expect(findUnsafeText(nested(200_000))?.message).toBe(tooDeep);
  });

  it('walks a wide input whole and finds a problem at its very end', () => {
    const wide: Record<string, string> = {};
    for (let index = 0; index < 50_000; index += 1) wide[`k${index}`] = 'fine text';
    expect(findUnsafeText(wide)).toBeUndefined();
    wide.last = 'bad\u0000';
    expect(findUnsafeText(wide)?.path).toBe('last');
  });
});
