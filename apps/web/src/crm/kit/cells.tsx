/** Table cells of the CRM lists: dates, money, links and long text, each '-' when empty. */
import { Anchor, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { formatDate, formatDateTime, formatINR } from '../../kit/format';

const EMPTY = MESSAGES.web.time.emptyDate;
const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * '26 Nov 2026': a calendar date as it is, a moment on the company's clock (the display zone the
 * company shell keeps, so a list of hundreds of cells does not read the session once per cell).
 */
export const DateCell = ({ value }: { value: string | null | undefined }) => (
  <span style={nowrap}>{formatDate(value)}</span>
);

/** A box as wide as its whole text: a table column or a flex row cannot squeeze it below that. */
const whole = { ...nowrap, display: 'inline-block' } as const;

/**
 * '17 Dec 2026, 16:00' on the company's clock, always whole: never cut or wrapped, the column
 * grows to fit it (the list scrolls sideways before a date-time loses its time).
 */
export const MeetingTimeCell = ({ value }: { value: string | null | undefined }) => (
  <span style={whole}>{formatDateTime(value)}</span>
);

/** '₹1,23,456' (INR, no decimals). */
export const MoneyCell = ({ value }: { value: number | string | null | undefined }) => (
  <span style={nowrap}>{formatINR(value)}</span>
);

/** An address (mailto: for emails); external pages open in a new tab. */
export function LinkCell({
  href,
  label,
  kind = 'url',
}: {
  href: string | null | undefined;
  label?: string;
  kind?: 'url' | 'email';
}) {
  if (!href) return <>{EMPTY}</>;
  const target = kind === 'email' ? `mailto:${href}` : /^https?:\/\//i.test(href) ? href : `https://${href}`;
  return (
    <Anchor
      href={target}
      size="sm"
      style={nowrap}
      {...(kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label ?? href}
    </Anchor>
  );
}

/**
 * Long text cut to one line, the whole text in a tooltip. The tooltip (floating-ui's positioning and
 * listeners) is set up on the first hover only: a page of rows renders without twenty of them
 * (docs/decisions/0025). It mounts open, as the pointer is already on the text.
 */
export function TruncatedCell({ value, width = 180 }: { value: string | null | undefined; width?: number }) {
  const [hovered, setHovered] = useState(false);
  if (!value) return <>{EMPTY}</>;
  const text = (
    <Text size="sm" truncate="end" maw={width} onMouseEnter={hovered ? undefined : () => setHovered(true)}>
      {value}
    </Text>
  );
  return hovered ? (
    <Tooltip label={value} multiline maw={320} withinPortal defaultOpened>
      {text}
    </Tooltip>
  ) : (
    text
  );
}
