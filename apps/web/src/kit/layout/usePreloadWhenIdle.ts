import { useEffect } from 'react';

import { whenIdle } from './lazyOverlay';

/**
 * Loads the overlays' code once `ready` (the screen's first data is on screen) and the browser is
 * idle, so the first opening is instant without the first rows waiting for that code.
 */
export function usePreloadWhenIdle(overlays: readonly { preload: () => Promise<unknown> }[], ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => overlays.forEach((overlay) => void overlay.preload().catch(() => undefined)));
  }, [overlays, ready]);
}
