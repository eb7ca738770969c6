/**
 * The global search's spotlight over the company's leads, brands, meetings, enquiries and
 * (owners and admins) team members. Results come from one server call (crm.search) grouped by kind
 * in the server's rank order; arrows and Enter move and open; with nothing typed it lists the
 * records opened last. A chunk of its own, loaded when first opened (GlobalSearch).
 */
import '@mantine/spotlight/styles.css';

import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconClockHour4,
  IconMessageQuestion,
  IconSearch,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { GLOBAL_SEARCH, MESSAGES, SEARCH_KINDS, SEARCH_RANK, type SearchKind } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { useCompanyTimeZone } from '../../kit/format/company-zone';
import { hitDetail } from './hit-detail';
import { readRecent, rememberRecent, type RecentHit } from './recent';
import { hitHref } from './search-links';

const t = MESSAGES.crm.dataOut;

const KIND_ICONS: Record<SearchKind, ReactNode> = {
  leads: <IconUser size={18} />,
  brands: <IconBuildingStore size={18} />,
  meetings: <IconCalendarEvent size={18} />,
  enquiries: <IconMessageQuestion size={18} />,
  team: <IconUsers size={18} />,
};

export function SearchSpotlight({ opens }: { opens: number }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const zone = useCompanyTimeZone();
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query.trim(), 150);
  const searching = term.length >= GLOBAL_SEARCH.minChars;
  const search = useQuery({
    ...trpc.crm.search.queryOptions({ q: term }),
    enabled: searching,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const [recent, setRecent] = useState(readRecent);

  const open = (hit: RecentHit) => {
    setRecent(rememberRecent(hit));
    void navigate(hitHref(hit));
  };
  const action = (hit: RecentHit, icon: ReactNode) => (
    <Spotlight.Action
      key={`${hit.kind}:${hit.id}`}
      label={hit.label}
      description={hitDetail(hit, zone)}
      leftSection={icon}
      onClick={() => open(hit)}
    />
  );

  let content: ReactNode;
  if (!searching) {
    content =
      recent.length > 0 ? (
        <Spotlight.ActionsGroup label={t.searchRecent}>
          {recent.map((hit) => action(hit, <IconClockHour4 size={18} />))}
        </Spotlight.ActionsGroup>
      ) : (
        <Spotlight.Empty>{t.searchNoRecent}</Spotlight.Empty>
      );
  } else if (search.isError) {
    content = <Spotlight.Empty>{t.searchFailed}</Spotlight.Empty>;
  } else if (!search.data) {
    content = (
      <Spotlight.Empty>
        <Loader size="sm" />
      </Spotlight.Empty>
    );
  } else {
    const { results } = search.data;
    const groups = SEARCH_KINDS.filter((kind) => results[kind].length > 0);
    // The server answers similar spellings (rank 3) only when nothing matched as typed: say so.
    const similarOnly = groups.every((kind) => results[kind].every((hit) => hit.rank === SEARCH_RANK.similar));
    content =
      groups.length === 0 ? (
        <Spotlight.Empty>{t.searchEmpty}</Spotlight.Empty>
      ) : (
        <>
          {similarOnly && (
            <Text size="sm" c="dimmed" px="md" pt="sm">
              {t.searchSimilar}
            </Text>
          )}
          {groups.map((kind) => (
            <Spotlight.ActionsGroup key={kind} label={t.searchGroups[kind]}>
              {results[kind].map((hit) => action(hit, KIND_ICONS[kind]))}
            </Spotlight.ActionsGroup>
          ))}
        </>
      );
  }

  // Each press of the header's button or the first Ctrl/Cmd+K (before this chunk was loaded) opens it.
  useEffect(() => {
    if (opens > 0) spotlight.open();
  }, [opens]);

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut="mod + K"
      // Ctrl/Cmd+K works from inside form fields too: it types nothing there anyway.
      tagsToIgnore={[]}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search placeholder={t.searchPlaceholder} leftSection={<IconSearch size={18} />} />
      <Spotlight.ActionsList>{content}</Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
