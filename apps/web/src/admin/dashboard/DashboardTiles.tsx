import { SimpleGrid } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingCommunity,
  IconTrendingDown,
  IconTrendingUp,
  IconUserShield,
  IconUsers,
  IconSparkles,
  IconMinus,
} from '@tabler/icons-react';

import { MESSAGES, type DashboardGrowth } from '@app/contracts';

import { formatCount } from '../../kit/format/numbers';
import { FigureCard as Tile } from '../../kit/layout/FigureCard';
import { growthFigure } from './dashboard-model';

const t = MESSAGES.web.dashboard;

export interface DashboardFigures {
  totalCompanies: number;
  activeCompanies: number;
  totalUsers: number;
  superAdminCount: number;
  newThisWeek: number;
  growth: DashboardGrowth;
}

/** The six figures of docs/product/platform-admin.md#dashboard, the growth one computed from real counts (docs/architecture.md#the-web-app). */
export function DashboardTiles({ figures }: { figures: DashboardFigures }) {
  const growth = growthFigure(figures.growth);
  const trendIcon = growth.trend === 'up' ? IconTrendingUp : growth.trend === 'down' ? IconTrendingDown : IconMinus;
  const trendColor = growth.trend === 'up' ? 'teal' : growth.trend === 'down' ? 'red' : 'gray';
  return (
    <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing={{ base: 'xs', sm: 'md' }}>
      <Tile
        label={t.tiles.totalCompanies}
        value={formatCount(figures.totalCompanies)}
        hint={t.hints.totalCompanies}
        icon={IconBuilding}
        color="blue"
      />
      <Tile
        label={t.tiles.activeCompanies}
        value={formatCount(figures.activeCompanies)}
        hint={t.hints.activeOf(figures.totalCompanies)}
        icon={IconBuildingCommunity}
        color="teal"
      />
      <Tile
        label={t.tiles.totalUsers}
        value={formatCount(figures.totalUsers)}
        hint={t.hints.totalUsers}
        icon={IconUsers}
        color="violet"
      />
      <Tile
        label={t.tiles.teamMembers}
        value={formatCount(figures.superAdminCount)}
        hint={t.hints.teamMembers}
        icon={IconUserShield}
        color="indigo"
      />
      <Tile
        label={t.tiles.newThisWeek}
        value={formatCount(figures.newThisWeek)}
        hint={t.hints.newThisWeek}
        icon={IconSparkles}
        color="orange"
      />
      <Tile
        label={t.tiles.growth}
        value={growth.value}
        hint={growth.text}
        hintColor={trendColor === 'gray' ? 'dimmed' : trendColor}
        icon={trendIcon}
        color={trendColor}
        title={`${growth.sentence} (${growth.counts})`}
      />
    </SimpleGrid>
  );
}
