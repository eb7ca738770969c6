/**
 * Edit guards of the detail screen (docs/product/platform-admin.md#states, "Busy state"): editing a user or a
 * note is refused while a navigation or a load is in progress, when the list is empty, or when the
 * item is not in the current company's list. Each returns the message to show, or null to go ahead.
 */
import { MESSAGES } from '@app/contracts';

export interface ListSnapshot<T> {
  /** Previous/next lookup or the company itself still loading. */
  navigating: boolean;
  /** The list is loading or reloading (a new company, a refetch after a change). */
  loading: boolean;
  items: readonly T[] | undefined;
}

const t = MESSAGES.web.companyDetail;

/** Opening a user for editing (the row's edit icon, its status select, delete). */
export function userEditGuard<U extends { id?: unknown }>(snapshot: ListSnapshot<U>, userId: unknown): string | null {
  if (snapshot.navigating) return t.waitForNavigation;
  if (snapshot.loading || snapshot.items === undefined) return t.waitForUsers;
  if (snapshot.items.length === 0) return t.noUsersLoaded;
  if (typeof userId !== 'string' || userId.trim() === '' || !snapshot.items.some((u) => u.id === userId)) {
    return MESSAGES.users.invalidUserData;
  }
  return null;
}

/** Adding a user needs only that no navigation or load is under way. */
export function userAddGuard(snapshot: Omit<ListSnapshot<unknown>, 'items'>): string | null {
  if (snapshot.navigating) return t.waitForNavigation;
  if (snapshot.loading) return t.waitForUsers;
  return null;
}

/** Opening a note for editing, or deleting it. */
export function noteEditGuard<N extends { id?: unknown }>(snapshot: ListSnapshot<N>, noteId: unknown): string | null {
  if (snapshot.navigating) return t.waitForNavigation;
  if (snapshot.loading || snapshot.items === undefined) return MESSAGES.notes.waitForLoad;
  if (snapshot.items.length === 0) return MESSAGES.notes.noneLoaded;
  if (!snapshot.items.some((n) => n.id === noteId)) return MESSAGES.notes.notFound;
  return null;
}

/** Editing the company itself. */
export function companyEditGuard(snapshot: { navigating: boolean; loading: boolean }): string | null {
  return snapshot.navigating || snapshot.loading ? t.waitForNavigation : null;
}
