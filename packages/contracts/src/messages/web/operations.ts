/** Operator screens of the admin portal: unsent mail, a company's export (issue 11). */
export const webOperationsTexts = {
  mailOutbox: {
    nav: 'Mail',
    title: 'Mail outbox',
    description: 'Mail not delivered yet: pending mail is tried again on its own; failed mail has used all its tries.',
    loadFailed: 'Failed to load the mail outbox',
    emptyTitle: 'No unsent mail',
    emptyMessage: 'Every mail has been delivered.',
    refresh: 'Refresh',
    columns: {
      to: 'To',
      subject: 'Subject',
      status: 'Status',
      attempts: 'Attempts',
      error: 'Last error',
      nextAttempt: 'Next attempt',
      created: 'Created',
    },
    status: { pending: 'Pending', failed: 'Failed' },
    noError: 'None',
    noNextAttempt: 'No more tries',
  },
  companyExport: {
    button: 'Export data',
    hint: "Download this company's data (its record, all its tables and files) as one archive.",
    done: 'The export has been downloaded.',
    failed: 'The export could not be downloaded',
  },
} as const;
