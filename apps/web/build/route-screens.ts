import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The two portals' route tables (src/company/pages.ts and src/admin/pages.ts), with the module
 * that loads each portal's shell (portal.ts) and the company's paths (paths.ts), all in the
 * portal's own folder.
 */
export const PORTAL_PAGES = {
  company: {
    pages: 'src/company/pages.ts',
    shell: 'CompanyPortal',
    paths: 'COMPANY_PATHS',
    alongside: ['src/company/portal.ts', 'src/company/paths.ts'],
  },
  admin: { pages: 'src/admin/pages.ts', shell: 'AdminPortal', paths: undefined, alongside: ['src/admin/portal.ts'] },
} as const;

export type Portal = keyof typeof PORTAL_PAGES;

/** A route of a portal and the module of its screen, relative to apps/web (`src/…/X.tsx`). */
export interface RouteScreen {
  path: string;
  /** The screen's export name in pages.ts. */
  screen: string;
  module: string;
}

export interface PortalScreens {
  /** The portal's shell (loaded for every signed-in route). */
  shell: string;
  routes: RouteScreen[];
}

const LAZY_PAGE = /export const (\w+) = lazyPage\(\(\) =>\s*import\('([^']+)'\)/g;
const ROUTE_ENTRY = /\[\s*(\w+\.\w+|'[^']*'),\s*(\w+)\s*\]/g;
const PATH_ENTRY = /(\w+): '([^']*)'/g;

/** The text between `start` and the first `end` after it. */
function section(source: string, start: string, end: string, file: string): string {
  const from = source.indexOf(start);
  const to = from < 0 ? -1 : source.indexOf(end, from);
  if (to < 0) throw new Error(`${file}: "${start}" … "${end}" not found`);
  return source.slice(from + start.length, to);
}

/**
 * Reads a pages.ts route table as written (the screens' `lazyPage(() => import('…'))` and the
 * `ROUTES` pairs; `source` is pages.ts followed by the files alongside it), so the server can preload a route's chunks before the app asks for them.
 * pages.ts stays the one place a route is declared; route-screens.test.ts checks this reading
 * against the table the app really runs, so a change this reader does not understand fails there.
 */
export function parseRouteScreens(source: string, file: string, portal: Portal): PortalScreens {
  const { shell, paths } = PORTAL_PAGES[portal];
  const modules = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(LAZY_PAGE)) {
    modules.set(name!, join(dirname(file), `${specifier}.tsx`));
  }
  const pathNames = new Map<string, string>();
  if (paths) {
    for (const [, key, value] of section(source, `export const ${paths} = {`, '} as const;', file).matchAll(PATH_ENTRY))
      pathNames.set(`${paths}.${key}`, value!);
  }
  const moduleOf = (name: string) => {
    const module = modules.get(name);
    if (!module) throw new Error(`${file}: ${name} is not a lazyPage(() => import('…')) of this file`);
    return module;
  };
  const routes = [...section(source, 'const ROUTES', '];', file).matchAll(ROUTE_ENTRY)].map(([, key, screen]) => {
    const path = key!.startsWith("'") ? key!.slice(1, -1) : pathNames.get(key!);
    if (path === undefined) throw new Error(`${file}: the path ${key} is not in ${paths}`);
    return { path, screen: screen!, module: moduleOf(screen!) };
  });
  return { shell: moduleOf(shell), routes };
}

/** Both portals' screens, read from the pages files under `root` (apps/web). */
export function readPortalScreens(root: string): Record<Portal, PortalScreens> {
  const read = (portal: Portal) => {
    const { pages: file, alongside } = PORTAL_PAGES[portal];
    const source = [file, ...alongside].map((part) => readFileSync(join(root, part), 'utf8')).join('\n');
    const screens = parseRouteScreens(source, file, portal);
    // Paths as Vite's manifest keys them: relative to the root, forward slashes.
    const key = (module: string) => relative('.', module).split('\\').join('/');
    return { shell: key(screens.shell), routes: screens.routes.map((r) => ({ ...r, module: key(r.module) })) };
  };
  return { company: read('company'), admin: read('admin') };
}
