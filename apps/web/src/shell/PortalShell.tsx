import { ActionIcon, AppShell, Group, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { DeferredModals } from '../app/DeferredModals';
import { ErrorBoundary } from '../kit/feedback/ErrorBoundary';
import { PageLoader } from '../kit/layout/PageLoader';
import { usePhone } from '../kit/layout/usePhone';
import { ColorSchemeToggle } from '../theme/ColorSchemeToggle';
import { BottomBar } from './BottomBar';
import type { NavEntry } from './nav';
import classes from './PortalShell.module.css';
import { Sidebar } from './Sidebar';
import { UserMenu, type UserMenuProps } from './UserMenu';

/** Sidebar widths (docs/product/platform-admin.md#messages-and-limits: 64 and 20 units of 4 px). */
export const SIDEBAR_WIDTH = { expanded: 256, collapsed: 80 } as const;
const HEADER_HEIGHT = 60;
const BOTTOM_BAR_HEIGHT = 64;

export interface PortalShellProps {
  /** Product title or company brand, shown at the left of the header. */
  brand: ReactNode;
  /** Sidebar entries and groups (the bottom bar lists them flat). */
  items: readonly NavEntry[];
  /** localStorage key of the collapsed state; each portal has its own. */
  sidebarKey: string;
  user: UserMenuProps;
  /** Header controls before the colour scheme toggle (the company portal's search). */
  actions?: ReactNode;
}

/**
 * The signed-in layout both portals share: header, collapsible sidebar on large screens, bottom bar
 * on small ones, and the routed page (lazy, behind an error boundary) in the middle.
 */
export function PortalShell({ brand, items, sidebarKey, user, actions }: PortalShellProps) {
  const [collapsed, setCollapsed] = useLocalStorage({
    key: sidebarKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isMobile = usePhone();
  const { pathname } = useLocation();
  const t = MESSAGES.web.shell;
  const toggleLabel = collapsed ? t.expandSidebar : t.collapseSidebar;

  return (
    <>
      {/* confirm() and other modals work on every signed-in page; the provider loads on the first. */}
      <DeferredModals />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{
          width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
          breakpoint: 'sm',
          collapsed: { mobile: true },
        }}
        footer={{ height: BOTTOM_BAR_HEIGHT, collapsed: !isMobile }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <a href="#main-content" className={classes.skipLink}>
            {t.skipToContent}
          </a>
          <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Tooltip label={toggleLabel}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  visibleFrom="sm"
                  aria-label={toggleLabel}
                  onClick={() => setCollapsed(!collapsed)}
                >
                  {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
                </ActionIcon>
              </Tooltip>
              {brand}
            </Group>
            <Group gap="xs" wrap="nowrap">
              {actions}
              <ColorSchemeToggle />
              <UserMenu {...user} />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar>
          <Sidebar items={items} collapsed={collapsed} />
        </AppShell.Navbar>

        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          {/* Keyed by path: a page that failed to render does not take the next page down with it. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </AppShell.Main>

        <AppShell.Footer hiddenFrom="sm" className={classes.footer}>
          <BottomBar items={items} />
        </AppShell.Footer>
      </AppShell>
    </>
  );
}
