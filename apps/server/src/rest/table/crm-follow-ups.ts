import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

type Route = Omit<RestRoute, 'tag' | 'auth' | 'host'>;
const inTag =
  (tag: string) =>
  (r: Route): RestRoute => ({ ...r, tag, auth: true, host: 'tenant' });

const followUp = inTag('CRM Follow-ups');
const m = MESSAGES.crm.followUps;

/** My follow-ups (done, snooze), the dashboard's CRM charts and the user's digest preference. */
export const crmFollowUpRoutes: RestRoute[] = [
  followUp({
    method: 'GET',
    path: '/api/crm/follow-ups',
    procedure: 'crm.followUps.list',
    message: m.fetched,
    summary:
      'Open leads and enquiries whose next follow-up is overdue, today or later this week (company time zone), nearest first, at most 200, with counts per group; your own, or csPersonId = a member’s id or "all" (owners and admins)',
    data: ['followUps', 'counts', 'today', 'weekEnd'],
  }),
  followUp({
    method: 'POST',
    path: '/api/crm/follow-ups/:kind/:id/done',
    procedure: 'crm.followUps.markDone',
    message: m.done,
    summary: 'Mark a follow-up done (kind lead or enquiry): the date is cleared, or moved to nextFollowUpDate',
    data: ['followUp'],
    errors: [404],
  }),
  followUp({
    method: 'POST',
    path: '/api/crm/follow-ups/:kind/:id/snooze',
    procedure: 'crm.followUps.snooze',
    summary:
      'Snooze a follow-up: snooze day or week (from today or its date, whichever is later), or until a date (today or later)',
    data: ['followUp'],
    errors: [404],
  }),
  inTag('CRM Dashboard')({
    method: 'GET',
    path: '/api/crm/charts',
    procedure: 'crm.charts.get',
    message: MESSAGES.crm.charts.fetched,
    summary:
      'Dashboard charts: leads per stage (count, value), won value per month over the last 12 months, enquiries per product type',
    data: ['charts'],
  }),
  inTag('Company')({
    method: 'GET',
    path: '/api/user/digest',
    procedure: 'user.digest.get',
    message: MESSAGES.crm.digest.fetched,
    summary: 'Whether the signed-in user opted out of the daily follow-up digest email',
    data: ['digest'],
  }),
  inTag('Company')({
    method: 'PUT',
    path: '/api/user/digest',
    procedure: 'user.digest.update',
    message: MESSAGES.crm.digest.updated,
    summary: 'Opt out of (optedOut true) or back into the daily follow-up digest email',
    data: ['digest'],
  }),
];
