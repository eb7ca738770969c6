import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseRouteScreens, PORTAL_PAGES, readPortalScreens, type Portal } from '../../build/route-screens';
import * as adminPages from '../admin/pages';
import * as adminPortal from '../admin/portal';
import * as companyPages from '../company/pages';
import * as companyPortal from '../company/portal';

const ROOT = new URL('../../', import.meta.url).pathname;
const RUNNING = { company: { ...companyPages, ...companyPortal }, admin: { ...adminPages, ...adminPortal } } as const;

describe('the route table the server preloads from (build/route-screens.ts)', () => {
  for (const portal of Object.keys(PORTAL_PAGES) as Portal[]) {
    it(`reads ${portal} pages.ts as the app runs it: every route, its screen and an existing module`, () => {
      const screens = readPortalScreens(ROOT)[portal];
      const pages = RUNNING[portal] as unknown as Record<string, unknown> & {
        ROUTES: readonly (readonly [string, unknown])[];
      };
      expect(screens.routes.map((r) => [r.path, pages[r.screen]])).toEqual(pages.ROUTES.map(([p, s]) => [p, s]));
      for (const module of [screens.shell, ...screens.routes.map((r) => r.module)]) {
        expect(existsSync(join(ROOT, module)), module).toBe(true);
      }
      expect(pages[PORTAL_PAGES[portal].shell]).toBeDefined();
    });
  }

  it('fails loudly on a route whose screen it cannot find, rather than preloading nothing', () => {
    const file = PORTAL_PAGES.admin.pages;
    const source = readFileSync(join(ROOT, file), 'utf8').replace("['/mail', MailOutboxPage]", "['/mail', Mail]");
    expect(() => parseRouteScreens(source, file, 'admin')).toThrow(/Mail is not a lazyPage/);
    const noTable = readFileSync(join(ROOT, file), 'utf8').replace('const ROUTES', 'const SCREENS');
    expect(() => parseRouteScreens(noTable, file, 'admin')).toThrow(/const ROUTES/);
  });
});
