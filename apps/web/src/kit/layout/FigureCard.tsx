import { Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

import classes from '../list/StatTiles.module.css';
import { TileBody } from '../list/TileBody';

export interface FigureCardProps {
  label: string;
  /** The big figure, already formatted ('1,204', '₹2,50,000', '—'). */
  value: string;
  hint: string;
  icon: Icon;
  color: string;
  hintColor?: string;
  title?: string;
}

/** A dashboard figure, drawn as every figure tile is (TileBody): icon, label, the figure, a line under it. */
export function FigureCard({ label, value, hint, icon: CardIcon, color, hintColor, title }: FigureCardProps) {
  return (
    <Paper className={classes.tile} title={title} style={{ overflowWrap: 'anywhere' }}>
      <TileBody
        label={label}
        value={value}
        icon={<CardIcon size={20} stroke={1.6} />}
        color={color}
        hint={hint}
        hintColor={hintColor}
      />
    </Paper>
  );
}
