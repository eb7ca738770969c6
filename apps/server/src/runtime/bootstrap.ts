import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import {
  CheckedSessions,
  CompanyDirectory,
  createJobQueue,
  keptIndexes,
  startJobRunner,
  type AppDeps,
  type JobRunner,
  type Logger,
  type Storage,
} from '@app/api';
import { jobWork } from '@app/api/services/jobs/workers';
import { createLocalStorage } from '@app/api/services/files/local';
import { createS3Storage } from '@app/api/services/files/s3';
import { createMailer } from '@app/api/services/mail/create';
import { connectDatabase, migrateAll, startEmbeddedPostgres, type DatabaseHandle } from '@app/db';

import { publicUrl, type Env } from '../config/env';
import { loadOrCreateSecret } from './secret';
import { seed } from './seed';

export interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
  /** Where PostgreSQL is: the embedded cluster or DATABASE_URL. */
  databaseKind: 'embedded' | 'external';
  close: () => Promise<void>;
}

/** The storage driver STORAGE_DRIVER names (also for `npm run backup` and `npm run restore`). */
export async function createStorage(env: Env, dataDir: string): Promise<Storage> {
  if (env.STORAGE_DRIVER === 'local') return createLocalStorage(join(dataDir, 'files'));
  return createS3Storage({
    endPoint: env.S3_ENDPOINT!,
    port: env.S3_PORT,
    useSSL: env.S3_USE_SSL,
    accessKey: env.S3_ACCESS_KEY!,
    secretKey: env.S3_SECRET_KEY!,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
  });
}

/**
 * Everything the server needs before it listens: PostgreSQL (embedded unless DATABASE_URL),
 * migrations, storage, mail, the first super admin and the demo company.
 */
export async function bootstrap(env: Env, log: Logger): Promise<Runtime> {
  const dataDir = resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const jwtSecret = await loadOrCreateSecret(dataDir, env.JWT_SECRET);

  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, log: (m) => log.info(m) });
  const stopEmbedded = async () => embedded?.stop();
  try {
    // The embedded cluster is reached over its Unix socket when it has one (decision 0018).
    const database = connectDatabase(env.DATABASE_URL ?? embedded!.socketUrl ?? embedded!.url, {
      max: env.DATABASE_POOL_SIZE,
    });
    let lastReport = 0;
    await migrateAll(database, {
      log: (m) => log.info(`migrate: ${m}`),
      onProgress: ({ done, total }) => {
        if (done === total || Date.now() - lastReport > 2000) {
          lastReport = Date.now();
          log.info(`migrate: tenant schemas ${done}/${total}`);
        }
      },
    });
    const jobs = createJobQueue(database.db);
    const deps: AppDeps = {
      db: database.db,
      storage: await createStorage(env, dataDir),
      mailer: createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log, jobs }),
      jobs,
      directory: new CompanyDirectory(database.db),
      checkedSessions: new CheckedSessions(),
      config: {
        baseDomain: env.BASE_DOMAIN,
        jwtSecret,
        publicUrl: publicUrl(env),
        securityLogRetentionDays: env.SECURITY_LOG_RETENTION_DAYS,
        apiKeyRatePerMinute: env.API_KEY_RATE_LIMIT,
        allowPrivateWebhookUrls: env.WEBHOOK_ALLOW_PRIVATE_URLS,
        requireSuperAdminTwoFactor: env.SUPER_ADMIN_TWO_FACTOR === 'required',
      },
      log,
      now: () => new Date(),
    };
    keptIndexes.limitMemory(env.SEARCH_MEMORY_MB * 1024 * 1024);
    await seed(deps, { superAdminEmail: env.SUPER_ADMIN_EMAIL, demo: env.SEED_DEMO });
    const runner: JobRunner | undefined = env.RUN_JOBS
      ? await startJobRunner({ database, log, ...jobWork(deps) })
      : undefined;
    return {
      deps,
      database,
      databaseKind: embedded ? 'embedded' : 'external',
      close: async () => {
        // Jobs under way finish first; then mail already accepted (login codes) finishes its delivery.
        await runner?.stop();
        await deps.mailer.close();
        await database.close();
        await stopEmbedded();
      },
    };
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
}
