/**
 * A download sink that keeps what it is given, for the tests (not a test file itself); `hold` makes
 * its writes wait like a slow client.
 */
import type { DownloadSink } from './sink';

export function memorySink() {
  const chunks: Buffer[] = [];
  const state = { file: undefined as { filename: string; contentType: string } | undefined, writes: 0 };
  let gate: Promise<void> = Promise.resolve();
  const sink: DownloadSink = {
    begin: (file) => void (state.file = file),
    write: async (chunk) => {
      state.writes += 1;
      chunks.push(Buffer.from(chunk));
      await gate;
    },
  };
  return {
    sink,
    state,
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => release();
    },
    bytes: () => Buffer.concat(chunks),
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
}
