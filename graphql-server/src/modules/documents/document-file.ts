import { createHash } from 'node:crypto';
import { fileTypeFromBuffer, supportedExtensions } from 'file-type';
import { PayloadTooLargeError, UnsupportedTypeError, ValidationError } from '../../shared/errors.js';
import { truncateText } from '../../shared/validation.js';

/** BACKOFFICE "Decisions taken": documents are at most 20 MB. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const FILE_TOO_LARGE = 'Files can be at most 20 MB';
export const UNSUPPORTED_FILE = 'Upload a PDF, JPEG or PNG file';
export const EMPTY_FILE = 'The file is empty';
const MAX_FILE_NAME_LENGTH = 150;

/** The types we take, by the type `file-type` reads from the bytes, with the extensions a name may carry for each. */
const ACCEPTED_TYPES: Record<string, { mimeType: string; extensions: readonly string[] }> = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  jpg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
};

/** A file as the client sent it: the name it gave, and the bytes. Its declared Content-Type is never trusted. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export interface CheckedFile {
  /** Safe to store and to put in a Content-Disposition header; carries the sniffed type's extension. */
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  bytes: Buffer;
}

/**
 * Checks an upload: not empty, at most 20 MB, and a PDF, JPEG or PNG by its content (magic bytes), not by its name
 * or declared type. A name whose extension says another type (a PDF named `.png`) is refused too, so what the
 * client sees in its list matches what it gets back.
 */
export async function checkUploadedFile(file: UploadedFile): Promise<CheckedFile> {
  if (file.bytes.length === 0) throw new ValidationError(EMPTY_FILE, { file: EMPTY_FILE });
  if (file.bytes.length > MAX_DOCUMENT_BYTES) throw new PayloadTooLargeError(FILE_TOO_LARGE);
  const sniffed = await fileTypeFromBuffer(file.bytes);
  const accepted = sniffed ? ACCEPTED_TYPES[sniffed.ext] : undefined;
  if (!accepted) throw new UnsupportedTypeError(UNSUPPORTED_FILE);

  let fileName = safeFileName(file.fileName);
  const extension = extensionOf(fileName);
  if (extension && accepted.extensions.includes(extension)) {
    // The name agrees with the content.
  } else if (extension && (supportedExtensions.has(extension as never) || isAcceptedExtension(extension))) {
    throw new UnsupportedTypeError(UNSUPPORTED_FILE);
  } else {
    fileName = withExtension(fileName, accepted.extensions[0]!);
  }
  return { fileName, mimeType: accepted.mimeType, sizeBytes: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex'), bytes: file.bytes };
}

function isAcceptedExtension(extension: string): boolean {
  return Object.values(ACCEPTED_TYPES).some((type) => type.extensions.includes(extension));
}

function extensionOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : null;
}

function withExtension(fileName: string, extension: string): string {
  return `${truncateText(fileName, MAX_FILE_NAME_LENGTH - extension.length - 1)}.${extension}`;
}

/**
 * A file name that is harmless anywhere it goes (a header, a path, a list): no control characters, path separators
 * or characters Windows refuses, no leading dots, at most 150 characters (the extension kept); `document` when
 * nothing is left.
 */
export function safeFileName(raw: string): string {
  const cleaned = raw
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/[/\\"*:<>?|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (!cleaned) return 'document';
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  return extension ? withExtension(cleaned.slice(0, -extension.length - 1), extension) : truncateText(cleaned, MAX_FILE_NAME_LENGTH);
}
