/**
 * What a process really writes to PostgreSQL for one call, read off its system calls: strace
 * attached to the process's main thread (where Node writes its sockets) records every write and
 * read with its bytes and time; the writes that parse as PostgreSQL's frontend protocol are decoded
 * into their messages (simple Query, Parse, Bind, Execute, Sync). Each step's writes are those
 * between its start and its end; the steps run one at a time with a pause between them.
 *
 * Prepared statements are named in Bind only, so the capture starts before the process first
 * prepares them (its Parse messages give each name its text).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WireStatement {
  sql: string;
  params: (string | null)[];
  /** Sent as a simple Query (no parameters: postgres.js sends those unprepared, text only). */
  simple: boolean;
  /** Parsed in this call (first use on that connection) rather than bound to a kept statement. */
  parsed: boolean;
}

export interface WireCall {
  /** Writes to PostgreSQL (each one a packet of messages; a call waits for answers between them). */
  writes: number;
  /** Reads from PostgreSQL that returned data. */
  reads: number;
  /** Statements executed, in order. */
  statements: WireStatement[];
  /** Each write's messages, e.g. `Q begin`, `B+E <sql>`, for the report. */
  packets: string[][];
}

export interface WireStep {
  name: string;
  run: () => Promise<unknown>;
  /** Only kept steps are reported (the others prepare statements and warm caches). */
  keep?: boolean;
}

export const straceAvailable = () => spawnSync('strace', ['-V']).status === 0;

interface Syscall {
  at: number;
  call: string;
  fd: number;
  bytes: Buffer;
  result: number;
}

/** Lines of `strace -ttt -xx`: `1732312345.123456 write(23, "\x51..."..., 57) = 57`. */
function parseTrace(text: string): Syscall[] {
  const calls: Syscall[] = [];
  for (const line of text.split('\n')) {
    const match =
      /^(\d+\.\d+) (write|writev|read|readv|sendto|recvfrom|sendmsg|recvmsg)\((\d+), (.*)\) += (-?\d+)/.exec(line);
    if (!match) continue;
    const hex = [...match[4]!.matchAll(/"((?:\\x[0-9a-f]{2})*)"/g)].map((m) => m[1]!.replaceAll('\\x', '')).join('');
    calls.push({
      at: Number(match[1]) * 1000,
      call: match[2]!,
      fd: Number(match[3]),
      bytes: Buffer.from(hex, 'hex'),
      result: Number(match[5]),
    });
  }
  return calls;
}

interface Message {
  type: string;
  body: Buffer;
}

const FRONTEND = new Set(['Q', 'P', 'B', 'E', 'S', 'D', 'H', 'C', 'X', 'p', 'd', 'c', 'f', 'F']);

/** The frontend messages of one write, or undefined when it is not (only) that protocol. */
function messagesOf(bytes: Buffer): Message[] | undefined {
  const messages: Message[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 5 > bytes.length) return undefined;
    const type = String.fromCharCode(bytes[at]!);
    const length = bytes.readInt32BE(at + 1);
    if (!FRONTEND.has(type) || length < 4 || at + 1 + length > bytes.length) return undefined;
    messages.push({ type, body: bytes.subarray(at + 5, at + 1 + length) });
    at += 1 + length;
  }
  return messages.length ? messages : undefined;
}

const cstring = (buffer: Buffer, at: number): [string, number] => {
  const end = buffer.indexOf(0, at);
  return [buffer.toString('utf8', at, end), end + 1];
};

function bindOf(body: Buffer): { statement: string; params: (string | null)[] } {
  let at = cstring(body, 0)[1];
  const [statement, next] = cstring(body, at);
  at = next;
  const formats = body.readInt16BE(at);
  at += 2 + formats * 2;
  const count = body.readInt16BE(at);
  at += 2;
  const params: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const length = body.readInt32BE(at);
    at += 4;
    params.push(length < 0 ? null : body.toString('utf8', at, at + length));
    at += Math.max(length, 0);
  }
  return { statement, params };
}

const short = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 90 ? `${flat.slice(0, 87)}...` : flat;
};

/**
 * Runs `steps` one after another while strace watches `pid` (another process, or this one), and
 * answers what each kept step wrote to PostgreSQL.
 */
