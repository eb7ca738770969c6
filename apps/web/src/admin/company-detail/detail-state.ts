/**
 * What the company detail route reads from its URL and its history entry (docs/product/platform-admin.md#company-detail).
 *
 * The history entry's state may carry where the visitor came from, so previous/next follow the
 * companies list in the order it was shown:
 *
 *   navigate(`/companies/${id}`, { state: { listSearch: location.search } satisfies CompanyDetailState });
 *
 * `listSearch` is the companies list's query string (its sort, filters and search, as
 * kit/list/useListState writes them). Without it the list's default order is used.
 */
export const DETAIL_TABS = ['timeline', 'notes', 'users', 'security'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export interface CompanyDetailState {
  listSearch?: string;
  tab?: DetailTab;
}

/** A company id from the URL (a positive integer), or undefined. */
export function parseCompanyId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export const isDetailTab = (value: unknown): value is DetailTab =>
  typeof value === 'string' && (DETAIL_TABS as readonly string[]).includes(value);

/** The state of a history entry, keeping only well-formed values (anything may be in there). */
export function readDetailState(raw: unknown): CompanyDetailState {
  if (typeof raw !== 'object' || raw === null) return {};
  const { listSearch, tab } = raw as Record<string, unknown>;
  return {
    ...(typeof listSearch === 'string' && listSearch.length <= 2000 ? { listSearch } : {}),
    ...(isDetailTab(tab) ? { tab } : {}),
  };
}
