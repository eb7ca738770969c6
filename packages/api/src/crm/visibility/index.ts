export { allOr, visibleBrands, visibleEnquiries, visibleLeads, visibleMeetings, seesAll } from './conditions';
export { keepScope, readPersonScope, readScope, scopeOf, type RecordScope } from './scope';
