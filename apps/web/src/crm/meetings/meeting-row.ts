import type { RouterOutputs } from '../../lib/api/types';

/** A meeting as the list returns it (docs/product/crm.md#meetings): the client fields come from its lead. */
export type MeetingRow = RouterOutputs['crm']['meetings']['list']['meetings'][number];
