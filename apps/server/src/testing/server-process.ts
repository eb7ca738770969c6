/**
 * The server as an operator runs it, for tests that need a real process: `main.ts` under tsx, its
 * own data directory (embedded PostgreSQL), its console captured. Also a small HTTP load that
 * records every answer, for tests that break a dependency under traffic.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = new URL('../../../../', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startServerProcess(dataDir: string, env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The embedded postmaster's pid, from its lock file. */
export const postmasterPid = (dataDir: string): number | undefined => {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};

/** The embedded postmaster's port, from its lock file (fourth line). */
export const postmasterPort = (dataDir: string): number =>
  Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);

/** Listens on a port so nothing else can (a database that must stay away for a while). */
export async function holdPort(port: number): Promise<{ release: () => Promise<void> }> {
  for (let attempt = 0; ; attempt++) {
    // Connections are dropped at once, like a port with nothing behind it.
    const server = createServer((socket) => socket.destroy());
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    if (attempt > 100) throw new Error(`port ${port} stays taken`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * fetch cannot set Host, so these tests start the server with TRUST_PROXY=true and name the host
 * the way a proxy does.
 */
export const hostHeaders = (host: string) => ({ 'x-forwarded-host': host });

/** Code sign-in over HTTP; without SMTP the code is read from the server's console line. */
export async function signInOverHttp(server: ServerProcess, baseUrl: string, host: string, email: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...hostHeaders(host), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const requested = await post('/api/auth/request-code', { email });
  if (requested.status !== 200) throw new Error(`request-code: ${requested.status}`);
  let code: string | undefined;
  await waitFor(() => {
    const line = server
      .output()
      .split('\n')
      .findLast((l) => l.includes(`mail to ${email}`));
    code = line?.slice(line.indexOf('mail to')).match(/\b(\d{6})\b/)?.[1];
    return code !== undefined;
  }, 'the sign-in code in the console');
  const verified = await post('/api/auth/verify-code', { email, code });
  const body = (await verified.json()) as { data: { accessToken: string } };
  if (verified.status !== 200) throw new Error(`verify-code: ${verified.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

export interface Answer {
  at: number;
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** The envelope's `code` on failures. */
  code?: string;
  failure?: string;
}

/**
 * `connections` clients each sending one request after another until `stop()`; every answer is
 * kept. A request taking longer than `timeoutMs` counts as a failure: a hang is a defect too.
 */
export function runLoad(url: string, headers: Record<string, string>, connections = 20, timeoutMs = 4000) {
  const answers: Answer[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const at = Date.now();
      try {
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        answers.push({ at, status: res.status, code: body.code });
      } catch (error) {
        answers.push({
          at,
          status: 0,
          failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const clients = Array.from({ length: connections }, client);
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return answers;
    },
  };
}
