/**
 * The records last opened from the search, newest first, kept in this browser (localStorage is per
 * company host, so each company has its own list). Unreadable storage means an empty list.
 */
import { GLOBAL_SEARCH, SEARCH_KINDS, type SearchHit } from '@app/contracts';

const KEY = 'globalSearch.recent';

export type RecentHit = Pick<SearchHit, 'kind' | 'id' | 'label' | 'detail'>;

const isRecent = (value: unknown): value is RecentHit => {
  const v = value as Partial<RecentHit> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (SEARCH_KINDS as readonly string[]).includes(v.kind ?? '') &&
    typeof v.id === 'string' &&
    typeof v.label === 'string'
  );
};

export function readRecent(store: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): RecentHit[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, GLOBAL_SEARCH.recent) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(
  hit: RecentHit,
  store: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): RecentHit[] {
  const { kind, id, label, detail } = hit;
  const next = [{ kind, id, label, detail }, ...readRecent(store).filter((r) => r.kind !== kind || r.id !== id)].slice(
    0,
    GLOBAL_SEARCH.recent,
  );
  try {
    store?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the search still works, it just forgets.
  }
  return next;
}
