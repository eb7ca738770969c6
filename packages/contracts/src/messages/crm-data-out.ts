/** Exports of the lists and the global search. */
export const crmDataOutTexts = {
  dataOut: {
    formatInvalid: 'Format must be csv or xlsx',
    queryRequired: 'Type something to search for',
    exportOnlyAsDownload: 'Exports are downloaded from their REST path (GET …/export), not over /trpc',
    searchFetched: 'Search results fetched successfully',
    // Texts of the screens.
    exportButton: 'Export',
    exportCsv: 'CSV (comma-separated)',
    exportXlsx: 'Excel workbook (.xlsx)',
    exportFailed: 'Export failed. Please try again.',
    searchButton: 'Search',
    searchPlaceholder: 'Search leads, brands, meetings, enquiries, people…',
    searchEmpty: 'Nothing found',
    /** Above the hits when nothing matched as typed and only similar spellings came back. */
    searchSimilar: 'Nothing matches exactly. Similar spellings:',
    searchRecent: 'Recent',
    searchNoRecent: 'Type at least two characters to search',
    searchFailed: 'Search failed. Please try again.',
    searchGroups: {
      leads: 'Leads',
      brands: 'Brands',
      meetings: 'Meetings',
      enquiries: 'Enquiries',
      team: 'Team members',
    },
    searchShortcut: 'Ctrl K',
  },
} as const;
