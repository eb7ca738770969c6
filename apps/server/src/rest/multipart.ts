import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import { AppError } from '@app/api';
import { IMAGE_UPLOAD_FIELDS, MESSAGES, UPLOAD, type UploadedFile } from '@app/contracts';

import { addField } from './form-fields';

/** Files stream under a 5 MB cap each; text fields get the JSON body's 1 MB, and counts are bounded. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD.maxFileBytes,
  files: UPLOAD.maxFilesPerRequest,
  fields: 200,
  fieldSize: 1024 * 1024,
  parts: 250,
} as const;

const fieldFailure = (code: 'VALIDATION_ERROR' | 'PAYLOAD_TOO_LARGE', path: string, msg: string) =>
  new AppError(code, msg, [{ path, msg }]);

/** Reads one file part into memory, refusing it once it passes the per-file limit. */
async function readFile(part: MultipartFile, accepted: readonly string[]): Promise<UploadedFile | undefined> {
  if (!accepted.includes(part.fieldname)) {
    part.file.resume();
    throw fieldFailure('VALIDATION_ERROR', part.fieldname, `Files are not accepted in "${part.fieldname}"`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
  }
  // Busboy stops at fileSize and marks the stream truncated instead of failing.
  if (part.file.truncated || size > UPLOAD.maxFileBytes) {
    const isImage = (IMAGE_UPLOAD_FIELDS as readonly string[]).includes(part.fieldname);
    throw fieldFailure(
      'PAYLOAD_TOO_LARGE',
      part.fieldname,
      isImage ? MESSAGES.files.tooLarge : MESSAGES.files.fileTooLarge,
    );
  }
  // A form's empty file input still sends a part: no name, no bytes. That is "no file".
  if (size === 0 && !part.filename) return undefined;
  return {
    kind: 'uploaded-file',
    filename: part.filename,
    mimeType: part.mimetype,
    data: new Uint8Array(Buffer.concat(chunks, size)),
  };
}

/** @fastify/multipart's own limit and format errors, in the API's vocabulary. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', `At most ${UPLOAD.maxFilesPerRequest} files can be sent at once`);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.generic.payloadTooLarge);
  }
  if (typeof code === 'string' && code.startsWith('FST_'))
    return new AppError('BAD_REQUEST', 'The multipart body is not valid');
  // Busboy's own parse errors ("Malformed part header", "Unexpected end of form").
  if (error instanceof Error && !(error instanceof AppError))
    return new AppError('BAD_REQUEST', 'The multipart body is not valid');
  return error;
}

/** The form as one input object: text fields nested by name, files as UploadedFile values. */
export async function readMultipart(
  req: FastifyRequest,
  acceptedFiles: readonly string[],
): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of req.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const file = await readFile(part, acceptedFiles);
        if (file) addField(fields, part.fieldname, file);
        continue;
      }
      if (part.valueTruncated)
        throw fieldFailure('PAYLOAD_TOO_LARGE', part.fieldname, MESSAGES.generic.payloadTooLarge);
      addField(fields, part.fieldname, part.value);
    }
  } catch (error) {
    throw multipartError(error);
  }
  return fields;
}
