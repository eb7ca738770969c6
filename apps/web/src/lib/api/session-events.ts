import { tokenStore } from '../tokens';
import type { LoginNotice } from './errors';

/**
 * The API layer signs the user out (failed refresh, company gone) without knowing React: the
 * session provider registers the handler that clears the caches and navigates.
 */
type ForcedSignOutHandler = (notice: LoginNotice | undefined) => void;

let handler: ForcedSignOutHandler | undefined;

export function onForcedSignOut(next: ForcedSignOutHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

export function forceSignOut(notice?: LoginNotice): void {
  if (handler) {
    handler(notice);
    return;
  }
  // No app mounted to do it gracefully: clear the tokens and start over.
  tokenStore.clear();
  window.location.assign(notice ? `/?message=${notice}` : '/');
}
