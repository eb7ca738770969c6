/**
 * A local Citus cluster: one coordinator and its workers, each its own PostgreSQL 15 data directory,
 * reachable on 127.0.0.1 only. Every function is safe to run again on existing data.
 */
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { isRoot, log, run } from './run.mjs';

export const HOST = '127.0.0.1';
export const SUPERUSER = 'postgres';

/** Where PostgreSQL's programs are (CITUS_PG_BIN) and who runs them when this runs as root (CITUS_OS_USER). */
export function nodeContext(env = process.env) {
  return {
    pgBin: env.CITUS_PG_BIN ?? '/usr/lib/postgresql/15/bin',
    osUser: isRoot ? (env.CITUS_OS_USER ?? 'postgres') : undefined,
  };
}

/** The nodes under `dataRoot`: the coordinator on `port`, then one worker per entry of `workerPorts`. */
export function clusterLayout({ dataRoot, port, workerPorts }) {
  const node = (name, nodePort, coordinator) => ({
    name,
    port: nodePort,
    coordinator,
    dir: join(dataRoot, name),
    logFile: join(dataRoot, `${name}.log`),
  });
  return [node('coordinator', port, true), ...workerPorts.map((p, i) => node(`worker-${i + 1}`, p, false))];
}

/**
 * Settings rewritten at every start, so a changed port takes effect. Each node loads Citus; only the
 * coordinator distributes new schemas, which is how each company's schema lands on one worker.
 */
function nodeSettings(node) {
  return [
    '# Rewritten by `npm run citus` at every start (infra/citus/cluster.mjs).',
    `port = ${node.port}`,
    `listen_addresses = '${HOST}'`,
    // TCP only: a socket path under a deep data folder can exceed the 107-byte limit.
    "unix_socket_directories = ''",
    "shared_preload_libraries = 'citus'",
    // Citus connects to its own node for some work; 'localhost' could mean ::1, where nothing listens.
    `citus.local_hostname = '${HOST}'`,
    // Moving a schema to another worker (rebalancing) copies it through logical replication.
    'wal_level = logical',
    ...(node.coordinator ? ['citus.enable_schema_based_sharding = on'] : []),
    '',
  ].join('\n');
}

/** Passwordless, and only from this machine: the cluster is for development and trials. */
const PG_HBA = [
  '# Written by `npm run citus`: loopback only, no passwords.',
  `host all all ${HOST}/32 trust`,
  `host replication all ${HOST}/32 trust`,
  '',
].join('\n');

/** Creates the data directory on first use, and writes this start's settings. */
export function prepareNode(node, { pgBin, osUser }) {
  if (!existsSync(join(node.dir, 'PG_VERSION'))) {
    log(`${node.name}: initdb in ${node.dir}`);
    run(
      join(pgBin, 'initdb'),
      ['-D', node.dir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'],
      { asUser: osUser, cwd: '/' },
    );
    appendFileSync(join(node.dir, 'postgresql.conf'), "\ninclude_if_exists = 'citus-node.conf'\n");
  }
  writeFileSync(join(node.dir, 'citus-node.conf'), nodeSettings(node));
  writeFileSync(join(node.dir, 'pg_hba.conf'), PG_HBA);
  const files = ['citus-node.conf', 'pg_hba.conf'].map((file) => join(node.dir, file));
  for (const file of files) chmodSync(file, 0o600);
  if (osUser) run('chown', [`${osUser}:`, ...files]);
}

/** The postmaster's pid when the node is running (read from postmaster.pid), else undefined. */
export function runningPid(node) {
  const pidFile = join(node.dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? pid : undefined;
  }
}

const tail = (file, lines = 20) =>
  existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)';

/** Starts the node and waits until it accepts connections; a node already running is left as it is. */
export function startNode(node, { pgBin, osUser }) {
  const pid = runningPid(node);
  if (pid) {
    log(`${node.name}: already running (pid ${pid}), taking it over`);
    return;
  }
  const result = run(join(pgBin, 'pg_ctl'), ['start', '-D', node.dir, '-l', node.logFile, '-w', '-t', '60'], {
    asUser: osUser,
    cwd: '/',
    allowFail: true,
  });
  if (!result.ok) throw new Error(`${node.name} did not start on port ${node.port}:\n${tail(node.logFile)}`);
  log(`${node.name}: started on ${HOST}:${node.port}`);
}

