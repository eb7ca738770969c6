/**
 * Integration-test harness: real PostgreSQL (a fresh database per test file), real local storage
 * in a temporary folder, the real mailer in console mode (what it prints is kept in `printedMail`,
 * where tests read sign-in codes as a developer would). Procedures are called through the same
 * caller the REST adapter uses.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SUPER_ADMIN_ROLE, TOKENS, type TokenRole } from '@app/contracts';
import { platformTables } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';

import { signAccessToken } from '../auth/tokens';
import { createContext, type RequestInfo } from '../core/context';
import type { AppDeps } from '../core/deps';
import { createLocalStorage } from '../services/files/local';
import type { Storage } from '../services/files/storage';
import { createJobQueue } from '../services/jobs/queue';
import { createMailer } from '../services/mail/create';
import { createCaller } from '../root';
import { CHECKED_SESSION_LIFETIME_MS, CheckedSessions } from '../auth/checked-sessions';
import { CompanyDirectory } from '../core/tenancy/directory';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-000';

export interface TestApp {
  deps: AppDeps;
  database: TestDatabase;
  /** A caller as seen from one request's host, headers and IP. */
  call: (request?: Partial<RequestInfo>) => ReturnType<typeof createCaller>;
  /** Move the clock: `clock.now = new Date(...)`. */
  clock: { now: Date | undefined };
  /** The monotonic clock the remembered session checks expire on; runs with real time until held. */
  checksClock: ChecksClock;
  /** Every line the console mailer printed, oldest first (the outbox keeps no one-time codes). */
  printedMail: readonly string[];
  close: () => Promise<void>;
}

/** A monotonic clock that a test can hold still and move by hand, then let run again. */
export class ChecksClock {
  private heldAt: number | undefined;

  now(): number {
    return this.heldAt ?? performance.now();
  }

  /** Stops the clock at the present moment; from then on only `pass` moves it. */
  hold(): void {
    this.heldAt = performance.now();
  }

  /** Moves the held clock on by `ms` (holding it first if it runs). */
  pass(ms: number): void {
    this.heldAt = this.now() + ms;
  }

  /** Lets it run with real time again. */
  release(): void {
    this.heldAt = undefined;
  }
}

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

export async function createTestApp(options: { storage?: Storage } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'platform-test-files-'));
  const clock: { now: Date | undefined } = { now: undefined };
  const checksClock = new ChecksClock();
  const jobs = createJobQueue(database.db);
  const printedMail: string[] = [];
  const mailLog = { ...silentLog, info: (line: string) => void printedMail.push(line) };
  const deps: AppDeps = {
    db: database.db,
    storage: options.storage ?? createLocalStorage(storageDir),
    mailer: createMailer({ db: database.db, from: 'Platform <no-reply@localhost>', log: mailLog, jobs }),
    jobs,
    directory: new CompanyDirectory(database.db, 0),
    checkedSessions: new CheckedSessions(CHECKED_SESSION_LIFETIME_MS, () => checksClock.now()),
    config: { baseDomain: 'localhost', jwtSecret: TEST_SECRET, publicUrl: 'http://localhost:3000' },
    log: silentLog,
    now: () => clock.now ?? new Date(),
  };
  return {
    deps,
    database,
    clock,
    checksClock,
    printedMail,
    call: (request = {}) => createCaller(createContext(deps, { ip: '127.0.0.1', host: 'admin.localhost', ...request })),
    close: async () => {
      await database.destroy();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * The sign-in code in the newest mail printed to `email`, or null when none was. Read from the
 * console, as a developer without SMTP does: the outbox removes codes.
 */
export function printedCode(app: Pick<TestApp, 'printedMail'>, email: string): string | null {
  const prefix = `mail to ${email} (`;
  const line = app.printedMail.findLast((printed) => printed.startsWith(prefix));
  return line ? (/\b(\d{6})\b/.exec(line.slice(prefix.length))?.[1] ?? null) : null;
}

export const platformHost = { host: 'admin.localhost' };
export const tenantHost = (subdomain: string) => ({ host: `${subdomain}.localhost` });

export async function seedSuperAdmin(app: TestApp, email = 'root@example.com', name = 'Root Admin') {
  const [admin] = await app.deps.db.insert(platformTables.superAdmins).values({ email, name }).returning();
  return admin!;
}

/**
 * An access token for a subject without going through sign-in (which has tests of its own): a
 * real session row and a real signed token.
 */
export async function issueTestToken(
  app: TestApp,
  subject: { id: string; role: TokenRole; companyId: number | null },
): Promise<string> {
  const [session] = await app.deps.db
    .insert(platformTables.sessions)
    .values({
      audience: subject.companyId === null ? TOKENS.platformAudience : String(subject.companyId),
      companyId: subject.companyId,
      subjectId: subject.id,
      role: subject.role,
      expiresAt: new Date(Date.now() + TOKENS.refreshAbsoluteTtlMs),
    })
    .returning();
  return signAccessToken(
    TEST_SECRET,
    {
      sub: subject.id,
      role: subject.role,
      sid: session!.id,
      aud: subject.companyId === null ? TOKENS.platformAudience : String(subject.companyId),
    },
    new Date(),
  );
}

/** Request headers of a signed-in super admin on the platform host. */
export async function superAdminRequest(app: TestApp, email?: string) {
  const admin = await seedSuperAdmin(app, email);
  const token = await issueTestToken(app, { id: admin.id, role: SUPER_ADMIN_ROLE, companyId: null });
  return { admin, request: { ...platformHost, authorization: `Bearer ${token}` } };
}
