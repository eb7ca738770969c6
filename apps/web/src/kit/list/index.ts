/**
 * Building blocks of the server-side lists (companies, super admins, company users):
 * tiles that filter, chips, status select, search, bulk bar, footer with working pagination, empty
 * state, sortable headers, the URL-backed list state and the per-item bulk runner.
 */
export * from './BulkBar';
export * from './EmptyState';
export * from './FilterChips';
export * from './ListFooter';
export * from './list-state';
export * from './PageSizeSelect';
export * from './runBulk';
export * from './SearchInput';
export * from './SelectAllBox';
export * from './SortHeader';
export * from './StatTiles';
export * from './StatusSelect';
export * from './useListState';
