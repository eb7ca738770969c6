import type { AppRouter } from '@app/api';
import type { TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';

import { tokenStore } from '../tokens';
import { describeError, loginNoticeFor } from './errors';
import { databaseOutage } from './outage';
import { refreshSession } from './refresh';
import { forceSignOut } from './session-events';

/** Calls whose 401 means "wrong code or password", not "session expired": sign-in's own steps. */
const NO_REFRESH = new Set([
  'auth.refresh',
  'auth.logout',
  'auth.requestCode',
  'auth.verifyCode',
  'auth.login',
  'auth.twoFactor',
  'auth.twoFactorEnrol',
]);

/**
 * Session rules of docs/product/platform-admin.md#states for every tRPC call: a 401 gets one refresh and one retry (a failed
 * refresh signs out); a 403 COMPANY_INACTIVE / COMPANY_NOT_FOUND signs out with the login notice.
 * A 503 DATABASE_UNAVAILABLE never signs out: it raises the "reconnecting" state (outage.ts).
 */
export const sessionLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      let subscription: Unsubscribable | undefined;
      let closed = false;
      let retried = false;

      const attempt = () => {
        subscription = next(op).subscribe({
          next: (value) => {
            databaseOutage.answered();
            observer.next(value);
          },
          complete: () => observer.complete(),
          error: (error) => {
            databaseOutage.failed(error);
            const { status, code } = describeError(error);
            const notice = status === 403 ? loginNoticeFor(code) : undefined;
            if (notice) {
              forceSignOut(notice);
            } else if (status === 401 && !retried && !NO_REFRESH.has(op.path) && tokenStore.get().refreshToken) {
              retried = true;
              refreshSession().then(
                (ok) => {
                  if (closed) return;
                  if (ok) return attempt();
                  forceSignOut();
                  observer.error(error);
                },
                // The refresh itself could not be answered (database down, offline): not a sign-out.
                (outage: unknown) => {
                  databaseOutage.failed(outage);
                  if (!closed) observer.error(error);
                },
              );
              return;
            }
            observer.error(error);
          },
        });
      };

      attempt();
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
