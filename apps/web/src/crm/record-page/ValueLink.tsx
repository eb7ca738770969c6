/** Field values that are addresses, as links that wrap anywhere: addresses are long and the column is narrow. */
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A web address as typed ('acme.in') made openable. */
export const webHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * A website, profile or meeting link: opens in a new tab. Null when empty, so that the field reads
 * as empty (a function, not a component: an element is never empty).
 */
export function webLink(url: string | null | undefined) {
  if (!url) return null;
  return (
    <Anchor href={webHref(url)} size="sm" style={wrap} target="_blank" rel="noopener noreferrer">
      {url}
    </Anchor>
  );
}

export function emailLink(email: string | null | undefined) {
  if (!email) return null;
  return (
    <Anchor href={`mailto:${email}`} size="sm" style={wrap}>
      {email}
    </Anchor>
  );
}

/** Another record's page (a meeting's lead, a lead's brand). */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={wrap}>
      {children}
    </Anchor>
  );
}
