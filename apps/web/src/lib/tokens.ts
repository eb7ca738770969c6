/**
 * The session's two tokens, kept in localStorage (docs/product/platform-admin.md#messages-and-limits) so a reload or a second tab stays
 * signed in. Listeners hear every change, including one made in another tab.
 */
export interface Tokens {
  accessToken: string | null;
  refreshToken: string | null;
}

const ACCESS_KEY = 'accessToken';
const REFRESH_KEY = 'refreshToken';

const listeners = new Set<() => void>();
let snapshot: Tokens = read();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the session then lives only in memory.
    return undefined;
  }
}

function read(): Tokens {
  const store = storage();
  return { accessToken: store?.getItem(ACCESS_KEY) ?? null, refreshToken: store?.getItem(REFRESH_KEY) ?? null };
}

function publish(next: Tokens) {
  if (next.accessToken === snapshot.accessToken && next.refreshToken === snapshot.refreshToken) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY) publish(read());
  });
}

export const tokenStore = {
  get: (): Tokens => snapshot,

  set(tokens: { accessToken: string; refreshToken: string }) {
    const store = storage();
    store?.setItem(ACCESS_KEY, tokens.accessToken);
    store?.setItem(REFRESH_KEY, tokens.refreshToken);
    publish({ ...tokens });
  },

  clear() {
    const store = storage();
    store?.removeItem(ACCESS_KEY);
    store?.removeItem(REFRESH_KEY);
    publish({ accessToken: null, refreshToken: null });
  },

  /** Re-reads storage: another tab may have rotated the tokens since this one last looked. */
  reload(): Tokens {
    publish(read());
    return snapshot;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The claims of an access token that the first data calls can be sent with, as read, not verified. */
export interface UsableClaims {
  sub: string;
  aud: string;
  role: unknown;
}

/**
 * The claims of a stored access token that is not about to expire, read without verifying it: the
 * server decides, this only says whether a screen's first data can be asked for together with the
 * profile instead of after it (a refused call is refreshed and retried like any other).
 */
export function usableClaims(token: string | null, now = Date.now()): UsableClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const fresh = typeof claims.exp === 'number' && claims.exp * 1000 > now + 30_000;
    if (!fresh || typeof claims.sub !== 'string' || typeof claims.aud !== 'string') return undefined;
    return { sub: claims.sub, aud: claims.aud, role: claims.role };
  } catch {
    return undefined;
  }
}
