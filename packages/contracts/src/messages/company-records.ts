/** A company's timeline and notes (docs/product/platform-admin.md#company-detail, #messages-and-limits). */
export const companyRecordTexts = {
  timeline: {
    fetched: 'Timeline fetched successfully',
    added: 'Timeline event added successfully',
    actionInvalid: 'action must be one of the timeline actions',
    descriptionRequired: 'Description is required',
    detailsInvalid: 'details must be an object',
    detailsTooLarge: 'details must be at most 10 KB',
    /** performedBy.userName of events the system records on its own. */
    systemActor: 'System',
    // Texts of the Timeline tab (docs/product/platform-admin.md#company-detail).
    heading: 'History',
    today: 'TODAY',
    empty: 'No timeline events yet. Company edits and changes will appear here',
    loading: 'Loading timeline...',
  },
  notes: {
    fetched: 'Notes fetched successfully',
    added: 'Note added successfully',
    updated: 'Note updated successfully',
    deleted: 'Note deleted successfully',
    contentRequired: 'Note content is required',
    noChanges: 'No changes detected',
    notFound: 'Note not found in current company',
    notFoundRefresh: 'Note not found in current company. Please refresh and try again.',
    saveFailed: 'Failed to save note',
    deleteFailed: 'Failed to delete note',
    attachmentUrlMissing: 'Unable to open attachment - file URL is missing. Please re-upload the file.',
    attachmentsInvalid: 'attachments must be files',
    tooManyAttachments: 'A note can have at most 10 attachments',
    existingAttachmentsInvalid: 'existingAttachments must be a list of attachment ids',
    // Texts of the Notes tab (docs/product/platform-admin.md#company-detail, #messages-and-limits).
    prompt: "What's this note about?",
    edited: '(Edited)',
    emptyTitle: 'No notes yet',
    emptyHint: 'Add your first note above',
    waitForLoad: 'Please wait for notes to load before editing.',
    noneLoaded: 'No notes found. Please refresh the page and try again.',
  },
  /** A company's users: the admin panel's Users tab (docs/product/platform-admin.md#company-detail, #validation, #messages-and-limits) and the portal's Team screen (docs/product/company-portal.md#validation, #messages-and-limits). */
} as const;
