/**
 * WCAG contrast maths for the theme: the ratio between two colours, and the nearest shade of a
 * colour that reads on a set of backgrounds. Pure functions of `#rrggbb` strings.
 */
import { luminance, mix, parseHex, toHex } from './palette';

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/** The WCAG contrast ratio of two colours, from 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The lowest contrast of a colour against any of the backgrounds. */
export const worstContrast = (color: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((background) => contrastRatio(color, background)));

/**
 * Luminance where black and white text reach the same contrast (√(1.05 × 0.05) − 0.05): above it
 * black text reads better, below it white does.
 */
export const BLACK_TEXT_ABOVE = Math.sqrt(1.05 * 0.05) - 0.05;

/** Mixing steps of 1 %: fine enough that the shade is no darker (or lighter) than it must be. */
const STEPS = 100;

/** Black or white, whichever reads better on a fill (Mantine's `autoContrast`, with the AA cut-off). */
export const textOnFill = (fill: string) => (luminance(fill) > BLACK_TEXT_ABOVE ? '#000000' : '#ffffff');

/**
 * `color` itself when it reaches `minRatio` on every background; otherwise the least mixed shade
 * that does: towards black on light backgrounds, towards white on dark ones. The hue stays, so a
 * company's orange becomes a darker orange rather than a grey. Falls back to black or white, which
 * always reach AA on backgrounds all light or all dark.
 */
export function readableOn(color: string, backgrounds: readonly string[], minRatio = AA_TEXT): string {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`not a hex colour: ${color}`);
  const average = backgrounds.reduce((sum, b) => sum + luminance(b), 0) / backgrounds.length;
  const target = average > BLACK_TEXT_ABOVE ? 0 : 255;
  for (let step = 0; step <= STEPS; step++) {
    const shade = toHex(mix(rgb, target, step / STEPS));
    if (worstContrast(shade, backgrounds) >= minRatio) return shade;
  }
  return target === 0 ? '#000000' : '#ffffff';
}
