import { describe, expect, it } from 'vitest';

import { isNavActive, splitBottomBar } from './nav';

describe('isNavActive', () => {
  it.each([
    ['/', '/', true],
    ['/', '/companies', false],
    ['/companies', '/companies', true],
    ['/companies', '/companies/', true],
    ['/companies', '/companies/12', true],
    ['/companies', '/companies-archive', false],
    ['/team', '/companies', false],
  ])('%s on %s is %s', (to, pathname, expected) => {
    expect(isNavActive(to, pathname)).toBe(expected);
  });
});

describe('splitBottomBar', () => {
  it('keeps up to four entries in the bar', () => {
    expect(splitBottomBar([1, 2, 3])).toEqual({ bar: [1, 2, 3], more: [] });
    expect(splitBottomBar([1, 2, 3, 4])).toEqual({ bar: [1, 2, 3, 4], more: [] });
  });
  it('moves the rest under More', () => {
    expect(splitBottomBar([1, 2, 3, 4, 5, 6])).toEqual({ bar: [1, 2, 3, 4], more: [5, 6] });
  });
});
