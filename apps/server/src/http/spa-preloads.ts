import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One module of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** `.vite/routes.json`, written by apps/web/build/route-manifest.ts. */
type Portal = 'company' | 'admin';
type RouteTable = Record<Portal, { shell: string; routes: { path: string; module: string }[] }>;

interface RoutePreload {
  pattern: RegExp;
  /** `<link>` tags for the route's scripts and styles that index.html does not already name. */
  links: string;
}

/** `/crm/leads/:id` → a matcher of that path and nothing below it (react-router's matchPath). */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/\/$/, '')
      .replace(/:[^/]+/g, '[^/]+')
      .replaceAll('.', '\\.')}/?$`,
    'i',
  );

/** Every manifest key `key` loads before it runs (itself and its static imports, transitively). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The `<link rel="modulepreload">` (and stylesheet) tags of each portal's routes: the portal's shell
 * and the route's screen with every chunk they import, minus what the entry loads anyway (Vite
 * already names those in index.html). Written into index.html, they let the browser fetch a
 * screen's chunks beside the main script instead of after it has run and asked for them.
 */
export class RoutePreloads {
  private readonly routes: Record<Portal, RoutePreload[]>;

  constructor(manifest: Manifest, table: RouteTable) {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    const loaded = entry ? closure(manifest, entry) : new Set<string>();
    const linksOf = (modules: string[]) => {
      const keys = new Set<string>();
      for (const module of modules) closure(manifest, module, keys);
      const chunks = [...keys].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
      // Low priority: over HTTP/1.1 a browser has six connections to the host, and the screen's data
      // calls (high priority, asked once the main script runs) must not queue behind ~80 chunks.
      const scripts = chunks.map((c) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${c.file}">`);
      const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))].map(
        (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
      );
      return [...scripts, ...styles].join('');
    };
    const portalRoutes = (portal: Portal) =>
      table[portal].routes.map((route) => ({
        pattern: patternOf(route.path),
        links: linksOf([table[portal].shell, route.module]),
      }));
    this.routes = { company: portalRoutes('company'), admin: portalRoutes('admin') };
  }

  /** The build's preloads, or undefined for a build without its manifests (nothing is preloaded). */
  static read(distDir: string): RoutePreloads | undefined {
    const [manifest, table] = ['.vite/manifest.json', '.vite/routes.json'].map((file) => join(distDir, file));
    if (!existsSync(manifest!) || !existsSync(table!)) return undefined;
    return new RoutePreloads(
      JSON.parse(readFileSync(manifest!, 'utf8')) as Manifest,
      JSON.parse(readFileSync(table!, 'utf8')) as RouteTable,
    );
  }

  /** The tags for a path of a portal; an unknown path shows the dashboard (the first route). */
  linksFor(portal: Portal, pathname: string): string {
    const routes = this.routes[portal];
    return (routes.find((route) => route.pattern.test(pathname)) ?? routes[0])?.links ?? '';
  }
}

/** index.html with `links` at the end of its head. */
export const withLinks = (html: string, links: string) => html.replace('</head>', `${links}</head>`);
