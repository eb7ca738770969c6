import { Tooltip } from '@mantine/core';

import { formatCount } from '../../../kit/format/numbers';
import { cssColor, TOOLTIP_EVENTS } from './chart-style';

interface Slice {
  name: string;
  value: number;
  color: string;
}

const SIZE = 200;
const THICKNESS = 28;
const RADIUS = (SIZE - THICKNESS) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Enquiries by product type as a donut: one arc per type (a circle's dashed stroke, starting at the
 * top), the total in the middle; each arc names its type and count on hover or keyboard focus.
 */
export function DonutChart({ slices, label }: { slices: readonly Slice[]; label: string }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  // Each arc starts where the ones before it end.
  const lengths = slices.map((s) => (s.value / total) * CIRCUMFERENCE);
  const offsets = lengths.map((_, i) => lengths.slice(0, i).reduce((sum, l) => sum + l, 0));
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="group" aria-label={label}>
      <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
        {slices.map((slice, i) => {
          const length = lengths[i]!;
          const text = `${slice.name}: ${formatCount(slice.value)}`;
          return (
            <Tooltip key={slice.name} label={text} withArrow events={TOOLTIP_EVENTS}>
              <circle
                tabIndex={0}
                role="img"
                aria-label={text}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={RADIUS}
                fill="none"
                stroke={cssColor(slice.color)}
                strokeWidth={THICKNESS}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-offsets[i]!}
              />
            </Tooltip>
          );
        })}
      </g>
      <text
        x="50%"
        y="50%"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={22}
        fontWeight={700}
        fill="var(--mantine-color-text)"
        aria-hidden
      >
        {formatCount(total)}
      </text>
    </svg>
  );
}
