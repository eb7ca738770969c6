/**
 * The team's optimistic status toggle (docs/product/platform-admin.md#states, #rest-paths; docs/product/company-portal.md#states): a row shows the status asked for at
 * once; when the call succeeds the server's row replaces it, when it fails the row falls back to the
 * status it had (the server's, which never changed).
 *
 *   const [pending, dispatch] = useReducer(statusToggleReducer, {});
 *   dispatch({ type: 'start', id, isActive });        // before the call
 *   dispatch({ type: 'settle', id });                 // after success (the list holds the new row) or failure
 *   const rows = withPendingStatus(users, pending);
 */
export type PendingStatus = Readonly<Record<string, boolean>>;

export type StatusToggleAction =
  | { type: 'start'; id: string; isActive: boolean }
  | { type: 'settle'; id: string; isActive?: boolean }
  | { type: 'reset' };

export function statusToggleReducer(state: PendingStatus, action: StatusToggleAction): PendingStatus {
  switch (action.type) {
    case 'start':
      return { ...state, [action.id]: action.isActive };
    case 'settle': {
      // A later toggle of the same row owns the entry now; an older answer must not clear it.
      if (!(action.id in state)) return state;
      if (action.isActive !== undefined && state[action.id] !== action.isActive) return state;
      const { [action.id]: _settled, ...rest } = state;
      return rest;
    }
    case 'reset':
      return Object.keys(state).length === 0 ? state : {};
  }
}

/** The rows as shown: a pending toggle wins over the loaded status. */
export function withPendingStatus<U extends { id: string; isActive: boolean }>(
  users: readonly U[],
  pending: PendingStatus,
): U[] {
  return users.map((user) =>
    user.id in pending && pending[user.id] !== user.isActive ? { ...user, isActive: pending[user.id]! } : user,
  );
}

/** A list answer with one row replaced by the server's copy (after a successful toggle or edit). */
export function replaceUser<U extends { id: string }, L extends { users: U[] }>(list: L, user: U): L {
  return { ...list, users: list.users.map((u) => (u.id === user.id ? { ...u, ...user } : u)) };
}
