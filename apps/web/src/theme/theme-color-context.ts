import { createContext, useContext } from 'react';

import { DEFAULT_THEME_COLOR } from '@app/contracts';

export interface ThemeColor {
  /** The app's primary colour now, a `#RRGGBB` theme colour. */
  color: string;
  /** Sets the app's primary colour. */
  setColor: (color: string) => void;
}

export const ThemeColorContext = createContext<ThemeColor>({ color: DEFAULT_THEME_COLOR, setColor: () => undefined });

/** Sets the app's primary colour (a `#RRGGBB` theme colour). */
export const useSetThemeColor = () => useContext(ThemeColorContext).setColor;

/** The app's primary colour now. */
export const useThemeColor = () => useContext(ThemeColorContext).color;
