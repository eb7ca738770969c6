/**
 * The inside of every figure tile in the product: the icon in its tinted square on the left, the
 * label, the figure, and an optional line under it. StatTiles (tiles that filter a list) and
 * FigureCard (dashboard figures) both draw it, so the two look the same everywhere.
 */
import { Skeleton, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './StatTiles.module.css';

export interface TileBodyProps {
  label: string;
  /** The figure, formatted; undefined while it loads (a skeleton). */
  value: ReactNode | undefined;
  icon?: ReactNode;
  /** The icon's colour; the theme's primary colour unless told. */
  color?: MantineColor;
  hint?: string;
  hintColor?: string;
}

export function TileBody({ label, value, icon, color, hint, hintColor }: TileBodyProps) {
  return (
    <>
      {icon && (
        <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
      )}
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={500} truncate>
          {label}
        </Text>
        {value === undefined ? <Skeleton h={24} w={36} mt={2} /> : <Text className={classes.count}>{value}</Text>}
        {hint && (
          <Text size="xs" c={hintColor ?? 'dimmed'} mt={2} lineClamp={2}>
            {hint}
          </Text>
        )}
      </div>
    </>
  );
}