/** Fast shutdown: open sessions are ended, nothing is lost. Does nothing when the node is not running. */
export function stopNode(node, { pgBin, osUser }) {
  if (!runningPid(node)) return;
  const result = run(join(pgBin, 'pg_ctl'), ['stop', '-D', node.dir, '-m', 'fast', '-w', '-t', '60'], {
    asUser: osUser,
    cwd: '/',
    allowFail: true,
  });
  log(result.ok ? `${node.name}: stopped` : `${node.name}: stop failed: ${result.stderr || result.stdout}`);
}

/** Runs SQL on one node as the superuser and returns psql's unaligned output. */
export function psql(node, sql, { pgBin, database }) {
  return run(
    join(pgBin, 'psql'),
    [
      '-X',
      '-q',
      '-A',
      '-t',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      HOST,
      '-p',
      String(node.port),
      '-U',
      SUPERUSER,
      '-d',
      database,
      '-c',
      sql,
    ],
    { env: { PGCONNECT_TIMEOUT: '10' } },
  ).stdout;
}

/** Every `create extension` in the product's migrations, so each node can load them too. */
export function productExtensions(migrationsRoot) {
  const names = new Set();
  for (const set of ['platform', 'tenant']) {
    const dir = join(migrationsRoot, set);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const match of text.matchAll(/create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([a-z0-9_]+)"?/gi)) {
        names.add(match[1].toLowerCase());
      }
    }
  }
  return [...names].sort();
}

/**
 * The database on every node with Citus and the product's extensions, the coordinator registered
 * and the workers added to it. The ports are part of the cluster's metadata, copied to every node,
 * so existing data only starts on the ports it was set up with.
 */
export function setUpCluster(nodes, { pgBin, database, extensions }) {
  const [coordinator, ...workers] = nodes;
  const on = (node, sql, db = database) => psql(node, sql, { pgBin, database: db });
  for (const node of nodes) {
    if (!on(node, `select 1 from pg_database where datname = '${database}'`, 'postgres')) {
      on(node, `create database "${database}"`, 'postgres');
    }
  }
  // Workers first: when the coordinator adds a worker, the extensions it knows must load there. Only
  // missing ones: once a worker holds the cluster's metadata it refuses even a no-op CREATE EXTENSION.
  for (const node of [...workers, coordinator]) {
    const present = new Set(on(node, 'select extname from pg_extension').split('\n'));
    if (!present.has('citus')) on(node, 'create extension citus');
    for (const name of extensions) {
      if (!present.has(name)) on(node, `create extension "${name}" with schema public`);
    }
  }
  const registered = on(coordinator, 'select nodeport from pg_dist_node order by groupid <> 0, nodeid')
    .split('\n')
    .filter(Boolean)
    .map(Number);
  const expected = nodes.map((node) => node.port).slice(0, registered.length);
  if (registered.join() !== expected.join()) {
    throw new Error(
      `this cluster was set up on ports ${registered.join(', ')}: start it with those ` +
        '(CITUS_PORT, CITUS_WORKER_PORTS), or remove its data folder to set it up again',
    );
  }
  if (registered.length === 0) on(coordinator, `select citus_set_coordinator_host('${HOST}', ${coordinator.port})`);
  for (const worker of workers.slice(Math.max(0, registered.length - 1))) {
    log(`coordinator: adding ${worker.name} (${HOST}:${worker.port})`);
    on(coordinator, `select citus_add_node('${HOST}', ${worker.port})`);
  }
  const active = Number(on(coordinator, 'select count(*) from citus_get_active_worker_nodes()'));
  if (active !== workers.length)
    throw new Error(`the coordinator sees ${active} active worker(s), expected ${workers.length}`);
  const sharding = on(coordinator, 'show citus.enable_schema_based_sharding');
  if (sharding !== 'on') throw new Error(`citus.enable_schema_based_sharding is ${sharding} on the coordinator`);
  return { version: on(coordinator, 'select citus_version()'), workers: active };
}

/** Makes the data folder the database user's: PostgreSQL refuses a data directory it does not own. */
export function prepareDataRoot(dataRoot, osUser) {
  mkdirSync(dataRoot, { recursive: true });
  if (!osUser) return;
  run('chown', ['-R', `${osUser}:`, dataRoot]);
  if (!run('test', ['-w', dataRoot], { asUser: osUser, allowFail: true }).ok) {
    throw new Error(`${osUser} cannot write to ${dataRoot}: every folder above it must be searchable by that user`);
  }
}
