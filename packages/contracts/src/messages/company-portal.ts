/** The company portal's own settings, lists and profile (docs/product/company-portal.md#company-settings, #user-settings, #departments-and-designations, #validation, #messages-and-limits). */
export const companyPortalTexts = {
  companySettings: {
    fetched: 'Company profile fetched successfully',
    updated: 'Company settings updated successfully',
    dashboardFetched: 'Dashboard data fetched successfully',
    // The Access Denied reasons of docs/product/company-portal.md#company-settings, also the server's 403 messages.
    adminAccessOff: 'Admin access to company settings is not enabled.',
    ownerOnly: 'Only company owners can access settings.',
    recordVisibilityInvalid: 'recordVisibility must be one of: all, own, department',
  },
  /** Departments and designations share one service; each list has its own wording. */
  companyLists: {
    departments: {
      fetched: 'Departments fetched successfully',
      saved: 'Departments updated successfully',
      duplicate: 'Department already exists',
      defaultDelete: 'Cannot delete default departments',
      tooMany: (max: number) => `At most ${max} departments`,
    },
    designations: {
      fetched: 'Designations fetched successfully',
      saved: 'Designations updated successfully',
      duplicate: 'Designation already exists',
      defaultDelete: 'Cannot delete default designations',
      tooMany: (max: number) => `At most ${max} designations`,
    },
    unknownEntry: 'This entry no longer exists. Please refresh the page and try again.',
  },
  userProfile: {
    fetched: 'Profile fetched successfully',
    updated: 'Profile updated successfully',
    emailReadOnly: 'Email cannot be changed',
    // The user settings' own upload texts (docs/product/company-portal.md#validation), unlike the logo's.
    avatarTooLarge: 'File size must be less than 5MB',
    avatarNotImage: 'Please select an image file',
    signedOutEverywhere: 'Signed out on every device',
  },
} as const;
