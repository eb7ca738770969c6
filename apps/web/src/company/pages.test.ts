/**
 * The screen a fresh load preloads for an address (companyPageFor, from the ROUTES table) is the
 * screen the portal's router really shows there: the router's own route tree is matched, without a
 * DOM, for every path the portal names (an id in place of each parameter) and for an unknown one.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { CompanyPortal } from './CompanyPortal';
import { companyPageFor, DashboardPage, ROUTES } from './pages';
import { COMPANY_PATHS } from './paths';

const SCREENS = new Set<unknown>(ROUTES.map(([, screen]) => screen));
const ID = '0b1f4c6e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

type WithChildren = ReactElement<{ children?: ReactNode }>;
const childrenOf = (element: ReactNode) => (element as WithChildren).props.children;

/** The portal's route objects, read from the element tree CompanyPortal returns (it uses no hooks). */
function portalRoutes(): RouteObject[] {
  const provider = CompanyPortal({ tenant: { subdomain: 'acme', name: 'Acme', logo: null } });
  return createRoutesFromElements(childrenOf(childrenOf(provider)));
}

/** The screen inside a route's element, past its guards; null for a redirect. */
function screenIn(node: ReactNode): unknown {
  if (!isValidElement(node)) return null;
  if (SCREENS.has(node.type)) return node.type;
  const children = [childrenOf(node)].flat();
  for (const child of children) {
    const screen = screenIn(child);
    if (screen) return screen;
  }
  return null;
}

/** What the router shows at `path`: the deepest match's screen, or the dashboard its redirect leads to. */
function routedScreen(routes: RouteObject[], path: string): unknown {
  const matches = matchRoutes(routes, path);
  const deepest = matches?.at(-1)?.route;
  if (!deepest) return undefined;
  return screenIn(deepest.element) ?? (deepest.path === '*' ? DashboardPage : undefined);
}

describe('companyPageFor against the portal router', () => {
  const routes = portalRoutes();
  const paths = [...Object.values(COMPANY_PATHS).map((path) => path.replace(':id', ID)), '/no-such-page'];

  it.each(paths)('%s preloads the screen the router shows', (path) => {
    const screen = routedScreen(routes, path);
    expect(screen).toBeDefined();
    expect(companyPageFor(path)).toBe(screen);
  });

  it('routes every screen of the table somewhere', () => {
    const routed = new Set(paths.map((path) => routedScreen(routes, path)));
    for (const [path, screen] of ROUTES) expect(routed.has(screen), path).toBe(true);
  });
});
