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

/** The five counted figures, in their order on the dashboard. */
const COUNTS = [
  { key: 'totalCompanies', icon: IconBuilding, color: 'blue', hint: () => t.hints.totalCompanies },
  {
    key: 'activeCompanies',
    icon: IconBuildingCommunity,
    color: 'teal',
    hint: (figures: DashboardFigures) => t.hints.activeOf(figures.totalCompanies),
  },
  { key: 'totalUsers', icon: IconUsers, color: 'violet', hint: () => t.hints.totalUsers },
  {
    key: 'superAdminCount',
    tile: 'teamMembers',
    icon: IconUserShield,
    color: 'indigo',
    hint: () => t.hints.teamMembers,
  },
  { key: 'newThisWeek', icon: IconSparkles, color: 'orange', hint: () => t.hints.newThisWeek },
] as const satisfies readonly {
  key: keyof Omit<DashboardFigures, 'growth'>;
  tile?: keyof typeof t.tiles;
  icon: typeof IconBuilding;
  color: string;
  hint: (figures: DashboardFigures) => string;
}[];

/** The six figures of docs/product/platform-admin.md#dashboard, the growth one computed from real counts (docs/architecture.md#the-web-app). */
export function DashboardTiles({ figures }: { figures: DashboardFigures }) {
  const growth = growthFigure(figures.growth);
  const trendIcon = growth.trend === 'up' ? IconTrendingUp : growth.trend === 'down' ? IconTrendingDown : IconMinus;
  const trendColor = growth.trend === 'up' ? 'teal' : growth.trend === 'down' ? 'red' : 'gray';
  return (
    <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing={{ base: 'xs', sm: 'md' }}>
      {COUNTS.map((count) => (
        <Tile
          key={count.key}
          label={t.tiles['tile' in count ? count.tile : count.key]}
          value={formatCount(figures[count.key])}
          hint={count.hint(figures)}
          icon={count.icon}
          color={count.color}
        />
      ))}
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
