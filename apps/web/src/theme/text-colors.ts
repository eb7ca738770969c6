/**
 * Text colours that reach WCAG AA (4.5:1) on the surfaces they are drawn on, in both schemes.
 * Mantine draws coloured text (links, `c="teal"`, light badges, outline buttons, the active nav
 * entry), dimmed text, placeholders and errors with fixed shades, several of which do not reach AA
 * (the default orange as link text is 2.8:1 on white, dimmed grey 3.3:1). Here each of them becomes
 * the nearest shade that does; fills (buttons, filled badges) keep the colour itself.
 */
import { readableOn } from './contrast';

type Colors = Readonly<Record<string, readonly string[]>>;
type Variables = Record<`--${string}`, string>;

export interface SchemeTextColors {
  light: Variables;
  dark: Variables;
}

const WHITE = '#ffffff';

/** Where text sits in light mode: the page and cards, and the faint greys of headers and hovers. */
export const lightSurfaces = (colors: Colors) => [WHITE, colors.gray![0]!, colors.gray![1]!];
/** Where text sits in dark mode: the page and cards, inputs and default buttons, hovered rows. */
export const darkSurfaces = (colors: Colors) => [colors.dark![7]!, colors.dark![6]!, colors.dark![5]!];

/** The shade of `color` that text (links, names) takes in a scheme: the brand's is the portal's link colour. */
export const textShade = (color: string, colors: Colors, scheme: 'light' | 'dark') =>
  readableOn(color, scheme === 'dark' ? darkSurfaces(colors) : lightSurfaces(colors));

/**
 * The CSS variables to lay over Mantine's defaults. `primary` is the theme's primary colour: its
 * text shade starts from the colour itself (shade `primaryShade`), the others' from Mantine's text
 * shades (6 in light mode, 4 in dark mode).
 */
export function textColorVariables(colors: Colors, primary: string, primaryShade: number): SchemeTextColors {
  const light = lightSurfaces(colors);
  const dark = darkSurfaces(colors);
  const result: SchemeTextColors = {
    light: {
      '--mantine-color-dimmed': readableOn(colors.gray![6]!, light),
      '--mantine-color-placeholder': readableOn(colors.gray![5]!, light),
      '--mantine-color-error': readableOn(colors.red![6]!, light),
      '--mantine-color-anchor': `var(--mantine-color-${primary}-text)`,
    },
    dark: {
      '--mantine-color-dimmed': readableOn(colors.dark![2]!, dark),
      '--mantine-color-placeholder': readableOn(colors.dark![3]!, dark),
      '--mantine-color-error': readableOn(colors.red![6]!, dark),
      '--mantine-color-anchor': `var(--mantine-color-${primary}-text)`,
    },
  };
  for (const [name, shades] of Object.entries(colors)) {
    const isPrimary = name === primary;
    const lightText = readableOn(shades[isPrimary ? primaryShade : 6]!, light);
    result.light[`--mantine-color-${name}-text`] = lightText;
    // Outline buttons and badges draw their label in the outline colour.
    result.light[`--mantine-color-${name}-outline`] = lightText;
    // Light badges, avatars and the active nav entry: shade 9 on the colour's faintest tints.
    result.light[`--mantine-color-${name}-light-color`] = readableOn(shades[9]!, [...light, shades[0]!, shades[1]!]);
    result.dark[`--mantine-color-${name}-text`] = readableOn(shades[isPrimary ? primaryShade : 4]!, dark);
  }
  return result;
}
