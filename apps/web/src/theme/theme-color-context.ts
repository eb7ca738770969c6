import { createContext, useContext } from 'react';

export const ThemeColorContext = createContext<(color: string) => void>(() => undefined);

/** Sets the app's primary colour (a `#RRGGBB` theme colour). */
export const useSetThemeColor = () => useContext(ThemeColorContext);
