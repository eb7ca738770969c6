/** The lead page's server texts: its activity timeline and its notes. */
export const crmLeadPageTexts = {
  leadActivity: {
    fetched: 'Lead activity fetched successfully',
  },
  leadNotes: {
    fetched: 'Notes fetched successfully',
    added: 'Note added successfully',
    updated: 'Note updated successfully',
    deleted: 'Note deleted successfully',
    notFound: 'Note not found for this lead',
  },
} as const;
