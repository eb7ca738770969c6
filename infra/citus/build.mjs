/**
 * Builds Citus from the vendored source and installs it into PostgreSQL 15, once: no registry we can
 * reach ships Citus for Debian 12, so the operator's machine compiles it (a few minutes on 2 cores).
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { duration, hasCommand, isRoot, log, run } from './run.mjs';

export const CITUS_VERSION = '13.2.2';
const TARBALL = `citus-${CITUS_VERSION}.tar.gz`;
const PATCH = `citus-${CITUS_VERSION}-debian-pg15.patch`;
/** The archive as it was vendored; anything else is not the source this setup was tried with. */
const TARBALL_SHA256 = 'dd2453caec20a830e5e63f1def5c5a98cb6f57ae510407cdcd800916fcdab430';

/** Debian packages the build needs (headers of PostgreSQL 15 and of the libraries Citus links). */
const APT_PACKAGES = [
  'postgresql-15',
  'postgresql-server-dev-15',
  'postgresql-contrib',
  'liblz4-dev',
  'libzstd-dev',
  'libkrb5-dev',
  'libssl-dev',
  'libselinux1-dev',
  'libxslt1-dev',
  'libpam0g-dev',
  'flex',
  'bison',
];

const isInstalled = (pkg) =>
  run('dpkg-query', ['-W', '-f=${Status}', pkg], { allowFail: true }).stdout.endsWith('install ok installed');

function missingPackages() {
  const missing = APT_PACKAGES.filter((pkg) => !isInstalled(pkg));
  for (const tool of ['make', 'gcc']) if (!hasCommand(tool) && !missing.includes(tool)) missing.push(tool);
  return missing;
}

/** Installs what is missing when root; otherwise says what to install and stops. */
function ensurePackages() {
  if (!hasCommand('dpkg-query')) {
    log(`not a Debian system: make sure these (or their equivalents) are installed: ${APT_PACKAGES.join(' ')}`);
    return;
  }
  const missing = missingPackages();
  if (missing.length === 0) return;
  if (!isRoot) {
    throw new Error(
      `the Citus build needs these packages; install them, then run this again:\n  sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`installing ${missing.join(' ')} with apt-get`);
  const options = { env: { DEBIAN_FRONTEND: 'noninteractive' }, stdio: ['ignore', 'inherit', 'inherit'] };
  // A fresh machine has no package lists yet: read them once and try again.
  if (!run('apt-get', ['install', '-y', ...missing], { ...options, allowFail: true }).ok) {
    run('apt-get', ['update'], options);
    run('apt-get', ['install', '-y', ...missing], options);
  }
}

/** Where PostgreSQL 15 loads extension libraries from, and its extension folder. */
export function postgresDirs(pgBin) {
  const pgConfig = join(pgBin, 'pg_config');
  if (!existsSync(pgConfig)) return { pgConfig, pkglibdir: '/usr/lib/postgresql/15/lib' };
  const pkglibdir = run(pgConfig, ['--pkglibdir']).stdout;
  const sharedir = run(pgConfig, ['--sharedir']).stdout;
  return { pgConfig, pkglibdir, sharedir };
}

function installedVersion(sharedir) {
  const control = sharedir && join(sharedir, 'extension', 'citus.control');
  if (!control || !existsSync(control)) return 'unknown version';
  return readFileSync(control, 'utf8').match(/default_version\s*=\s*'([^']+)'/)?.[1] ?? 'unknown version';
}

function checkTarball(path) {
  const sha = createHash('sha256').update(readFileSync(path)).digest('hex');
  if (sha !== TARBALL_SHA256) throw new Error(`${path} is not the vendored Citus ${CITUS_VERSION} (sha256 ${sha})`);
}

/**
 * Skips when citus.so is already in PostgreSQL 15's library folder. Otherwise installs missing apt
 * packages, unpacks and patches the source in a scratch folder outside the repository, runs
 * configure, make and make install, and returns how long each took.
 */
export function ensureCitusInstalled({ pgBin, vendorDir, scratchDir, repoRoot, logFile }) {
  let dirs = postgresDirs(pgBin);
  // Another Citus release installed by other means is replaced: the product is tested on this one.
  const installed = installedVersion(dirs.sharedir);
  const release = CITUS_VERSION.split('.').slice(0, 2).join('.');
  if (existsSync(join(dirs.pkglibdir, 'citus.so')) && installed.startsWith(`${release}-`)) {
    log(`Citus already installed for PostgreSQL 15 (${installed}, ${dirs.pkglibdir}/citus.so)`);
    return { built: false };
  }
  if (!relative(repoRoot, scratchDir).startsWith('..')) {
    throw new Error(`CITUS_BUILD_DIR must be outside the repository (${scratchDir})`);
  }
  const tarball = join(vendorDir, TARBALL);
  const patch = join(vendorDir, PATCH);
  for (const file of [tarball, patch]) if (!existsSync(file)) throw new Error(`missing ${file} (set CITUS_VENDOR_DIR)`);
  checkTarball(tarball);

  const started = Date.now();
  ensurePackages();
  dirs = postgresDirs(pgBin);
  const packagesTime = Date.now() - started;

  rmSync(scratchDir, { recursive: true, force: true });
  mkdirSync(scratchDir, { recursive: true });
  const source = join(scratchDir, `citus-${CITUS_VERSION}`);
  run('tar', ['-xzf', tarball, '-C', scratchDir]);
  run('patch', ['-p1', '-i', patch], { cwd: source });

  log(`building Citus ${CITUS_VERSION} in ${source} (output in ${logFile})`);
  const fd = openSync(logFile, 'w');
  const step = (label, cmd, args) => {
    const t = Date.now();
    log(`  ${label}...`);
    try {
      run(cmd, args, { cwd: source, env: { PG_CONFIG: dirs.pgConfig }, stdio: ['ignore', fd, fd] });
    } catch (error) {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`${error.message}\n--- last lines of ${logFile} ---\n${tail}`, { cause: error });
    }
    return Date.now() - t;
  };
  const jobs = String(Math.max(2, availableParallelism()));
  let times;
  try {
    times = {
      configure: step('configure --without-libcurl', './configure', [
        '--without-libcurl',
        `PG_CONFIG=${dirs.pgConfig}`,
      ]),
      make: step(`make -j${jobs}`, 'make', [`-j${jobs}`]),
      install: step('make install', 'make', ['install']),
    };
  } finally {
    closeSync(fd);
  }
  if (!existsSync(join(dirs.pkglibdir, 'citus.so')))
    throw new Error(`make install left no citus.so in ${dirs.pkglibdir}`);
  // The scratch copy is only needed again when a build fails, to look at it.
  rmSync(scratchDir, { recursive: true, force: true });

  const total = Date.now() - started;
  log(
    `Citus ${CITUS_VERSION} built and installed in ${duration(total)} ` +
      `(apt ${duration(packagesTime)}, configure ${duration(times.configure)}, ` +
      `make ${duration(times.make)}, install ${duration(times.install)})`,
  );
  return { built: true, total, packagesTime, ...times };
}

export const defaultScratchDir = () => join(tmpdir(), `citus-${CITUS_VERSION}-build`);
