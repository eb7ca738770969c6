// s3rver ships no types; this covers the part the storage tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Its filesystem store; the tests wrap deleteObject (see storage.test.ts). */
    store: { deleteObject(bucket: string, key: string): Promise<void> };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
