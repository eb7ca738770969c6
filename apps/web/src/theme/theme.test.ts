import { DEFAULT_THEME, mergeThemeOverrides, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { AA_TEXT, BLACK_TEXT_ABOVE, worstContrast } from './contrast';
import { BRAND_SHADE } from './palette';
import { lightSurfaces } from './text-colors';
import { createAppTheme, cssVariablesResolver } from './theme';

const themeFor = (color: string) => mergeThemeOverrides(DEFAULT_THEME, createAppTheme(color)) as MantineTheme;

describe('the app theme', () => {
  it('fills with the company colour itself and picks fill text at the AA cut-off', () => {
    const theme = themeFor('#1E88E5');
    expect(theme.primaryShade).toEqual({ light: BRAND_SHADE, dark: BRAND_SHADE });
    expect(theme.colors.brand![BRAND_SHADE]).toBe('#1e88e5');
    expect(theme.luminanceThreshold).toBe(BLACK_TEXT_ABOVE);
    expect(theme.autoContrast).toBe(true);
  });

  it('lays readable link and brand text colours over Mantine’s, per company colour', () => {
    const light = cssVariablesResolver(themeFor('#fbbf24')).light;
    expect(light['--mantine-color-anchor']).toBe('var(--mantine-color-brand-text)');
    const text = light['--mantine-color-brand-text']!;
    expect(worstContrast(text, lightSurfaces(DEFAULT_THEME.colors))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(cssVariablesResolver(themeFor('#1e3a8a')).light['--mantine-color-brand-text']).toBe('#1e3a8a');
  });

  it('answers the same object again for the same theme', () => {
    const theme = themeFor('#f97316');
    expect(cssVariablesResolver(theme)).toBe(cssVariablesResolver(theme));
  });
});
