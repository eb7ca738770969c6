/**
 * `npm run db:distribute`: on a Citus coordinator, makes every company schema that is still an
 * ordinary schema a distributed schema placed on a worker (infra/scale-out.md). Uses DATABASE_URL.
 */
import { connectDatabase } from '../client';
import { distributeTenantSchemas, isCitusCoordinator } from '../citus/distribute';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must name the Citus coordinator');
  process.exit(1);
}
const started = Date.now();
const handle = connectDatabase(url, { max: 1 });
try {
  if (!(await isCitusCoordinator(handle))) {
    console.error('this database has no Citus extension: nothing to distribute');
    process.exitCode = 1;
  } else {
    const result = await distributeTenantSchemas(handle, (m) => console.log(m));
    console.log(
      `distributed ${result.distributed.length} company schema(s) in ${Date.now() - started} ms; ` +
        `${result.already} were distributed already`,
    );
  }
} catch (error) {
  console.error('distributing failed:', error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
