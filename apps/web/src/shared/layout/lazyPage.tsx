import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, so screens keep named exports:
 *   const CompaniesPage = lazyPage(() => import('./companies/CompaniesPage').then((m) => m.CompaniesPage));
 * Render it inside a <Suspense> (the shells already wrap their outlet in one).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(async () => ({ default: await load() }));
}
