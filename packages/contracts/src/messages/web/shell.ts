/** Shell, sign-in and shared web texts (docs/product/platform-admin.md#hosts-and-sign-in, #the-admin-shell, #messages-and-limits). */
export const webShellTexts = {
  adminTitle: 'Admin Dashboard',
  adminPanel: 'Admin Panel',
  /** Browser title of an admin page: 'Companies | Admin Panel'. */
  adminPageTitle: (page: string) => `${page} | Admin Panel`,
  superAdminLabel: 'Super Admin',
  roleLabels: { owner: 'Owner', admin: 'Admin', team_member: 'Team Member', super_admin: 'Super Admin' },
  signout: 'Signout',
  loadingProfile: 'Please wait while we load your profile...',
  themeLoadFailed: 'Failed to load theme',
  nav: { dashboard: 'Dashboard', companies: 'Companies', team: 'Team', more: 'More' },
  shell: {
    skipToContent: 'Skip to content',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    userMenu: 'Account menu',
    mainNavigation: 'Main navigation',
    switchToDark: 'Switch to dark mode',
    switchToLight: 'Switch to light mode',
  },
  renderError: {
    title: 'Something went wrong',
    message: 'An error occurred while rendering this component.',
    reload: 'Reload Page',
  },
  confirm: { title: 'Are you sure?', yes: 'Yes', cancel: 'Cancel' },
  retry: 'Retry',
  loading: 'Loading...',
  backToCompanies: 'Back to Companies',
  /** The list building blocks (apps/web/src/kit/list): tiles, chips, bulk bar, footer. */
  time: {
    justNow: 'Just now',
    never: 'Never',
    emptyDate: '-',
    minutesAgo: (n: number) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
    hoursAgo: (n: number) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
    daysAgo: (n: number) => (n === 1 ? '1 day ago' : `${n} days ago`),
  },
  greeting: {
    morning: 'Good morning',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
    night: 'Good night',
  },
  login: {
    signInTitle: 'Sign in',
    emailStepHint: 'Enter your email address and we will send you a 6-digit sign-in code.',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@company.com',
    sendCode: 'Send code',
    codeStepHint: (email: string) => `Enter the 6-digit code we sent to ${email}.`,
    codeLabel: 'Sign-in code',
    codeDigitLabel: (digit: number, length: number) => `Sign-in code, digit ${digit} of ${length}`,
    verify: 'Sign in',
    resend: 'Resend code',
    resendIn: (seconds: number) => `Resend code in ${seconds}s`,
    codeResent: 'A new code has been sent',
    differentEmail: 'Use a different email',
    /** Notices for /?message=... after a forced sign-out (docs/product/platform-admin.md#hosts-and-sign-in; wording is ours). */
    notices: {
      company_inactive:
        'Your company account is inactive, so you have been signed out. Please contact your administrator.',
      company_not_found: 'This company could not be found, so you have been signed out. Please check the address.',
    },
  },
  invalidSubdomain: {
    title: 'Invalid subdomain',
    message: 'This address does not belong to any company. Please check the address and try again.',
    /** The way out: the company's own address, typed here. */
    addressLabel: "Your company's address",
    addressHint: 'The first part of the address your company uses, such as acme.',
    go: 'Go',
    unavailableTitle: 'Cannot check this address',
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist.',
    home: 'Go to the home page',
  },
  /** A company page the signed-in user's role does not open: why, and a way back. */
  noAccess: {
    title: 'This page is not open to you',
    team: "The team, its departments and designations are managed by the company's owner and admins.",
    companySettings: "Company settings are managed by the company's owner, and by admins when the owner allows it.",
    askOwner: 'Ask them if something here needs to change.',
    home: 'Back to the dashboard',
  },
  network: {
    unreachable: 'Cannot reach the server. Please check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    unexpected: 'Something went wrong. Please try again.',
    profileFailed: 'We could not load your profile.',
  },
} as const;
