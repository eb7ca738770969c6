import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { peek } from '../../testing/stored';
import { createLocalStorage } from './local';
import type { Storage } from './storage';
import { removeQuietly, withStoredFiles } from './store';

const bytes = (text: string) => new TextEncoder().encode(text);
const file = (key: string) => ({ key, data: bytes(key), contentType: 'image/png' });

let dir: string;
let storage: Storage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'platform-store-'));
  storage = createLocalStorage(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Real local storage, except that put fails for the keys named. */
function failingPuts(failFor: string[]): Storage {
  return {
    ...storage,
    put: async (key, data, contentType) => {
      if (failFor.includes(key)) throw new Error(`disk full for ${key}`);
      await storage.put(key, data, contentType);
    },
  };
}

const logs = () => {
  const warnings: string[] = [];
  return { warnings, log: { warn: (m: string) => warnings.push(m) } };
};

describe('withStoredFiles', () => {
  it('stores the files before the work runs and keeps them when it succeeds', async () => {
    const result = await withStoredFiles(storage, [file('companies/1/logo/a.png')], async () => {
      // The work (a transaction) may rely on the file being there already.
      expect(await peek(storage, 'companies/1/logo/a.png')).not.toBeNull();
      return 'row';
    });
    expect(result).toBe('row');
    expect(await peek(storage, 'companies/1/logo/a.png')).not.toBeNull();
  });

  it('removes every stored file when the work fails, and rethrows its error', async () => {
    const files = [file('companies/1/logo/a.png'), file('companies/1/avatars/b.png')];
    await expect(
      withStoredFiles(storage, files, async () => {
        throw new Error('transaction rolled back');
      }),
    ).rejects.toThrow('transaction rolled back');
    expect(await peek(storage, 'companies/1/logo/a.png')).toBeNull();
    expect(await peek(storage, 'companies/1/avatars/b.png')).toBeNull();
  });

  it('leaves no file, never runs the work and answers STORAGE_UNAVAILABLE when a put fails', async () => {
    const files = [file('companies/1/logo/a.png'), file('companies/1/avatars/b.png'), file('companies/1/notes/c.pdf')];
    let ran = false;
    await expect(
      withStoredFiles(failingPuts(['companies/1/avatars/b.png']), files, async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE', status: 503 });
    expect(ran).toBe(false);
    for (const f of files) expect(await peek(storage, f.key)).toBeNull();
  });

  it('still reports the original error when clean-up fails too, and logs the orphan', async () => {
    const { warnings, log } = logs();
    const stubborn: Storage = {
      ...storage,
      remove: async () => {
        throw new Error('storage offline');
      },
    };
    await expect(
      withStoredFiles(
        stubborn,
        [file('companies/1/logo/a.png')],
        async () => {
          throw new Error('constraint violated');
        },
        log,
      ),
    ).rejects.toThrow('constraint violated');
    expect(warnings).toEqual(['Could not remove stored file companies/1/logo/a.png: storage offline']);
  });

  it('runs the work directly when there are no files', async () => {
    expect(await withStoredFiles(storage, [], async () => 42)).toBe(42);
  });
});

describe('removeQuietly', () => {
  it('removes the keys given and skips empty ones', async () => {
    await storage.put('companies/1/logo/old.png', bytes('old'), 'image/png');
    const { warnings, log } = logs();
    await removeQuietly(storage, ['companies/1/logo/old.png', null, undefined, ''], log);
    expect(await peek(storage, 'companies/1/logo/old.png')).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('logs failures instead of throwing', async () => {
    const { warnings, log } = logs();
    await expect(removeQuietly(storage, ['../not-a-key'], log)).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Could not remove stored file \.\.\/not-a-key/);
  });
});
