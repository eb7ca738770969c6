/**
 * The CRM screens' kit (docs/product/crm.md#leads, #meetings, #enquiries): the list page layout and its pagination bar, the
 * URL-backed list state with named filters, badges with one colour map, the CS person and lead
 * pickers, and the table cells.
 */
export * from './badge-colors';
export * from './cells';
export * from './CrmBadge';
export * from './CrmListPage';
export * from './ExportButton';
export * from './crm-list-state';
export * from './CsPersonSelect';
export * from './FilterSelect';
export * from './lead-option';
export * from './useCrmListState';
export * from './useBrandOptions';
export * from './CrmFormModal';
export * from './RowActions';
export * from './useCrmForm';
export * from './confirm-delete';
export * from './LeadPicker';
export * from './FormSection';
export * from './DetailItem';
export * from './ContactCells';
export * from './RecordFormModal';
export * from './list-wiring';
