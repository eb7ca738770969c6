import type { RouterOutputs } from '../../lib/api/types';

/** A lead as the list returns it (spec 002 §3.5; DESIGN §7: csPersonId and the CS person's name). */
export type LeadRow = RouterOutputs['crm']['leads']['list']['leads'][number];
