import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

/** What main.tsx imports: all of Mantine's styles, in the `mantine` cascade layer. */
export const MANTINE_STYLES = '@mantine/core/styles.layer.css';
/** What every page needs whatever its components: the reset, the theme's variables, global rules. */
const BASE = ['baseline', 'default-css-variables', 'global'];
/**
 * A component's class names (`components/Button/Button.module.mjs`, also `utils/InlineInput/…`),
 * which its stylesheet `styles/Button.layer.css` styles: one sheet per such module in Mantine 9.
 */
const CLASS_NAMES = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/;

/**
 * In the build, Mantine's stylesheets follow its components: the stylesheet every page imports
 * keeps only the base, and each component's class names module imports its component's sheet,
 * so the sheet lands in the CSS of the chunk that has the component. The first screen loaded all
 * of Mantine's styles (29 KB brotli) and used 16 % of them. The sheets are Mantine's layered ones:
 * in a later chunk they still lose to the app's own rules, as when everything came first. The dev
 * server and the tests keep the single stylesheet (they load Mantine pre-bundled, unseen here).
 */
export function mantineStyles(): Plugin {
  const stylesDir = join(dirname(createRequire(import.meta.url).resolve(MANTINE_STYLES)), 'styles');
  const sheet = (name: string) => join(stylesDir, `${name}.layer.css`);
  let whole: string | undefined;
  return {
    name: 'mantine-styles',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== MANTINE_STYLES) return null;
      whole = (await this.resolve(source, importer, { skipSelf: true }))?.id;
      return whole ?? null;
    },
    load(id) {
      if (id !== whole) return null;
      return BASE.map((name) => readFileSync(sheet(name), 'utf8')).join('\n');
    },
    transform(code, id) {
      const component = CLASS_NAMES.exec(id)?.[1];
      if (!component || !existsSync(sheet(component))) return null;
      // After the file's "use client" directive, which must stay its first statement.
      const directive = /^\s*["']use client["'];?/.exec(code)?.[0] ?? '';
      const styles = `\nimport ${JSON.stringify(sheet(component))};\n`;
      return { code: directive + styles + code.slice(directive.length), map: null };
    },
  };
}
