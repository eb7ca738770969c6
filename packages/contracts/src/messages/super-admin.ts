/** Super admin and platform dashboard texts (docs/product/platform-admin.md#dashboard, #super-admins, #messages-and-limits). */
export const superAdminTexts = {
  superAdmin: {
    fetched: 'Super admins fetched successfully',
    fetchedOne: 'Super admin fetched successfully',
    created: 'Super admin created successfully',
    updated: 'Super admin updated successfully',
    deleted: 'Super admin deleted successfully',
    activated: 'Super admin activated successfully',
    deactivated: 'Super admin deactivated successfully. Their sessions have been signed out.',
    notFound: 'Super admin not found',
    emailTaken: 'A super admin with this email already exists',
    isActiveInvalid: 'isActive must be true or false',
    cannotDeactivateSelf: 'You cannot deactivate your own account',
    cannotDeleteSelf: 'You cannot delete your own account',
    lastActiveRequired: 'At least one active super admin is required',
    // Texts of the Team screen (docs/product/platform-admin.md#super-admins, #messages-and-limits).
    searchPlaceholder: 'Search by name, email, phone, status, date...',
    emptyTitle: 'No super admins found',
    emptyHint: 'Get started by adding your first super admin',
    fetchFailed: 'Failed to fetch super admins',
    statusFailed: 'Failed to update super admin status. Please try again.',
    deleteFailed: 'Failed to delete super admin',
    deleteMemberFailed: 'Failed to delete member',
    bulkDeleteNone: 'Failed to delete any super admins. Please try again.',
    bulkDeletePartial: (deleted: number, failed: number) =>
      `Deleted ${deleted} super admins successfully. ${failed} super admins failed to delete.`,
  },
  dashboard: {
    fetched: 'Dashboard data fetched successfully',
    companyCreatedTitle: 'New company created',
    superAdminAddedTitle: 'Super admin added',
    // Texts of the admin dashboard screen (docs/product/platform-admin.md#dashboard, #messages-and-limits).
    platformOnline: 'Platform Status: Online',
    loadingProfile: 'Please wait while we load your profile...',
    networkError: 'Backend server is not running. Please start the backend server.',
    authFailed: 'Authentication failed. Please log in again.',
    endpointMissing: 'API endpoint not found. Backend may not be running.',
    serverError: 'Backend server error. Please try again later.',
    loadFailed: 'Failed to load dashboard data. Please try again.',
  },
} as const;
