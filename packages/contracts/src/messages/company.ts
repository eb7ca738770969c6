/** Company texts (docs/product/platform-admin.md#messages-and-limits). */
export const companyTexts = {
  company: {
    created: 'Company created successfully',
    updated: 'Company updated successfully',
    deleted: 'Company deleted successfully',
    statusUpdated: (status: string) => `Company status updated to ${status}`,
    markedInactive: 'Company marked as inactive. All users have been logged out automatically.',
    notFound: 'Company not found',
    noChanges: 'No changes were made',
    expiredCannotActivate: 'Company is expired and cannot be activated',
    createFailed: 'Failed to create company. Please try again.',
    editFailed: 'Failed to edit company. Please try again.',
    fetched: 'Companies fetched successfully',
  },
} as const;