export async function captureWire(pid: number, steps: WireStep[]): Promise<Map<string, WireCall>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wire-'));
  const file = join(dir, 'trace');
  const calls = 'write,writev,read,readv,sendto,recvfrom,sendmsg,recvmsg';
  const strace = spawn(
    'strace',
    ['-p', String(pid), '-ttt', '-xx', '-s', '4194304', '-e', `trace=${calls}`, '-o', file],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => strace.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      let said = '';
      strace.stderr!.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('attached')) resolve();
      });
      strace.once('exit', () => reject(new Error(`strace could not attach to ${pid}: ${said.trim()}`)));
    });
    const windows: { name: string; from: number; to: number }[] = [];
    const now = () => performance.timeOrigin + performance.now();
    for (const step of steps) {
      await sleep(step.keep ? 50 : 20);
      const from = now();
      await step.run();
      if (step.keep) windows.push({ name: step.name, from, to: now() });
    }
    await sleep(50);
    strace.kill('SIGINT');
    await exited;
    return decode(parseTrace(readFileSync(file, 'utf8')), windows);
  } finally {
    if (strace.exitCode === null) strace.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

function decode(calls: Syscall[], windows: { name: string; from: number; to: number }[]): Map<string, WireCall> {
  // Statement names from every Parse seen (postgres.js names are unique across its connections).
  const names = new Map<string, string>();
  const postgresFds = new Set<number>();
  const decoded = calls.map((c) => {
    const isWrite = /^(write|send)/.test(c.call);
    const messages = isWrite ? messagesOf(c.bytes) : undefined;
    if (messages) postgresFds.add(c.fd);
    for (const m of messages ?? []) {
      if (m.type !== 'P') continue;
      const [name, at] = cstring(m.body, 0);
      if (name) names.set(name, cstring(m.body, at)[0]);
    }
    return { ...c, isWrite, messages };
  });
  const result = new Map<string, WireCall>();
  for (const window of windows) {
    const inside = decoded.filter((c) => c.at >= window.from && c.at <= window.to && postgresFds.has(c.fd));
    const call: WireCall = { writes: 0, reads: 0, statements: [], packets: [] };
    // An unnamed statement's text, per connection: its Parse may leave in an earlier write.
    const unnamed = new Map<number, string>();
    for (const c of inside) {
      if (!c.isWrite) {
        if (c.result > 0) call.reads++;
        continue;
      }
      if (!c.messages) continue;
      call.writes++;
      const packet: string[] = [];
      let parsed = false;
      let bound: { statement: string; params: (string | null)[] } | undefined;
      for (const m of c.messages) {
        if (m.type === 'Q') {
          const sql = cstring(m.body, 0)[0];
          call.statements.push({ sql, params: [], simple: true, parsed: false });
          packet.push(`Q ${short(sql)}`);
        } else if (m.type === 'P') {
          const [name, at] = cstring(m.body, 0);
          const sql = cstring(m.body, at)[0];
          if (!name) unnamed.set(c.fd, sql);
          parsed = true;
          packet.push(`P ${short(sql)}`);
        } else if (m.type === 'B') {
          bound = bindOf(m.body);
        } else if (m.type === 'E') {
          const sql = bound ? (bound.statement ? names.get(bound.statement) : unnamed.get(c.fd)) : undefined;
          const text = sql ?? `<statement ${bound?.statement ?? '?'} prepared before the capture>`;
          call.statements.push({ sql: text, params: bound?.params ?? [], simple: false, parsed });
          packet.push(`B+E ${short(text)}`);
          parsed = false;
          bound = undefined;
        } else if (m.type !== 'S' && m.type !== 'D' && m.type !== 'H') {
          packet.push(m.type);
        }
      }
      call.packets.push(packet);
    }
    result.set(window.name, call);
  }
  return result;
}

/** A parameter as postgres.js sends it in text form (the references' are strings and numbers). */
const wireText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * Where a captured call differs from its reference: BEGIN, set_config, the reference's statements
 * in order with their parameters, COMMIT. Empty when they are the same.
 */
export function differences(
  call: WireCall,
  reference: { sql: string; params: unknown[] }[],
  searchPath: string,
): string[] {
  const expected = [
    { sql: 'begin', params: [] as (string | null)[] },
    { sql: "select set_config('search_path', $1, true)", params: [searchPath] },
    ...reference.map((s) => ({ sql: s.sql, params: s.params.map(wireText) })),
    { sql: 'commit', params: [] },
  ];
  const seen = call.statements.map((s) => ({ sql: s.sql.trim(), params: s.params }));
  const found: string[] = [];
  if (expected.length !== seen.length) found.push(`${seen.length} statements, the reference ${expected.length}`);
  const length = Math.max(expected.length, seen.length);
  // The first few: after an extra or a missing statement every later one is shifted.
  for (let i = 0; i < length && found.length < 3; i++) {
    const [want, got] = [expected[i], seen[i]];
    if (!want || !got) {
      found.push(`statement ${i + 1}: ${want ? `missing ${short(want.sql)}` : `extra ${short(got!.sql)}`}`);
    } else if (want.sql.trim() !== got.sql) {
      found.push(`statement ${i + 1}: ${short(got.sql)} instead of ${short(want.sql)}`);
    } else if (JSON.stringify(want.params) !== JSON.stringify(got.params)) {
      found.push(
        `statement ${i + 1} parameters: ${JSON.stringify(got.params)} instead of ${JSON.stringify(want.params)}`,
      );
    }
  }
  return found;
}
