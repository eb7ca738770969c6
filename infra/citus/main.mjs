/**
 * `npm run citus`: builds Citus once, then runs a coordinator and two workers on this machine until
 * Ctrl-C / SIGTERM, which stop all three. Point the product at the printed DATABASE_URL to try it on
 * Citus' schema-based sharding (infra/scale-out.md).
 *
 * Environment: DATA_DIR (data goes to $DATA_DIR/citus, default .data/citus), CITUS_PORT (coordinator,
 * default 9700), CITUS_WORKER_PORTS (default the two ports after it), CITUS_DATABASE (platform),
 * CITUS_OS_USER (who runs PostgreSQL when this runs as root, default postgres), CITUS_PG_BIN,
 * CITUS_VENDOR_DIR, CITUS_BUILD_DIR.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defaultScratchDir, ensureCitusInstalled } from './build.mjs';
import {
  HOST,
  SUPERUSER,
  clusterLayout,
  nodeContext,
  prepareDataRoot,
  prepareNode,
  productExtensions,
  runningPid,
  setUpCluster,
  startNode,
  stopNode,
} from './cluster.mjs';
import { duration, log, run } from './run.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function readConfig(env = process.env) {
  const port = Number(env.CITUS_PORT ?? 9700);
  const workerPorts = env.CITUS_WORKER_PORTS
    ? env.CITUS_WORKER_PORTS.split(',').map((p) => Number(p.trim()))
    : [port + 1, port + 2];
  for (const p of [port, ...workerPorts]) {
    if (!Number.isInteger(p) || p < 1 || p > 65535)
      throw new Error(`not a port: ${p} (CITUS_PORT, CITUS_WORKER_PORTS)`);
  }
  return {
    port,
    workerPorts,
    database: env.CITUS_DATABASE ?? 'platform',
    dataRoot: resolve(repoRoot, env.DATA_DIR ?? '.data', 'citus'),
    ...nodeContext(env),
    vendorDir: resolve(repoRoot, env.CITUS_VENDOR_DIR ?? '../shared/vendor'),
    scratchDir: env.CITUS_BUILD_DIR ? resolve(env.CITUS_BUILD_DIR) : defaultScratchDir(),
  };
}

/** Data inside the repository must never be committed; says so when .gitignore does not cover it. */
function warnIfTracked(dataRoot) {
  if (relative(repoRoot, dataRoot).startsWith('..')) return;
  const ignored = run('git', ['check-ignore', '-q', dataRoot], { cwd: repoRoot, allowFail: true });
  if (ignored.status === 1) log(`warning: ${dataRoot} is not ignored by git; add it to .gitignore`);
}

/** PostgreSQL will not run as root: use the system user Debian's package creates, or create it. */
function ensureOsUser(name) {
  if (!name || run('id', ['-u', name], { allowFail: true }).ok) return;
  log(`creating system user ${name} to run PostgreSQL`);
  run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
}

/** One `npm run citus` per data folder: a second one would stop the first one's clusters on exit. */
function takeLock(dataRoot) {
  const lockFile = join(dataRoot, 'npm-run-citus.pid');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      // A previous run that was killed outright; its clusters are taken over below.
    }
    if (alive && pid !== process.pid) throw new Error(`npm run citus is already running for ${dataRoot} (pid ${pid})`);
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function main() {
  const config = readConfig();
  mkdirSync(config.dataRoot, { recursive: true });
  const build = ensureCitusInstalled({
    pgBin: config.pgBin,
    vendorDir: config.vendorDir,
    scratchDir: config.scratchDir,
    repoRoot,
    logFile: join(config.dataRoot, 'build.log'),
  });

  warnIfTracked(config.dataRoot);
  ensureOsUser(config.osUser);
  prepareDataRoot(config.dataRoot, config.osUser);
  const releaseLock = takeLock(config.dataRoot);
  const nodes = clusterLayout(config);
  const ctx = { pgBin: config.pgBin, osUser: config.osUser };

  let stopped = false;
  const stopAll = () => {
    if (stopped) return;
    stopped = true;
    for (const node of [...nodes].reverse()) stopNode(node, ctx);
    releaseLock();
  };
  // Signals arrive between the synchronous steps, so a Ctrl-C during start-up still stops everything.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`${signal}: stopping the cluster`);
      stopAll();
      process.exit(0);
    });
  }

  const started = Date.now();
  try {
    for (const node of nodes) {
      prepareNode(node, ctx);
      startNode(node, ctx);
    }
    const extensions = productExtensions(join(repoRoot, 'drizzle'));
    const cluster = setUpCluster(nodes, { pgBin: config.pgBin, database: config.database, extensions });
    const url = `postgres://${SUPERUSER}@${HOST}:${config.port}/${config.database}`;
    console.log(
      [
        '',
        `${cluster.version.split(' on ')[0]}: coordinator ${HOST}:${config.port}, ` +
          `${cluster.workers} workers (${config.workerPorts.join(', ')}), ready in ${duration(Date.now() - started)}` +
          (build.built ? ` (Citus built in ${duration(build.total)})` : ''),
        `  extensions on every node: citus, ${extensions.join(', ') || '(none)'}`,
        `  data and logs: ${config.dataRoot}`,
        '',
        `  DATABASE_URL=${url}`,
        '',
        'Ctrl-C stops all three.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    console.error(`[citus] ${error.message}`);
    stopAll();
    process.exit(1);
  }

  // A node that stops on its own (out of disk, killed, stopped by hand to try a failure) is reported,
  // and so is its return (`pg_ctl start -D <its folder>`); the others keep running, as a real
  // cluster's would. `npm run` passes SIGTERM to its shell rather than to this process, so a
  // launcher that went away counts as a stop.
  const launcher = process.ppid;
  const down = new Set();
  setInterval(() => {
    if (process.ppid !== launcher) {
      log('the launching process is gone: stopping the cluster');
      stopAll();
      process.exit(0);
    }
    for (const node of nodes) {
      const running = Boolean(runningPid(node));
      if (!running && !down.has(node)) {
        down.add(node);
        console.error(`[citus] ${node.name} stopped; see ${node.logFile}`);
      } else if (running && down.delete(node)) {
        log(`${node.name} is running again`);
      }
    }
  }, 1000);
}

try {
  main();
} catch (error) {
  console.error(`[citus] ${error.message}`);
  process.exit(1);
}
