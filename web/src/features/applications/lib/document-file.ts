/**
 * The server's upload rules (graphql-server/src/modules/documents/document-file.ts), checked in the browser first so
 * a wrong file is refused at once, with the server's own messages: at most 20 MB, not empty, and a PDF, JPEG or PNG
 * by its first bytes (as the server sniffs them), not by its name.
 */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const FILE_TOO_LARGE = 'Files can be at most 20 MB';
export const UNSUPPORTED_FILE = 'Upload a PDF, JPEG or PNG file';
export const EMPTY_FILE = 'The file is empty';

/** For the file input's `accept`: the picker offers these; the content check below still decides. */
export const ACCEPTED_FILE_TYPES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

const SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
];
const SIGNATURE_BYTES = 8;

/** The message refusing `file`, or null when it may be uploaded. */
export async function documentFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return EMPTY_FILE;
  if (file.size > MAX_DOCUMENT_BYTES) return FILE_TOO_LARGE;
  const head = await readBytes(file.slice(0, SIGNATURE_BYTES));
  const known = SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
  return known ? null : UNSUPPORTED_FILE;
}

/** FileReader rather than Blob.arrayBuffer(): the same in every browser and in the test DOM. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** 1,234 bytes → "1.2 KB"; 5,242,880 → "5 MB" (binary units, as the 20 MB limit counts them). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${sizeFormat.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
