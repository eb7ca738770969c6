import { Client } from 'minio';

import type { Storage, StoredObject } from './storage';

export interface S3StorageOptions {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
}

// HEAD answers carry no body, so a missing object shows up as NotFound there and NoSuchKey on GET.
const isMissing = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
};

/** Collects every key under a prefix; listing is paged by the client, so this may take several calls. */
function listKeys(client: Client, bucket: string, prefix: string): Promise<string[]> {
  return new Promise((resolvePromise, reject) => {
    const keys: string[] = [];
    const stream = client.listObjectsV2(bucket, prefix, true);
    stream.on('data', (item) => {
      if (item.name) keys.push(item.name);
    });
    stream.on('error', reject);
    stream.on('end', () => resolvePromise(keys));
  });
}

/** The minio client against MinIO or any S3 service. Creates the bucket on first use if needed. */
export async function createS3Storage(options: S3StorageOptions): Promise<Storage> {
  const region = options.region ?? 'us-east-1';
  const client = new Client({
    endPoint: options.endPoint,
    port: options.port,
    useSSL: options.useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region,
  });
  const { bucket } = options;
  if (!(await client.bucketExists(bucket))) {
    await client.makeBucket(bucket, region).catch(async (error: unknown) => {
      // Two servers starting together may race to create it; losing that race is fine.
      if (!(await client.bucketExists(bucket))) throw error;
    });
  }

  return {
    driver: 's3',

    async put(key, data, contentType) {
      const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      await client.putObject(bucket, key, buffer, buffer.length, { 'Content-Type': contentType });
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const stat = await client.statObject(bucket, key);
        const body = await client.getObject(bucket, key);
        const contentType = stat.metaData['content-type'];
        return {
          body,
          size: stat.size,
          contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      // S3 deletes are idempotent: removing a missing key succeeds.
      await client.removeObject(bucket, key);
    },

    async removePrefix(prefix) {
      // Same rule as the local driver: a folder prefix, so `companies/7/` never matches `companies/70/`.
      if (!prefix.endsWith('/') || prefix === '/') {
        throw new Error(`Storage prefix must be a folder ending with '/': ${JSON.stringify(prefix)}`);
      }
      const keys = await listKeys(client, bucket, prefix);
      if (keys.length === 0) return;
      // removeObjects batches by 1000 and reports per-key failures in its result rather than throwing.
      const failures = (await client.removeObjects(bucket, keys)).filter(Boolean);
      if (failures.length > 0) {
        throw new Error(
          `Could not remove ${failures.length} object(s) under ${prefix}: ${JSON.stringify(failures[0])}`,
        );
      }
    },

    async list(prefix) {
      if (!prefix.endsWith('/') || prefix === '/') {
        throw new Error(`Storage prefix must be a folder ending with '/': ${JSON.stringify(prefix)}`);
      }
      return (await listKeys(client, bucket, prefix)).sort();
    },

    async ping() {
      if (!(await client.bucketExists(bucket))) throw new Error(`Bucket ${bucket} does not exist`);
    },
  };
}
