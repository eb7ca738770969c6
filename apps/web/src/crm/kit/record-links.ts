/**
 * Links to each CRM record's own page, for any screen that names a record (the list tables, the
 * follow-ups, the global search). A lead opened from its list also carries the list's state for
 * previous / next: see leadPageHref in leads/page/lead-nav.ts.
 */
import { COMPANY_PATHS } from '../../company/paths';

export { leadPageHref } from '../leads/page/lead-nav';

const recordHref = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id));

export const brandPageHref = (id: string) => recordHref(COMPANY_PATHS.crmBrand, id);
export const meetingPageHref = (id: string) => recordHref(COMPANY_PATHS.crmMeeting, id);
export const enquiryPageHref = (id: string) => recordHref(COMPANY_PATHS.crmEnquiry, id);
