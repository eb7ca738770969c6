/** Business constants and limits shared by server and web (docs/product/platform-admin.md#messages-and-limits; docs/product/company-portal.md#messages-and-limits; docs/architecture.md#identity, #files). */
export const DEFAULT_THEME_COLOR = '#f97316';

export const SUBDOMAIN = { min: 3, max: 63, reserved: ['admin', 'api'] } as const;

export const LOGIN_CODE = {
  length: 6,
  ttlMs: 10 * 60 * 1000,
  maxWrongTries: 5,
} as const;

export const TOKENS = {
  accessTtlSeconds: 15 * 60,
  refreshAbsoluteTtlMs: 30 * 24 * 60 * 60 * 1000,
  issuer: 'company-platform',
  platformAudience: 'platform',
} as const;

/**
 * Fixed-window rate limits for sign-in. Per email they protect one mailbox; per IP they stop a
 * sprayer while an office behind one address (a hundred people signing in on a Monday morning)
 * still gets through.
 */
export const RATE_LIMITS = {
  requestCodePerEmail: { max: 5, windowMs: 15 * 60 * 1000 },
  requestCodePerIp: { max: 120, windowMs: 15 * 60 * 1000 },
  verifyPerIp: { max: 200, windowMs: 15 * 60 * 1000 },
  passwordLoginPerEmail: { max: 10, windowMs: 15 * 60 * 1000 },
  /** Step-up codes mailed to one account, and proofs (code or password) tried by it. */
  stepUpCodePerAccount: { max: 5, windowMs: 15 * 60 * 1000 },
  stepUpChecksPerAccount: { max: 10, windowMs: 15 * 60 * 1000 },
} as const;

/**
 * Two-factor sign-in with a time-based one-time password (RFC 6238): the parameters every
 * authenticator app takes by default, one step of clock drift either way, ten single-use recovery
 * codes. A sign-in's challenge lives as long as a sign-in code and takes as many wrong tries.
 */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  driftSteps: 1,
  recoveryCodes: 10,
  /** A recovery code typed with spaces and a dash stays well under this. */
  codeMax: 32,
  /** `<account id>.<random>`: 36 + 1 + 43 characters. */
  challengeMax: 100,
} as const;

/**
 * Bounds on the shape of any input, checked before sign-in and before any schema: no form or API
 * call of the product nests anywhere near this deep, and a bound keeps every walk over an input
 * cheap.
 */
export const INPUT_LIMITS = {
  maxDepth: 32,
  /** A refusal names at most this many unknown fields: a 1 MB body can hold tens of thousands. */
  unknownFieldsNamed: 20,
} as const;

/**
 * Signed file links (decision 0006): a link lives between half this and all of it, its expiry
 * rounded to the half, so links to a file issued within the same five minutes are identical and
 * cacheable.
 */
export const FILE_LINKS = { lifetimeSeconds: 10 * 60 } as const;

export const UPLOAD = {
  maxFileBytes: 5 * 1024 * 1024,
  /** A request may carry a few files plus its fields. */
  maxFilesPerRequest: 10,
} as const;

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const TEXT_LIMITS = {
  companyNameMin: 2,
  companyNameMax: 100,
  personNameMin: 2,
  personNameMax: 100,
  emailMax: 254,
  phoneMax: 32,
  websiteMax: 2048,
  descriptionMax: 2000,
  searchMax: 200,
  noteTitleChars: 50,
  noteContentMax: 20000,
  passwordMin: 8,
  passwordMax: 200,
} as const;

export const DASHBOARD = {
  recentCompanies: 5,
  recentSuperAdmins: 5,
  activityFeed: 10,
  activityCompanies: 3,
  activitySuperAdmins: 2,
} as const;

/** The company portal's dashboard (docs/product/company-portal.md#dashboard, #messages-and-limits). */
export const COMPANY_DASHBOARD = { recentUsers: 5 } as const;

/** A company's departments and designations (docs/product/company-portal.md#departments-and-designations): bounded so a save stays one small write. */
export const COMPANY_LISTS = { maxEntries: 100, nameMax: 100 } as const;

export const DEFAULT_DEPARTMENTS = ['Engineering', 'Marketing', 'Sales', 'HR', 'Finance', 'Operations'] as const;
export const DEFAULT_DESIGNATIONS = [
  'Manager',
  'Senior Developer',
  'Developer',
  'Designer',
  'Analyst',
  'Coordinator',
] as const;
