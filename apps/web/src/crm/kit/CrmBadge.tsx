import { Badge } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { badgeColor, type CrmBadgeKind } from './badge-colors';

/** Badges show their whole value: a table cell must not cut 'Got Enquiry' to 'GO...'. */
const BADGE_STYLE = { whiteSpace: 'nowrap', overflow: 'visible', maxWidth: 'none' } as const;
/** Mantine cuts the label itself (overflow hidden), which also lets a table column shrink below it. */
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

/** A stage, status, priority, outcome or type as a coloured badge; '-' when empty. */
export function CrmBadge({ kind, value }: { kind: CrmBadgeKind; value: string | null | undefined }) {
  if (!value) return <>{MESSAGES.web.time.emptyDate}</>;
  return (
    <Badge color={badgeColor(kind, value)} variant="light" style={BADGE_STYLE} styles={WHOLE_LABEL}>
      {value}
    </Badge>
  );
}

/** A person (the CS person) as a neutral badge; '-' when none. */
export function PersonBadge({ name }: { name: string | null | undefined }) {
  if (!name) return <>{MESSAGES.web.time.emptyDate}</>;
  return (
    <Badge color="grape" variant="light" tt="none" style={BADGE_STYLE} styles={WHOLE_LABEL}>
      {name}
    </Badge>
  );
}
