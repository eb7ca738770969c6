/**
 * bench/fuzz: the REST fuzz loop of apps/server/src/rest/fuzz.test.ts, run long with a random seed
 * against the real server on an embedded PostgreSQL. Every failure prints its seed and request
 * index; the same seed replays the same requests.
 *
 *   npm run bench:fuzz                                  (COUNT=50000, a random seed)
 *   npm run bench:fuzz -- --seed 123456 --count 4000    (replay a run)
 */
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { CheckedSessions, CompanyDirectory, type AppDeps } from '@app/api';
import { createLocalStorage } from '@app/api/services/files/local';
import { createJobQueue } from '@app/api/services/jobs/queue';
import { createMailer } from '@app/api/services/mail/create';

import { fuzzIdentities } from '../../apps/server/src/testing/fuzz/identities';
import { runFuzz } from '../../apps/server/src/testing/fuzz/run';
import { createServer } from '../../apps/server/src/server';
import { benchCluster } from '../lib/cluster';
import { databaseAccounts } from './identities';

const { values } = parseArgs({ options: { seed: { type: 'string' }, count: { type: 'string' } } });
const seed = Number(values.seed ?? process.env.SEED ?? randomInt(2 ** 31));
const count = Number(values.count ?? process.env.COUNT ?? 50_000);
const SECRET = 'bench-secret-bench-secret-bench-secret-0002';

const cluster = await benchCluster('fuzz', 10, { tcp: true });
const { database, dataDir } = cluster;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const deps: AppDeps = {
  db: database.db,
  storage: createLocalStorage(join(dataDir, 'files')),
  mailer: createMailer({ db: database.db, from: 'bench@localhost', log: silent }),
  jobs: createJobQueue(database.db),
  directory: new CompanyDirectory(database.db, 0),
  checkedSessions: new CheckedSessions(),
  config: { baseDomain: 'localhost', jwtSecret: SECRET },
  log: silent,
  now: () => new Date(),
};
const server = await createServer({ deps });
await server.app.ready();

console.log(`[fuzz] seed ${seed}, ${count} requests`);
let exitCode = 0;
try {
  const started = Date.now();
  const result = await runFuzz({
    app: server.app,
    seed,
    count,
    slowMs: 2000,
    identities: fuzzIdentities(server.app, databaseAccounts(database.db, SECRET)),
    onRequest: (index, failures) => {
      if ((index + 1) % 1000 === 0) console.log(`[fuzz] ${index + 1}/${count}, ${failures} failures`);
    },
  });
  console.log(`[fuzz] ${result.requests} requests in ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`[fuzz] statuses ${JSON.stringify(result.statuses)}`);
  for (const failure of result.failures) console.log(`[fuzz] FAILURE ${JSON.stringify(failure, null, 2)}`);
  if (result.failures.length > 0) {
    exitCode = 1;
    console.log(`[fuzz] ${result.failures.length} failures with seed ${seed}`);
    console.log(`[fuzz] replay: npm run bench:fuzz -- --seed ${seed} --count ${result.failures.at(-1)!.index + 1}`);
  } else {
    console.log(`[fuzz] no failures (seed ${seed})`);
  }
} finally {
  await server.stop();
  await cluster.close();
}
process.exit(exitCode);
