/**
 * Summary tiles with counts that double as filters (docs/product/platform-admin.md#companies, #super-admins). Exactly one tile is active
 * at a time; a click on the active tile clears it (onChange(null)). Each tile is a toggle button
 * (aria-pressed), reachable with Tab and pressed with Enter or Space.
 *
 *   <StatTiles
 *     tiles={[{ value: 'total', label: 'Total', count: stats?.total, icon: <IconBuilding size={20} /> }, ...]}
 *     active={list.state.filter}
 *     onChange={(tile) => list.set({ filter: tile })}     // or onToggle={list.toggleTile}
 *   />
 *
 * A count that is still loading (undefined) shows a skeleton.
 */
import { UnstyledButton, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { formatCount } from '../format/numbers';
import { toggleTile } from './list-state';
import classes from './StatTiles.module.css';
import { TileBody } from './TileBody';

export interface StatTile<F extends string> {
  value: F;
  label: string;
  count: number | undefined;
  icon?: ReactNode;
  /** The icon's colour; the theme's primary colour unless told. */
  color?: MantineColor;
}

export interface StatTilesProps<F extends string> {
  tiles: readonly StatTile<F>[];
  active: F | null;
  /** The new active tile, or null when the active one was clicked again. */
  onChange: (tile: F | null) => void;
  /** Accessible name of the group. */
  label?: string;
}

export function StatTiles<F extends string>({
  tiles,
  active,
  onChange,
  label = MESSAGES.web.list.summaryTiles,
}: StatTilesProps<F>) {
  return (
    <div className={classes.tiles} role="group" aria-label={label}>
      {tiles.map((tile) => (
        <UnstyledButton
          key={tile.value}
          className={classes.tile}
          aria-pressed={active === tile.value}
          onClick={() => onChange(toggleTile(active, tile.value))}
          data-tile={tile.value}
        >
          <TileBody
            label={tile.label}
            value={tile.count === undefined ? undefined : formatCount(tile.count)}
            icon={tile.icon}
            color={tile.color}
          />
        </UnstyledButton>
      ))}
    </div>
  );
}
