import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { DEFAULT_THEME_COLOR } from '@app/contracts';

import { AA_TEXT, contrastRatio, worstContrast } from './contrast';
import { BRAND_SHADE, paletteFromHex } from './palette';
import { darkSurfaces, lightSurfaces, textColorVariables, textShade } from './text-colors';

const withBrand = (hex: string) => ({ ...DEFAULT_THEME.colors, brand: paletteFromHex(hex) });

describe('textColorVariables', () => {
  const colors = withBrand(DEFAULT_THEME_COLOR);
  const { light, dark } = textColorVariables(colors, 'brand', BRAND_SHADE);

  it('gives the default orange a darker text shade in light mode that reaches AA (it is 2.8:1 itself)', () => {
    expect(contrastRatio(DEFAULT_THEME_COLOR, '#ffffff')).toBeLessThan(3);
    const text = light['--mantine-color-brand-text']!;
    expect(worstContrast(text, lightSurfaces(colors))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(light['--mantine-color-anchor']).toBe('var(--mantine-color-brand-text)');
    expect(dark['--mantine-color-anchor']).toBe('var(--mantine-color-brand-text)');
  });

  it('lightens the orange for dark mode only as far as the lightest dark surface needs', () => {
    expect(worstContrast(DEFAULT_THEME_COLOR, darkSurfaces(colors))).toBeLessThan(AA_TEXT);
    expect(worstContrast(dark['--mantine-color-brand-text']!, darkSurfaces(colors))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps a dark company colour as it is in light mode and lightens it in dark mode', () => {
    const navy = withBrand('#1e3a8a');
    const vars = textColorVariables(navy, 'brand', BRAND_SHADE);
    expect(vars.light['--mantine-color-brand-text']).toBe('#1e3a8a');
    expect(vars.dark['--mantine-color-brand-text']).not.toBe('#1e3a8a');
    expect(worstContrast(vars.dark['--mantine-color-brand-text']!, darkSurfaces(navy))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('makes every text colour of every theme colour reach AA on its surfaces, in both schemes', () => {
    for (const name of Object.keys(colors)) {
      const shades = colors[name as keyof typeof colors];
      expect(worstContrast(light[`--mantine-color-${name}-text`]!, lightSurfaces(colors)), name).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
      expect(light[`--mantine-color-${name}-outline`]).toBe(light[`--mantine-color-${name}-text`]);
      const onTints = [...lightSurfaces(colors), shades[0], shades[1]];
      expect(worstContrast(light[`--mantine-color-${name}-light-color`]!, onTints), name).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
      expect(worstContrast(dark[`--mantine-color-${name}-text`]!, darkSurfaces(colors)), name).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
    }
  });

  it('makes dimmed text, placeholders and errors reach AA (Mantine’s greys and red do not)', () => {
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(DEFAULT_THEME.colors.dark[2], DEFAULT_THEME.colors.dark[7])).toBeLessThan(AA_TEXT);
    for (const key of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-error'] as const) {
      expect(worstContrast(light[key]!, lightSurfaces(colors)), key).toBeGreaterThanOrEqual(AA_TEXT);
      expect(worstContrast(dark[key]!, darkSurfaces(colors)), key).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

describe('textShade', () => {
  it('is the theme’s brand text colour for the same colour and scheme', () => {
    const colors = withBrand('#12b886');
    const { light, dark } = textColorVariables(colors, 'brand', BRAND_SHADE);
    expect(textShade('#12b886', colors, 'light')).toBe(light['--mantine-color-brand-text']);
    expect(textShade('#12b886', colors, 'dark')).toBe(dark['--mantine-color-brand-text']);
  });
});
