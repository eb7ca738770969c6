import { DEFAULT_THEME_COLOR } from '@app/contracts';
import { describe, expect, it } from 'vitest';

import { BRAND_SHADE, luminance, paletteFromHex, parseHex } from './palette';

describe('paletteFromHex', () => {
  it('keeps the brand colour at the primary shade', () => {
    expect(paletteFromHex('#1E88E5')[BRAND_SHADE]).toBe('#1e88e5');
  });

  it('has ten shades from light to dark', () => {
    const palette = paletteFromHex('#f97316');
    expect(palette).toHaveLength(10);
    for (let i = 1; i < palette.length; i++) {
      expect(luminance(palette[i]!)).toBeLessThan(luminance(palette[i - 1]!));
    }
  });

  it('darkens by 10 % steps below the brand colour', () => {
    const palette = paletteFromHex('#c80000');
    expect(palette.slice(7)).toEqual(['#b40000', '#a00000', '#8c0000']);
  });

  it('falls back to the default colour for missing or invalid input', () => {
    const fallback = paletteFromHex(DEFAULT_THEME_COLOR);
    expect(paletteFromHex(undefined)).toEqual(fallback);
    expect(paletteFromHex('orange')).toEqual(fallback);
    expect(paletteFromHex('#12345')).toEqual(fallback);
    expect(fallback[BRAND_SHADE]).toBe('#f97316');
  });

  it('accepts the short form', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
  });
});
