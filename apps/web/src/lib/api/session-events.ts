import { tokenStore } from '../tokens';
import type { LoginNotice } from './errors';

/**
 * The API layer signs the user out (failed refresh, company gone) without knowing React: the
 * session provider registers the handler that clears the caches and navigates.
 */
type ForcedSignOutHandler = (notice: LoginNotice | undefined) => void;

let handler: ForcedSignOutHandler | undefined;
/** Set while the app is starting: calls made before React mounted wait for the session provider. */
let appStarting = false;
let queued: { notice: LoginNotice | undefined } | undefined;

/**
 * The app is about to render (and calls may start before the session provider has mounted): a
 * forced sign-out in between is handed to the provider once it registers, as it would be later.
 */
export function expectSignOutHandler(): void {
  appStarting = true;
}

export function onForcedSignOut(next: ForcedSignOutHandler): () => void {
  handler = next;
  appStarting = false;
  if (queued) {
    const { notice } = queued;
    queued = undefined;
    next(notice);
  }
  return () => {
    if (handler === next) handler = undefined;
  };
}

export function forceSignOut(notice?: LoginNotice): void {
  if (handler) {
    handler(notice);
    return;
  }
  if (appStarting) {
    queued = { notice };
    return;
  }
  // No app mounted to do it gracefully: clear the tokens and start over.
  tokenStore.clear();
  window.location.assign(notice ? `/?message=${notice}` : '/');
}
