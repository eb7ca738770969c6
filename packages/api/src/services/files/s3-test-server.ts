// Referenced here, not only found by this package's tsconfig: other packages' tests import this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
/**
 * For tests: a real S3-compatible server (s3rver) on a free port with its store in `dir`, and the
 * platform's S3 driver on any bucket of it.
 */
import S3rver from 's3rver';

import { createS3Storage } from './s3';
import type { Storage } from './storage';

export interface S3TestServer {
  port: number;
  /** The S3 driver on `name`, created on first use as the server does. */
  bucket(name: string): Promise<Storage>;
  close(): Promise<void>;
}

export async function startS3TestServer(dir: string): Promise<S3TestServer> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  return {
    port,
    bucket: (name) =>
      createS3Storage({
        endPoint: '127.0.0.1',
        port,
        useSSL: false,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        bucket: name,
      }),
    close: () => server.close(),
  };
}
