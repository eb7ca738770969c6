/**
 * The company settings palette (docs/product/company-portal.md#company-settings, #messages-and-limits): 18 quick colours, the default #f97316 first.
 * Upper-case #RRGGBB, as the server stores theme colours.
 */
export const THEME_QUICK_COLORS = [
  '#F97316',
  '#EF4444',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#22C55E',
  '#10B981',
  '#14B8A6',
  '#06B6D4',
  '#0EA5E9',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#A855F7',
  '#D946EF',
  '#EC4899',
  '#F43F5E',
  '#64748B',
] as const;

/** A theme colour as typed: '#' and 3 or 6 hex digits (docs/product/company-portal.md#validation). */
export const THEME_COLOR_INPUT = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** '#abc' → '#AABBCC', '#f97316' → '#F97316'; undefined for anything that is not a theme colour. */
export function expandThemeColor(value: string): string | undefined {
  const typed = value.trim();
  if (!THEME_COLOR_INPUT.test(typed)) return undefined;
  const digits = typed.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toUpperCase()}`;
}
