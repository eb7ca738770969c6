/**
 * The server under test, in its own process so its RSS is its own: the real createServer with a
 * bare Fastify route beside it for the protocol comparison. Prints `READY <port>` when listening.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CheckedSessions, CompanyDirectory, type AppDeps } from '@app/api';
import { createLocalStorage } from '@app/api/services/files/local';
import { createJobQueue } from '@app/api/services/jobs/queue';
import { createMailer } from '@app/api/services/mail/create';
import { connectDatabase } from '@app/db';

import { createServer } from '../../apps/server/src/server';

const silent = { info: () => {}, warn: () => {}, error: (m: unknown) => console.error(m) };
// POOL_LIFETIME (seconds, 0: never) compares the pool's connection lifetime with the product's default.
const lifetime = process.env.POOL_LIFETIME;
const database = connectDatabase(process.env.DATABASE_URL!, {
  max: 10,
  ...(lifetime === undefined ? {} : { maxLifetimeSeconds: Number(lifetime) }),
});
const deps: AppDeps = {
  db: database.db,
  storage: createLocalStorage(await mkdtemp(join(tmpdir(), 'bench-files-'))),
  mailer: createMailer({ db: database.db, from: 'bench@localhost', log: silent }),
  jobs: createJobQueue(database.db),
  directory: new CompanyDirectory(database.db),
  checkedSessions: new CheckedSessions(),
  config: { baseDomain: 'localhost', jwtSecret: process.env.JWT_SECRET! },
  log: silent,
  now: () => new Date(),
};
const server = await createServer({ deps });
server.app.get('/bench/bare', async () => ({ status: 'ok' }));
const address = await server.start(0, '127.0.0.1');
console.log(`READY ${new URL(address).port}`);
process.on(
  'SIGTERM',
  () =>
    void server
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
