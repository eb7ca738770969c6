/** A lead's possible duplicates on its page, the dialog that merges one into the other, and the merged lead's old address. */
import { counted } from '../counted';
import { crmRecordTexts } from '../crm-records';

/** 'a, b and c'. */
const listed = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');

export const webCrmLeadMergeTexts = {
  crmLeadMerge: {
    tab: 'Possible duplicates',
    empty: 'No possible duplicates',
    loadFailed: 'Could not load the possible duplicates. Please try again.',
    /** Why a lead is offered as a duplicate. */
    reasons: { email: 'Same email', phone: 'Same phone', name: 'Similar name' },
    reasonsLabel: 'Why it may be the same lead',
    merge: 'Merge',
    mergeWith: (client: string) => `Merge with ${client}`,
    title: 'Merge leads',
    subtitle: 'One lead stays; the other moves into it and is removed',
    kept: 'Stays',
    mergedAway: 'Merged into it',
    swap: (client: string) => `Keep ${client} instead`,
    choose: 'Values to keep',
    from: (client: string) => `From ${client}`,
    /** Both leads hold the same value in every field. */
    nothingToChoose: 'Both leads hold the same values: there is nothing to choose.',
    same: (n: number) => `${counted(n, 'more field is', 'more fields are')} the same in both`,
    /**
     * What moves, counted, before the merge: '2 meetings, 1 enquiry, 3 notes, 1 attachment, 1
     * follow-up and the timeline move to Asha Rao'; a kind with none is left out.
     */
    moves: (
      counts: { meetings: number; enquiries: number; notes: number; attachments: number; followUps: number },
      client: string,
    ) => {
      const records = [
        ...(counts.meetings ? [counted(counts.meetings, 'meeting')] : []),
        ...(counts.enquiries ? [counted(counts.enquiries, 'enquiry', 'enquiries')] : []),
        ...(counts.notes ? [counted(counts.notes, 'note')] : []),
        ...(counts.attachments ? [counted(counts.attachments, 'attachment')] : []),
        ...(counts.followUps ? [counted(counts.followUps, 'follow-up')] : []),
      ];
      return records.length
        ? `${listed([...records, 'the timeline'])} move to ${client}`
        : `The timeline moves to ${client}`;
    },
    /** While the counts load, or when they could not be read. */
    movesUncounted: 'Meetings, enquiries, notes, attachments, follow-ups and history move to the lead you keep',
    confirm: 'Merge leads',
    failed: 'Could not merge the leads. Please try again.',
    /** Above the survivor's page, reached from the merged lead's old address. */
    mergedNotice: crmRecordTexts.leads.mergedAway,
    dismissNotice: 'Dismiss',
  },
} as const;
