import type { RouterOutputs } from '../../lib/api/types';

/** An enquiry as the list returns it (docs/product/crm.md#enquiries): the client and brand come from its lead. */
export type EnquiryRow = RouterOutputs['crm']['enquiries']['list']['enquiries'][number];

/** Send Proposal applies to an enquiry still open: a Won or Lost one stays as it is. */
export const canSendProposal = (stage: string | null | undefined) => stage !== 'Won' && stage !== 'Lost';
