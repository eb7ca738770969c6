import type { RouterOutputs } from '../../lib/api/types';

/** A lead as the list returns it (docs/product/crm.md#leads; docs/architecture.md#the-web-app: csPersonId and the CS person's name). */
export type LeadRow = RouterOutputs['crm']['leads']['list']['leads'][number];
