import { Writable } from 'node:stream';

import pino, { type Logger } from 'pino';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** One readable line per record for people watching `npm start`; JSON lines in production. */
function prettyStream(): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        const record = JSON.parse(chunk.toString()) as Record<string, unknown>;
        const time = new Date(Number(record.time)).toISOString().slice(11, 19);
        const level = LEVELS[Number(record.level)] ?? 'info';
        const request = record.req as { method?: string; url?: string } | undefined;
        const extra = record.err ? ` ${(record.err as { stack?: string }).stack ?? ''}` : '';
        const line = request ? `${request.method} ${request.url}` : '';
        process.stdout.write(
          `${time} ${level.padEnd(5)} ${String(record.msg ?? '')}${line ? ` ${line}` : ''}${extra}\n`,
        );
      } catch {
        process.stdout.write(chunk);
      }
      done();
    },
  });
}

export function createLogger(level: string, pretty: boolean): Logger {
  return pretty ? pino({ level }, prettyStream()) : pino({ level });
}
