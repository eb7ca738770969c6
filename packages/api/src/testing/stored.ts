import type { Storage } from '../services/files/storage';

/**
 * What the storage says about a key (size and content type), or null when it holds nothing there.
 * The body is closed at once: one left unread would hold a file handle until garbage collection.
 */
export async function peek(storage: Storage, key: string) {
  const object = await storage.get(key);
  if (!object) return null;
  object.body.destroy();
  return { size: object.size, contentType: object.contentType };
}
