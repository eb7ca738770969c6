import { createTheme, type MantineThemeOverride } from '@mantine/core';

import { BRAND_SHADE, paletteFromHex } from './palette';

/** The app's Mantine theme: the company's colour (or the platform default) as primary colour. */
export function createAppTheme(themeColor: string | null | undefined): MantineThemeOverride {
  return createTheme({
    colors: { brand: paletteFromHex(themeColor) },
    primaryColor: 'brand',
    // The brand colour itself in both schemes, with readable text on light brand colours.
    primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
    autoContrast: true,
    defaultRadius: 'md',
    cursorType: 'pointer',
    // A visible focus ring for keyboard users only.
    focusRing: 'auto',
  });
}
