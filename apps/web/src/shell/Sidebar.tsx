import { Divider, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { activeNavTarget, isNavGroup, type NavEntry, type NavItem } from './nav';

function SidebarLink({ item, active, collapsed }: { item: NavItem; active: boolean; collapsed: boolean }) {
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      active={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      label={collapsed ? undefined : item.label}
      leftSection={<item.icon size={20} stroke={1.6} />}
      variant="light"
      styles={{
        root: { borderRadius: 'var(--mantine-radius-md)', justifyContent: collapsed ? 'center' : undefined },
        section: collapsed ? { marginInlineEnd: 0 } : undefined,
        body: collapsed ? { display: 'none' } : undefined,
      }}
    />
  );
  return collapsed ? (
    <Tooltip label={item.label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/**
 * The sidebar's entries: icon and label, or icons only (with a tooltip) when collapsed. A group
 * shows its title above its entries (a divider when collapsed).
 */
export function Sidebar({ items, collapsed }: { items: readonly NavEntry[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const active = activeNavTarget(items, pathname);
  const link = (item: NavItem) => (
    <SidebarLink key={item.to} item={item} active={item.to === active} collapsed={collapsed} />
  );
  return (
    <Stack component="nav" aria-label={MESSAGES.web.shell.mainNavigation} gap={4} p={collapsed ? 'xs' : 'sm'}>
      {items.map((entry) =>
        isNavGroup(entry) ? (
          <Fragment key={entry.label}>
            {collapsed ? (
              <Divider my={4} aria-hidden />
            ) : (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={2} aria-hidden>
                {entry.label}
              </Text>
            )}
            {/* A list of its own, so a screen reader says which group an entry is in. */}
            <Stack gap={4} role="group" aria-label={entry.label}>
              {entry.items.map(link)}
            </Stack>
          </Fragment>
        ) : (
          link(entry)
        ),
      )}
    </Stack>
  );
}
