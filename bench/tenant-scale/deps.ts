import { join } from 'node:path';

import { CheckedSessions, CompanyDirectory, type AppDeps } from '@app/api';
import { createLocalStorage } from '@app/api/services/files/local';
import { createJobQueue } from '@app/api/services/jobs/queue';
import { createMailer } from '@app/api/services/mail/create';
import type { Database } from '@app/db';

const silent = { info: () => {}, warn: () => {}, error: (m: unknown) => console.error(m) };

/** The product's dependencies for a bench that calls procedures in its own process (provisioning). */
export function benchDeps(db: Database, filesDir: string, secret: string): AppDeps {
  return {
    db,
    storage: createLocalStorage(join(filesDir, 'files')),
    mailer: createMailer({ db, from: 'bench@localhost', log: silent }),
    jobs: createJobQueue(db),
    directory: new CompanyDirectory(db),
    checkedSessions: new CheckedSessions(),
    config: { baseDomain: 'localhost', jwtSecret: secret },
    log: silent,
    now: () => new Date(),
  };
}
