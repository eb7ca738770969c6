import { describe, expect, it } from 'vitest';

import { DEFAULT_THEME_COLOR } from './limits';
import { expandThemeColor, THEME_QUICK_COLORS } from './theme-colors';

describe('THEME_QUICK_COLORS', () => {
  it('holds 18 distinct #RRGGBB colours, the default first', () => {
    expect(THEME_QUICK_COLORS).toHaveLength(18);
    expect(new Set(THEME_QUICK_COLORS).size).toBe(18);
    expect(THEME_QUICK_COLORS.every((c) => /^#[0-9A-F]{6}$/.test(c))).toBe(true);
    expect(THEME_QUICK_COLORS[0]).toBe(DEFAULT_THEME_COLOR.toUpperCase());
  });
});

describe('expandThemeColor', () => {
  it.each([
    ['#abc', '#AABBCC'],
    [' #f97316 ', '#F97316'],
    ['#F97316', '#F97316'],
  ])('%j → %s', (typed, expected) => {
    expect(expandThemeColor(typed)).toBe(expected);
  });

  it.each(['', 'f97316', '#f9731', '#abcd', '#ggg', 'red'])('refuses %j', (typed) => {
    expect(expandThemeColor(typed)).toBeUndefined();
  });
});
