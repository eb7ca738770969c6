/** 'blue.6' → the theme's CSS variable; 'primary' → the company colour (its filled shade). */
export const cssColor = (color: string) =>
  color === 'primary' ? 'var(--mantine-primary-color-filled)' : `var(--mantine-color-${color.replace('.', '-')})`;

/** A bar's or arc's tooltip opens on hover, keyboard focus and touch (Mantine's default is hover only). */
export const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };
