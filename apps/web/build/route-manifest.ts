import type { Plugin } from 'vite';

import { readPortalScreens, type Portal, type PortalScreens } from './route-screens';

/** Where the server finds the routes' screens, beside Vite's own `.vite/manifest.json`. */
export const ROUTES_FILE = '.vite/routes.json';

/**
 * Emits `.vite/routes.json`: per portal, its shell's module and each route's path and screen module
 * (read from pages.ts, see route-screens.ts). With Vite's manifest, which lists every module's chunk
 * and the chunks it imports, the server writes `<link rel="modulepreload">` for the screen of the
 * address being opened into index.html, so those chunks load beside the main script, not after it.
 * The build fails when a screen is not a chunk of its own (the preloads would name nothing).
 */
export function routeManifest(): Plugin {
  let screens: Record<Portal, PortalScreens>;
  return {
    name: 'route-manifest',
    apply: 'build',
    buildStart() {
      screens = readPortalScreens(this.environment.config.root);
    },
    generateBundle(_options, bundle) {
      const root = this.environment.config.root;
      const entries = new Set(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk' && file.isDynamicEntry && file.facadeModuleId)
          .map((file) => (file.type === 'chunk' ? file.facadeModuleId!.slice(root.length + 1) : '')),
      );
      for (const portal of Object.values(screens)) {
        for (const module of [portal.shell, ...portal.routes.map((r) => r.module)]) {
          if (!entries.has(module)) this.error(`route-manifest: ${module} is not a lazily loaded chunk`);
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source: `${JSON.stringify(screens, null, 2)}\n` });
    },
  };
}
