/**
 * Texts shared by the CRM list screens (docs/product/crm.md#leads, #meetings, #enquiries): the filter row, the pagination bar and
 * the pickers. Quoted texts are the screens' fixed wording; the others are newer.
 */
export const webCrmKitTexts = {
  crmKit: {
    clearFilters: 'Clear Filters',
    showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
    previous: 'Previous',
    next: 'Next',
    actions: 'Actions',
    edit: 'Edit',
    view: 'View',
    delete: 'Delete',
    cancel: 'Cancel',
    close: 'Close',
    /** The empty choice of each filter select. */
    allOptions: {
      stage: 'All Stages',
      priority: 'All Priorities',
      outcome: 'All Outcomes',
      brand: 'All Brands',
      csPerson: 'All CS Persons',
      followUp: 'Any Follow-up',
      status: 'All Statuses',
      type: 'All Types',
    },
    csPerson: 'CS Person',
    csPersonPlaceholder: 'Select CS person',
    noTeam: 'No team members found',
    lead: 'Lead',
    leadPlaceholder: 'Search leads by client or brand',
    noLeadsFound: 'No leads found',
    leadOption: (client: string, brand: string) => (brand ? `${client} (${brand})` : client),
    brand: 'Brand',
    stage: 'Stage',
    priority: 'Priority',
    outcome: 'Outcome',
    status: 'Status',
    type: 'Type',
    followUp: 'Follow-up',
    followUpOptions: { overdue: 'Overdue', today: 'Today' },
    linkOpen: (what: string) => `Open ${what}`,
  },
} as const;
