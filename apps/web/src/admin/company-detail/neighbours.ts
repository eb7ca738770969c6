/**
 * Previous and next company (spec 000 §2.6): they cycle through the companies list, in the order
 * it is shown, with wraparound. Only the rows needed are read from the server: the company's own
 * position (checked with one row when a position hint is known, else read page by page until found)
 * and the neighbour's row.
 */
export interface ListSlice {
  /** Ids of the rows on the page asked for, in list order. */
  ids: number[];
  /** Rows in the whole list. */
  total: number;
}

/** One page of the companies list: `page` is 1-based, `limit` rows per page. */
export type FetchSlice = (page: number, limit: number) => Promise<ListSlice>;

export type Step = -1 | 1;

/** Rows per page while looking for the company's position (the list's largest page size). */
export const SCAN_PAGE_SIZE = 100;

/** The position `step` away from `index` in a list of `total`, wrapping around both ends. */
export function wrapIndex(index: number, step: Step, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** Previous and next make sense only with another company to go to. */
export const canCycle = (total: number | undefined): boolean => total !== undefined && total > 1;

export interface Neighbour {
  id: number;
  /** Its position in the list, handed to the next page as a hint. */
  index: number;
}

interface Located {
  index: number | undefined;
  total: number;
  /** Positions already read, so the neighbour needs no second call when it was on the same page. */
  seen: Map<number, number>;
}

async function locate(fetchSlice: FetchSlice, id: number, hint: number | undefined): Promise<Located> {
  const seen = new Map<number, number>();
  if (hint !== undefined) {
    const slice = await fetchSlice(hint + 1, 1);
    const at = slice.ids[0];
    if (at !== undefined) seen.set(hint, at);
    if (at === id) return { index: hint, total: slice.total, seen };
  }
  for (let page = 1; ; page += 1) {
    const slice = await fetchSlice(page, SCAN_PAGE_SIZE);
    const offset = (page - 1) * SCAN_PAGE_SIZE;
    slice.ids.forEach((rowId, i) => seen.set(offset + i, rowId));
    const at = slice.ids.indexOf(id);
    if (at >= 0) return { index: offset + at, total: slice.total, seen };
    const last = slice.ids.length < SCAN_PAGE_SIZE || page * SCAN_PAGE_SIZE >= slice.total;
    if (last) return { index: undefined, total: slice.total, seen };
  }
}

/**
 * The company `step` away from `id`, or null when there is none to go to (at most one company).
 * A company that is not in the list (filtered out since) steps to the list's first or last row.
 */
export async function findNeighbour(
  fetchSlice: FetchSlice,
  id: number,
  step: Step,
  hint?: number,
): Promise<Neighbour | null> {
  const { index, total, seen } = await locate(fetchSlice, id, hint);
  if (total === 0 || (index !== undefined && total <= 1)) return null;
  const target = index === undefined ? (step === 1 ? 0 : total - 1) : wrapIndex(index, step, total);
  let targetId = seen.get(target);
  if (targetId === undefined) targetId = (await fetchSlice(target + 1, 1)).ids[0];
  return targetId === undefined || targetId === id ? null : { id: targetId, index: target };
}
