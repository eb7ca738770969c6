/**
 * The company portal's Team Management and Team Settings (docs/product/company-portal.md#team, #departments-and-designations, #messages-and-limits). The keys of
 * `team` mirror the admin panel's Users tab (companyDetail.users), so one team kit shows either.
 * Quoted texts are the screens' fixed wording; the others are newer.
 */
import { companyPortalTexts } from '../company-portal';
import { counted } from '../counted';
import { webCompanyDetailTexts } from './company-detail';

const users = webCompanyDetailTexts.companyDetail.users;
const lists = companyPortalTexts.companyLists;

export const webTeamTexts = {
  team: {
    title: 'Team Management',
    tiles: { total: 'Total', currentWeek: 'This Week', lastWeek: 'Last Week', active: 'Active', inactive: 'Inactive' },
    statusOptions: { all: 'All Team Members', active: 'Active', inactive: 'Inactive' },
    add: 'Add Team Member',
    addTitle: 'Add Team Member',
    editTitle: 'Edit Team Member',
    update: 'Update Team Member',
    selected: (n: number) => `${counted(n, 'team member')} selected`,
    activate: users.activate,
    deactivate: users.deactivate,
    delete: users.delete,
    // The Users tab's columns, the person's own column called by its name.
    columns: { ...users.columns, user: 'Name' },
    statusLabels: users.statusLabels,
    statusOf: users.statusOf,
    edit: users.edit,
    remove: users.remove,
    ownerLocked: users.ownerLocked,
    noMatch: (search: string) => `No team members match "${search}"`,
    noStatus: (status: string) => `No ${status} team members found`,
    noTile: (tile: string) => `No team members in "${tile}"`,
    emptyHint: 'Invite the first member of your team.',
    cannotDeleteOwners: (owners: number, users: number) =>
      `${counted(owners, 'owner')} cannot be deleted and only ${counted(users, 'team member')} will be deleted`,
    deleteOne: (name: string) =>
      `Remove ${name} from the team? They lose access at once. This action cannot be undone.`,
    deleteMany: (n: number) => `${counted(n, 'team member')} will be deleted. This action cannot be undone`,
    deletedMany: (n: number) => `${counted(n, 'team member')} deleted.`,
    deletedPartial: (deleted: number, failed: number) =>
      `${counted(deleted, 'team member')} deleted. ${failed} could not be deleted.`,
    statusPartial: (done: number, failed: number) =>
      `${counted(done, 'team member')} updated. ${failed} could not be updated. Please try again.`,
    tryAgain: 'Retry',
    errorTitle: users.errorTitle,
    ok: users.ok,
    form: {
      ...users.form,
      role: 'Role',
      ownerRoleHint: "The owner's role cannot be changed",
      department: 'Department',
      designation: 'Designation',
      pickDepartment: 'Select department',
      pickDesignation: 'Select designation',
      dateOfBirth: 'Date of Birth',
      addDepartment: 'Add New Department',
      addDesignation: 'Add New Designation',
      newDepartment: 'Department name',
      newDesignation: 'Designation name',
      addOption: 'Add',
    },
  },
  teamSettings: {
    title: 'Team Settings',
    description: 'The departments and designations offered when adding or editing team members.',
    loadFailed: 'Failed to load team settings',
    retry: 'Retry',
    departments: {
      title: 'Departments',
      add: 'Add',
      placeholder: 'Department name',
      exists: lists.departments.duplicate,
      defaultLocked: lists.departments.defaultDelete,
      saved: lists.departments.saved,
      saveFailed: 'Failed to save departments',
      deleteTitle: 'Delete Department',
      empty: 'No departments yet',
    },
    designations: {
      title: 'Designations',
      add: 'Add',
      placeholder: 'Designation name',
      exists: lists.designations.duplicate,
      defaultLocked: lists.designations.defaultDelete,
      saved: lists.designations.saved,
      saveFailed: 'Failed to save designations',
      deleteTitle: 'Delete Designation',
      empty: 'No designations yet',
    },
    counts: (visible: number, hidden: number) => `${visible} visible, ${hidden} hidden`,
    deleteText: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
    defaultBadge: 'Default',
    hiddenBadge: 'Hidden',
    save: 'Save',
    cancel: 'Cancel',
    rename: (name: string) => `Rename ${name}`,
    hide: (name: string) => `Hide ${name}`,
    show: (name: string) => `Show ${name}`,
    remove: (name: string) => `Delete ${name}`,
  },
} as const;
