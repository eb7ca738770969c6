/**
 * The empty state's wording by filter (docs/product/platform-admin.md#company-detail; docs/product/company-portal.md#team): a search says what found nothing,
 * a status or tile names itself, an unfiltered list invites the first member.
 */
import type { TeamTexts } from './team-texts';

export interface EmptyText {
  title: string;
  message: string | undefined;
}

export function emptyText(
  state: { search: string; status: 'all' | 'active' | 'inactive'; tileLabel?: string | null },
  texts: TeamTexts,
): EmptyText {
  const search = state.search.trim();
  const t = texts.ui;
  const title = !search && state.status !== 'all' ? t.noStatus(state.status) : texts.failures.emptyTitle;
  if (search) return { title, message: t.noMatch(search) };
  if (state.tileLabel && state.status === 'all') return { title, message: undefined };
  return { title, message: state.status === 'all' ? t.emptyHint : undefined };
}
