import { join } from 'node:path';

import { CheckedSessions, CompanyDirectory, type AppDeps, type Logger } from '@app/api';
import { createLocalStorage } from '@app/api/services/files/local';
import { createJobQueue } from '@app/api/services/jobs/queue';
import { createMailer } from '@app/api/services/mail/create';
import type { Database } from '@app/db';

/** Logs nothing but errors: a benchmark's output is its figures. */
export const benchLog: Logger = { info: () => {}, warn: () => {}, error: (m: unknown) => console.error(m) };

/** The server's dependencies for a benchmark that calls services directly: local files, console mail. */
export function benchDeps(db: Database, dataDir: string, jwtSecret: string, log: Logger = benchLog): AppDeps {
  return {
    db,
    storage: createLocalStorage(join(dataDir, 'files')),
    mailer: createMailer({ db, from: 'bench@localhost', log }),
    jobs: createJobQueue(db),
    directory: new CompanyDirectory(db),
    checkedSessions: new CheckedSessions(),
    config: { baseDomain: 'localhost', jwtSecret },
    log,
    now: () => new Date(),
  };
}
