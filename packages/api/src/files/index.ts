/** The files module as the HTTP host and other domains use it. */
export { createLocalStorage } from './local';
export { createS3Storage, type S3StorageOptions } from './s3';
export * from './keys';
export { inspectAttachment, inspectImage, type InspectedFile } from './inspect';
export { removeQuietly, withStoredFiles, type FileToStore } from './store';
export { FILES_PATH, fileUrl, publicFileUrl, signatureExpiry, signedFileUrl, verifyFileSignature } from './signed-url';
export type { Storage, StoredObject } from './storage';
