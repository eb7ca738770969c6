/**
 * The global search (docs/product/crm.md#search): Ctrl/Cmd+K anywhere, or the header's Search button, opens the
 * spotlight (SearchSpotlight). Its code loads on the first opening, not with every screen
 * (docs/decisions/0025); from then on it handles Ctrl/Cmd+K itself.
 */
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

import { MESSAGES } from '@app/contracts';

const SearchSpotlight = lazy(() => import('./SearchSpotlight').then((m) => ({ default: m.SearchSpotlight })));

const t = MESSAGES.crm.dataOut;

export function GlobalSearch() {
  const [opens, setOpens] = useState(0);
  const open = () => setOpens((n) => n + 1);
  // Until the spotlight is mounted, Ctrl/Cmd+K is ours (from inside form fields too).
  useHotkeys(opens === 0 ? [['mod+K', open]] : [], []);
  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">{t.searchShortcut}</Kbd>}
        onClick={open}
      >
        {t.searchButton}
      </Button>
      <ActionIcon variant="subtle" color="gray" size="lg" hiddenFrom="sm" aria-label={t.searchButton} onClick={open}>
        <IconSearch size={20} />
      </ActionIcon>
      {opens > 0 && (
        <Suspense fallback={null}>
          <SearchSpotlight opens={opens} />
        </Suspense>
      )}
    </>
  );
}
