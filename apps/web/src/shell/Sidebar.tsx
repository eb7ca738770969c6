import { NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { isNavActive, type NavItem } from './nav';

/** The sidebar's entries: icon and label, or icons only (with a tooltip) when collapsed. */
export function Sidebar({ items, collapsed }: { items: readonly NavItem[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={MESSAGES.web.shell.mainNavigation} gap={4} p={collapsed ? 'xs' : 'sm'}>
      {items.map((item) => {
        const active = isNavActive(item.to, pathname);
        const link = (
          <NavLink
            key={item.to}
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
          <Tooltip key={item.to} label={item.label} position="right" withArrow>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </Stack>
  );
}
