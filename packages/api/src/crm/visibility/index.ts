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
export { isNarrowable, keepScope, readPersonScope, readScope, scopeFrom, scopeOf, type RecordScope } from './scope';
