export {
  allOr,
  narrowedKinds,
  narrowingOf,
  type Narrowing,
  visibleBrands,
  visibleEnquiries,
  visibleLeads,
  visibleMeetings,
  seesAll,
} from './conditions';
export { keepScope, readPersonScope, readScope, scopeOf, type RecordScope } from './scope';
