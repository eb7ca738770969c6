import { useEffect, useState, type ComponentType } from 'react';

export type LazyOverlay<P extends object> = ComponentType<P> & {
  /** Starts loading the module (once), e.g. when the screen is idle, so the first opening is instant. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A modal or drawer in a chunk of its own, so a screen's first load does not wait for it:
 *
 *   const CompanyFormPanel = lazyOverlay(
 *     () => import('./CompanyFormPanel').then((m) => m.CompanyFormPanel),
 *     (props) => props.opened,
 *     { opened: false },
 *   );
 *   <CompanyFormPanel opened={open} ... />        // used exactly like the component itself
 *
 * Nothing renders until it is first opened (or `preload()` has loaded it). Its module then mounts
 * it closed (`closed` props) and opens it on the next render, so the first opening animates, traps
 * focus and later returns it like every other one. A module that fails to load is thrown to the
 * nearest error boundary, as a lazy page would be.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  closed: Partial<P>,
): LazyOverlay<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined; // the next opening tries again
        throw error;
      },
    ));

  function LazyOverlayComponent(props: P) {
    const [component, setComponent] = useState<{ Component: ComponentType<P> } | { error: unknown } | undefined>(() =>
      loaded ? { Component: loaded } : undefined,
    );
    // Rendered closed once: from then on the real props pass through.
    const [primed, setPrimed] = useState(false);
    const open = isOpen(props);

    useEffect(() => {
      if (component || !open) return;
      let live = true;
      preload().then(
        (Component) => live && setComponent({ Component }),
        (error: unknown) => live && setComponent({ error }),
      );
      return () => {
        live = false;
      };
    }, [component, open]);

    const ready = component !== undefined && 'Component' in component;
    useEffect(() => {
      if (ready && !primed) setPrimed(true);
    }, [ready, primed]);

    if (!component) return null;
    if ('error' in component) throw component.error;
    const { Component } = component;
    return <Component {...props} {...(primed ? {} : closed)} />;
  }

  return Object.assign(LazyOverlayComponent, { preload });
}

/**
 * Runs `task` a moment after now, once the browser is idle (for loading code that may be needed
 * soon without slowing what is on screen). Returns a cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, delayMs = 1000): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 2000 });
    else task();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
