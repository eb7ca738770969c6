/**
 * Where code leans on a dependency's internals, a test holds the installed version to the one the
 * code was checked against, and every manifest to that exact version: a range would let an
 * install move it unseen.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readManifest = (path: string): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest;

/** The version of package `name` installed where the module at `from` (its import.meta.url) loads it. */
export function installedVersion(name: string, from: string): string {
  const ownFolder = join(...name.split('/'));
  let folder = dirname(createRequire(from).resolve(name));
  while (!folder.endsWith(ownFolder)) {
    if (dirname(folder) === folder) throw new Error(`no package folder for ${name} above its entry`);
    folder = dirname(folder);
  }
  const { version } = readManifest(join(folder, 'package.json'));
  if (version === undefined) throw new Error(`${name} has no version`);
  return version;
}

export interface DeclaredRange {
  manifest: string;
  name: string;
  range: string;
}

/** What each of the package.json files gives the dependencies `named` selects, dev ones too. */
export function declaredRanges(manifests: readonly string[], named: (name: string) => boolean): DeclaredRange[] {
  return manifests.flatMap((manifest) => {
    const pkg = readManifest(manifest);
    return Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter(([name]) => named(name))
      .map(([name, range]) => ({ manifest, name, range }));
  });
}
