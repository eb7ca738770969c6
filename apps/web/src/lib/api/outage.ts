import { describeError } from './errors';

/**
 * Whether the API last said its database is unavailable (503 DATABASE_UNAVAILABLE). That is an
 * outage of the server, not of the session: the app shows "reconnecting" and keeps the user signed
 * in. Any answer that arrives clears it.
 */
let down = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === down) return;
  down = next;
  for (const listener of listeners) listener();
}

const isDatabaseOutage = (error: unknown) => describeError(error).code === 'DATABASE_UNAVAILABLE';

export const databaseOutage = {
  get: () => down,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A call failed: an outage if the API said so. */
  failed: (error: unknown) => {
    if (isDatabaseOutage(error)) set(true);
  },
  /** A call succeeded: the database answers again. */
  answered: () => set(false),
};
