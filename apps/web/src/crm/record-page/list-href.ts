/**
 * "See all" from a record page: the list screen filtered to the records of this one (a brand's
 * leads), through the list's own URL state. A list that has no such filter gets no link rather than
 * an address that would show everything.
 */
import { parseCrmList, writeCrmList, type CrmListConfig } from '../kit/crm-list-state';

export function filteredListHref<K extends string, S extends string>(
  path: string,
  config: CrmListConfig<K, S>,
  filter: string,
  value: string,
): string | null {
  if (!Object.hasOwn(config.filters, filter)) return null;
  const state = parseCrmList(new URLSearchParams({ [filter]: value }), config);
  const search = writeCrmList(new URLSearchParams(), state, config).toString();
  return search.includes(`${encodeURIComponent(filter)}=`) ? `${path}?${search}` : null;
}
