import { Menu, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import classes from './BottomBar.module.css';
import { activeNavTarget, flattenNav, splitBottomBar, type NavEntry } from './nav';

function BarButton({ icon, label, active }: { icon: ReactNode; label: string; active: boolean }) {
  return (
    <>
      {icon}
      <Text size="xs" fw={active ? 600 : 500} lh={1.2} truncate="end" maw="100%">
        {label}
      </Text>
    </>
  );
}

/** Small screens: a fixed bar with the first 4 entries and a More menu for the rest (docs/product/platform-admin.md#the-admin-shell). */
export function BottomBar({ items }: { items: readonly NavEntry[] }) {
  const { pathname } = useLocation();
  const activeTo = activeNavTarget(items, pathname);
  const { bar, more } = splitBottomBar(flattenNav(items));
  const moreActive = more.some((item) => item.to === activeTo);
  return (
    <SimpleGrid
      component="nav"
      aria-label={MESSAGES.web.shell.mainNavigation}
      cols={bar.length + (more.length ? 1 : 0)}
      spacing={0}
      h="100%"
    >
      {bar.map((item) => {
        const active = item.to === activeTo;
        return (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <BarButton icon={<item.icon size={22} stroke={1.6} />} label={item.label} active={active} />
          </UnstyledButton>
        );
      })}
      {more.length > 0 && (
        <Menu position="top-end" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.item} data-active={moreActive || undefined}>
              <BarButton icon={<IconDots size={22} stroke={1.6} />} label={MESSAGES.web.nav.more} active={moreActive} />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((item) => (
              <Menu.Item key={item.to} component={Link} to={item.to} leftSection={<item.icon size={18} stroke={1.6} />}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </SimpleGrid>
  );
}
