/**
 * What the team kit says, by screen: the admin panel's Users tab speaks of users, the company
 * portal's Team Management of team members. Both text sets have this shape (contracts
 * messages/web/company-detail.ts `users` and messages/web/team.ts `team`).
 */
import { MESSAGES } from '@app/contracts';

type Columns = Record<
  'user' | 'email' | 'phone' | 'role' | 'department' | 'designation' | 'createdAt' | 'status' | 'lastLogin' | 'actions',
  string
>;

export interface TeamTexts {
  ui: {
    statusOptions: Record<'all' | 'active' | 'inactive', string>;
    add: string;
    addTitle: string;
    editTitle: string;
    update: string;
    selected: (n: number) => string;
    activate: string;
    deactivate: string;
    delete: string;
    columns: Columns;
    statusLabels: Record<'active' | 'inactive', string>;
    statusOf: (name: string) => string;
    edit: (name: string) => string;
    remove: (name: string) => string;
    ownerLocked: string;
    noMatch: (search: string) => string;
    noStatus: (status: string) => string;
    emptyHint: string;
    cannotDeleteOwners: (owners: number, users: number) => string;
    deleteOne: (name: string) => string;
    deleteMany: (n: number) => string;
    deletedMany: (n: number) => string;
    deletedPartial: (deleted: number, failed: number) => string;
    statusPartial: (done: number, failed: number) => string;
    tryAgain: string;
    errorTitle: string;
    ok: string;
    form: {
      avatar: string;
      name: string;
      namePlaceholder: string;
      email: string;
      emailPlaceholder: string;
      phone: string;
      phonePlaceholder: string;
      ownerEmailHint: string;
    };
  };
  /** Failures and empty titles, which differ by screen (docs/product/platform-admin.md#messages-and-limits; docs/product/company-portal.md#messages-and-limits). */
  failures: {
    emptyTitle: string;
    fetchFailed: string;
    statusFailed: string;
    deleteFailed: string;
    addFailed: string;
    editFailed: string;
    ownerDeactivate: string;
  };
}

const m = MESSAGES.users;

/** The admin panel's Users tab (docs/product/platform-admin.md#company-detail, #messages-and-limits). */
export const USERS_TAB_TEXTS: TeamTexts = {
  ui: MESSAGES.web.companyDetail.users,
  failures: {
    emptyTitle: m.emptyTitle,
    fetchFailed: m.fetchFailedRetry,
    statusFailed: m.statusFailed,
    deleteFailed: m.deleteFailed,
    addFailed: m.addFailed,
    editFailed: m.editFailed,
    ownerDeactivate: m.ownerCannotDeactivate,
  },
};

/** The company portal's Team Management (docs/product/company-portal.md#team, #messages-and-limits). */
export const TEAM_PAGE_TEXTS: TeamTexts = {
  ui: MESSAGES.web.team,
  failures: {
    emptyTitle: m.teamEmptyTitle,
    fetchFailed: m.teamFetchFailed,
    statusFailed: m.teamStatusFailed,
    deleteFailed: m.teamRemoveFailed,
    addFailed: m.teamInviteFailed,
    editFailed: m.teamUpdateFailed,
    ownerDeactivate: m.teamOwnerDeactivate,
  },
};
