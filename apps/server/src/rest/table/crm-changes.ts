import { CHANGES_FEED, CRM_CHANGE_ENTITIES, MESSAGES, RECORD_EVENTS } from '@app/contracts';

import type { RestRoute } from '../route-types';

/** The changes feed (docs/rest-guide.md, "Keeping a copy in sync"). */
export const crmChangesRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/crm/changes',
    procedure: 'crm.changes',
    message: MESSAGES.changes.fetched,
    summary: `The company's CRM changes (${CRM_CHANGE_ENTITIES.join(', ')}) in the order they committed, oldest first, from the cursor \`since\` (the previous page's nextCursor; none: the oldest kept, ${RECORD_EVENTS.retentionDays} days) up to \`limit\` (default ${CHANGES_FEED.defaultLimit}, at most ${CHANGES_FEED.maxLimit}), optionally one \`entity\`. Each change: cursor, id (the event's, as webhooks send it), type (e.g. lead.created, lead.stage_changed, lead.deleted), entity, recordId, createdAt, data (the record as its GET answers it; { id } for a deletion). Ask again from nextCursor; hasMore says whether to ask at once`,
    data: ['changes', 'nextCursor', 'hasMore'],
    tag: 'CRM Changes',
    auth: true,
    host: 'tenant',
  },
];
