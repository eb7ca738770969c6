import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * Light or dark, stored locally; 'auto' (the system preference) until the user picks one
 * (docs/product/platform-admin.md#states). The same key is read by public/before-app.js before the app starts.
 */
export const COLOR_SCHEME_KEY = 'color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
