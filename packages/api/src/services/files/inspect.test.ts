import { crc32 } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { MESSAGES, UPLOAD, type UploadedFile } from '@app/contracts';

import { AppError } from '../../core/errors';
import { inspectAttachment, inspectImage } from './inspect';

// Real, minimal files: enough of each format for magic-byte detection to see what it is.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
function webp(): Buffer {
  const vp8l = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x00]); // a 1x1 lossless bitstream header
  const chunk = Buffer.concat([Buffer.from('VP8L'), u32(vp8l.length), vp8l]);
  return Buffer.concat([Buffer.from('RIFF'), u32(4 + chunk.length), Buffer.from('WEBP'), chunk]);
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// The Compound File Binary header Word 97-2003 files start with (also used by xls, ppt, msi).
const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
const SVG_BARE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const TEXT = Buffer.from('Meeting notes\nÜberprüfung – café ✓\n');

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

/** A stored (uncompressed) zip, which is all detection needs to read the entry names and bytes. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (mainType: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;

const DOCX = zip({
  '[Content_Types].xml': contentTypes(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  ),
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
});
const DOCM = zip({
  '[Content_Types].xml': contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'),
  'word/document.xml': '<w:document/>',
});
const PLAIN_ZIP = zip({ 'readme.md': '# hi' });

const upload = (filename: string, data: Uint8Array, mimeType = 'application/octet-stream'): UploadedFile => ({
  kind: 'uploaded-file',
  filename,
  mimeType,
  data,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('inspectImage', () => {
  it.each([
    ['logo.png', PNG, 'png', 'image/png'],
    ['photo.jpeg', JPEG, 'jpg', 'image/jpeg'],
    ['anim.gif', GIF, 'gif', 'image/gif'],
    ['pic.webp', webp(), 'webp', 'image/webp'],
  ])('accepts %s by its bytes', async (name, data, ext, mime) => {
    expect(await inspectImage(upload(name, data), 'logo')).toEqual({ ext, mime });
  });

  it('goes by the bytes, not by the name or the claimed type', async () => {
    expect(await inspectImage(upload('report.pdf', PNG, 'application/pdf'), 'logo')).toEqual({
      ext: 'png',
      mime: 'image/png',
    });
  });

  it.each([
    ['an SVG', 'logo.svg', SVG],
    ['an SVG without an XML declaration', 'logo.svg', SVG_BARE],
    ['an SVG named .png', 'logo.png', SVG],
    ['a PDF', 'logo.png', PDF],
    ['text', 'logo.png', TEXT],
    ['an empty file', 'logo.png', Buffer.alloc(0)],
    ['a PNG cut short after its signature', 'logo.png', PNG.subarray(0, 8)],
  ])('refuses %s with 415 naming the field', async (_label, name, data) => {
    const error = await refusal(inspectImage(upload(name, data, 'image/png'), 'ownerDp'));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.status).toBe(415);
    expect(error.message).toBe(MESSAGES.files.notImage);
    expect(error.fieldErrors).toEqual([{ path: 'ownerDp', msg: MESSAGES.files.notImage }]);
  });

  it('refuses anything over 5 MB with 413, before looking at it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD.maxFileBytes)]);
    const error = await refusal(inspectImage(upload('big.png', big), 'logo'));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.status).toBe(413);
    expect(error.fieldErrors).toEqual([{ path: 'logo', msg: MESSAGES.files.tooLarge }]);
  });

  it('accepts exactly 5 MB', async () => {
    const edge = Buffer.concat([PNG, Buffer.alloc(UPLOAD.maxFileBytes - PNG.length)]);
    expect((await inspectImage(upload('edge.png', edge), 'logo')).ext).toBe('png');
  });
});

describe('inspectAttachment', () => {
  it.each([
    ['contract.pdf', PDF, 'pdf', 'application/pdf'],
    ['letter.doc', CFB, 'doc', 'application/msword'],
    ['LETTER.DOC', CFB, 'doc', 'application/msword'],
    ['letter.docx', DOCX, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['notes.txt', TEXT, 'txt', 'text/plain; charset=utf-8'],
    ['xml-ish.txt', SVG, 'txt', 'text/plain; charset=utf-8'],
    ['empty.txt', Buffer.alloc(0), 'txt', 'text/plain; charset=utf-8'],
    ['scan.jpg', JPEG, 'jpg', 'image/jpeg'],
    ['scan.jpeg', JPEG, 'jpg', 'image/jpeg'],
    ['shot.png', PNG, 'png', 'image/png'],
    ['anim.gif', GIF, 'gif', 'image/gif'],
  ])('accepts %s', async (name, data, ext, mime) => {
    expect(await inspectAttachment(upload(name, data), 'attachments')).toEqual({ ext, mime });
  });

  it.each([
    ['a webp (not in the attachment list)', 'pic.webp', webp()],
    ['an SVG', 'drawing.svg', SVG],
    ['a macro-enabled Word file', 'letter.docx', DOCM],
    ['a plain zip named .docx', 'letter.docx', PLAIN_ZIP],
    ['an OLE file not named .doc', 'sheet.xls', CFB],
    ['text not named .txt', 'notes.md', TEXT],
    ['text with NUL bytes', 'notes.txt', Buffer.from('abc\u0000def')],
    ['invalid UTF-8', 'notes.txt', Buffer.from([0x61, 0xff, 0xfe, 0x62])],
    ['a zip named .txt', 'notes.txt', PLAIN_ZIP],
  ])('refuses %s with 415 naming the field', async (_label, name, data) => {
    const error = await refusal(inspectAttachment(upload(name, data), 'attachments'));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.fieldErrors).toEqual([{ path: 'attachments', msg: MESSAGES.files.typeNotAllowed }]);
  });

  it('refuses anything over 5 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD.maxFileBytes)]);
    const error = await refusal(inspectAttachment(upload('big.pdf', big), 'attachments'));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.fieldErrors).toEqual([{ path: 'attachments', msg: MESSAGES.files.fileTooLarge }]);
  });
});
