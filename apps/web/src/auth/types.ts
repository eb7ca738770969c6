import type { RouterOutputs } from '@app/api';

/** The signed-in account as `auth.me` and sign-in return it: a super admin, or a company user. */
export type SessionUser = RouterOutputs['auth']['me']['user'];
/** What a successful sign-in returns: both tokens and the user. */
export type SignInResult = RouterOutputs['auth']['verifyCode'];

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser }
  /** The profile could not be loaded for a reason other than the session (server down): tokens kept. */
  | { status: 'unavailable'; retry: () => void };

export const companyOf = (user: SessionUser) => ('company' in user ? user.company : undefined);
