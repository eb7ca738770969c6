import { MantineProvider } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';

import { DEFAULT_THEME_COLOR } from '@app/contracts';

import { colorSchemeManager } from './color-scheme';
import { ThemeColorContext } from './theme-color-context';
import { createAppTheme, cssVariablesResolver } from './theme';

/**
 * MantineProvider whose primary colour can be set from below: the tenant host sets the company's
 * colour once it is known; the admin host keeps the default.
 */
export function ThemeColorProvider({ children }: { children: ReactNode }) {
  const [color, setColor] = useState<string>(DEFAULT_THEME_COLOR);
  const theme = useMemo(() => createAppTheme(color), [color]);
  const value = useMemo(() => ({ color, setColor }), [color]);
  return (
    <ThemeColorContext.Provider value={value}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
      >
        {children}
      </MantineProvider>
    </ThemeColorContext.Provider>
  );
}
