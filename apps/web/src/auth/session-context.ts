import { createContext, useContext } from 'react';

import type { LoginNotice } from '../lib/api/errors';
import type { SessionState, SignInResult } from './types';

export interface SessionApi {
  state: SessionState;
  signIn: (result: SignInResult) => void;
  /** Ends the session on the server (failures ignored), clears tokens, user and cache, returns to /. */
  signOut: (notice?: LoginNotice) => void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The signed-in user; for screens rendered only inside a signed-in shell. */
export function useCurrentUser() {
  const { state } = useSession();
  if (state.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in session');
  return state.user;
}
