import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

import { BLACK_TEXT_ABOVE } from './contrast';
import { BRAND_SHADE, paletteFromHex } from './palette';
import { textColorVariables } from './text-colors';

/** The app's Mantine theme: the company's colour (or the platform default) as primary colour. */
export function createAppTheme(themeColor: string | null | undefined): MantineThemeOverride {
  return createTheme({
    colors: { brand: paletteFromHex(themeColor) },
    primaryColor: 'brand',
    // The brand colour itself fills buttons and badges in both schemes.
    primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
    // Black or white text on a fill, whichever contrasts more (Mantine's default cut-off of 0.3
    // keeps white text on fills where it reaches only 3:1).
    autoContrast: true,
    luminanceThreshold: BLACK_TEXT_ABOVE,
    defaultRadius: 'md',
    cursorType: 'pointer',
    // A visible focus ring for keyboard users only.
    focusRing: 'auto',
  });
}

/** Mantine's CSS variables with text colours that reach AA on their backgrounds (text-colors.ts). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  // Mantine asks again on every render of its provider; the theme object changes only with the colour.
  let result = resolved.get(theme);
  if (!result) {
    const { light, dark } = textColorVariables(theme.colors, theme.primaryColor, BRAND_SHADE);
    result = { variables: {}, light, dark };
    resolved.set(theme, result);
  }
  return result;
};

const resolved = new WeakMap<object, ReturnType<CSSVariablesResolver>>();
