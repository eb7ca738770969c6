import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import { AppError } from '@app/api';
import { IMPORT_LIMITS, MESSAGES, type StreamedFile } from '@app/contracts';

import { MULTIPART_LIMITS } from './multipart';

const tooLarge = (field: string) => {
  const msg = MESSAGES.crm.imports.fileTooLarge(IMPORT_LIMITS.maxFileBytes);
  return new AppError('PAYLOAD_TOO_LARGE', msg, [{ path: field, msg }]);
};

/** The file part's bytes as they arrive; past the limit busboy truncates, and that is a 413. */
async function* bytesOf(part: MultipartFile, field: string): AsyncGenerator<Uint8Array> {
  for await (const chunk of part.file as AsyncIterable<Buffer>) yield chunk;
  if (part.file.truncated) throw tooLarge(field);
}

/**
 * A form whose one file (in `field`, sent last) is handed over unread, for uploads up to
 * IMPORT_LIMITS.maxFileBytes (CSV imports). Text fields before it arrive as usual.
 */
export async function readStreamedMultipart(req: FastifyRequest, field: string): Promise<Record<string, unknown>> {
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { ...MULTIPART_LIMITS, fileSize: IMPORT_LIMITS.maxFileBytes, files: 1 } });
  } catch {
    throw new AppError('BAD_REQUEST', 'The multipart body is not valid');
  }
  if (!part) return {};
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const entry = Array.isArray(value) ? value[0] : value;
    if (entry && entry.type === 'field') fields[name] = entry.value;
  }
  if (part.fieldname !== field) {
    part.file.resume();
    throw new AppError('VALIDATION_ERROR', `Files are not accepted in "${part.fieldname}"`, [
      { path: part.fieldname, msg: `Files are not accepted in "${part.fieldname}"` },
    ]);
  }
  const file: StreamedFile = {
    kind: 'streamed-file',
    // A part sent with a content type but no file name still arrives as a file; it gets a name later.
    filename: part.filename ?? '',
    mimeType: part.mimetype,
    stream: bytesOf(part, field),
  };
  return { ...fields, [field]: file };
}
