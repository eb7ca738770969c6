import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/** A lazy component that can also be loaded ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export type LazyPage<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  /** Starts loading the module (once); resolves with the component. */
  preload: () => Promise<T>;
};

/**
 * React.lazy for a named export, so screens keep named exports:
 *   const CompaniesPage = lazyPage(() => import('./companies/CompaniesPage').then((m) => m.CompaniesPage));
 * Render it inside a <Suspense> (the shells already wrap their outlet in one).
 *
 * `CompaniesPage.preload()` starts loading the module before it is rendered (e.g. while the session
 * is being checked). A component whose module is already loaded when it mounts renders at once,
 * without suspending: no fallback flashes, and React's throttling of revealed Suspense content
 * (up to 300 ms after a fallback was shown) does not delay the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<T>): LazyPage<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function LazyPageComponent(props: ComponentProps<T>) {
    // Decided once per mount, so an instance never switches between the two (that would remount it).
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyPageComponent, { preload });
}
