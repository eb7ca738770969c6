import { DEFAULT_THEME_COLOR } from '@app/contracts';

/** Ten shades, lightest first, as Mantine's colour tuples are. */
export type Palette = readonly [string, string, string, string, string, string, string, string, string, string];

/** Index of the brand colour itself in the palette; Mantine's primaryShade points here. */
export const BRAND_SHADE = 6;

export type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export function parseHex(value: string | null | undefined): Rgb | undefined {
  const match = HEX.exec(value?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Moves each channel `amount` (0..1) of the way towards `target` (white or black). */
export const mix = (rgb: Rgb, target: number, amount: number): Rgb => rgb.map((c) => c + (target - c) * amount) as Rgb;

/** How far shades 0..5 are mixed towards white, and 7..9 towards black (steps of 10 % below the brand). */
const TINTS = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16];
const SHADES = [0.1, 0.2, 0.3];

/**
 * The primary palette from a company's theme colour: the colour itself at shade 6, tints above it,
 * darker shades (10 % steps) below. An invalid colour falls back to the default #f97316.
 */
export function paletteFromHex(hex: string | null | undefined): Palette {
  const rgb = parseHex(hex) ?? parseHex(DEFAULT_THEME_COLOR)!;
  return [
    ...TINTS.map((t) => toHex(mix(rgb, 255, t))),
    toHex(rgb),
    ...SHADES.map((s) => toHex(mix(rgb, 0, s))),
  ] as unknown as Palette;
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
