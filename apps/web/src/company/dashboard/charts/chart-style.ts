import type { MantineTheme } from '@mantine/core';

import { textOnFill } from '../../../theme/contrast';
import { BRAND_SHADE } from '../../../theme/palette';

/** 'blue.6' → the theme's CSS variable; 'primary' → the company colour (its filled shade). */
export const cssColor = (color: string) =>
  color === 'primary' ? 'var(--mantine-primary-color-filled)' : `var(--mantine-color-${color.replace('.', '-')})`;

/** A bar's or arc's tooltip opens on hover, keyboard focus and touch (Mantine's default is hover only). */
export const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/** The colour a chart colour stands for ('blue.6', 'primary'), as the theme's hex value. */
export function colorValue(theme: MantineTheme, color: string): string {
  if (color === 'primary') return theme.colors[theme.primaryColor]![BRAND_SHADE]!;
  const [name = '', shade = '6'] = color.split('.');
  return theme.colors[name]?.[Number(shade)] ?? theme.black;
}

/** Black or white, whichever reads (AA) on a bar of that chart colour. */
export const textOnChartColor = (theme: MantineTheme, color: string) => textOnFill(colorValue(theme, color));
