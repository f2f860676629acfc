import { describe, expect, it } from 'vitest';
import { PayloadTooLargeError, UnsupportedTypeError, ValidationError } from '../../shared/errors.js';
import { checkUploadedFile, MAX_DOCUMENT_BYTES, safeFileName } from './document-file.js';

const pdf = (size = 64) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
};

describe('safeFileName', () => {
  it('removes control characters, path separators, quotes and leading dots', () => {
    expect(safeFileName('../../etc/"passwd"\r\nX-Evil: 1.pdf')).toBe('_.._etc__passwd_ X-Evil_ 1.pdf');
    expect(safeFileName('..\\reports\\Q3 <final>?.PDF')).toBe('_reports_Q3 _final__.PDF');
    expect(safeFileName('\u0000\u0007  ')).toBe('document');
    expect(safeFileName('Résumé.pdf')).toBe('Résumé.pdf');
  });

  it('keeps the extension when it shortens a long name to 150 characters', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('checkUploadedFile', () => {
  it('refuses empty (400), over 20 MB (413) and content that is not PDF, JPEG or PNG (415)', async () => {
    await expect(checkUploadedFile({ fileName: 'a.pdf', bytes: Buffer.alloc(0) })).rejects.toBeInstanceOf(ValidationError);
    await expect(checkUploadedFile({ fileName: 'a.pdf', bytes: pdf(MAX_DOCUMENT_BYTES + 1) })).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(checkUploadedFile({ fileName: 'a.pdf', bytes: Buffer.from('just text') })).rejects.toBeInstanceOf(UnsupportedTypeError);
    await expect(checkUploadedFile({ fileName: 'a.gif', bytes: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;') })).rejects.toBeInstanceOf(UnsupportedTypeError);
  });

  it("refuses a name whose extension names another type, appends the sniffed one to a name that has none", async () => {
    await expect(checkUploadedFile({ fileName: 'scan.png', bytes: pdf() })).rejects.toBeInstanceOf(UnsupportedTypeError);
    await expect(checkUploadedFile({ fileName: 'scan.docx', bytes: pdf() })).rejects.toBeInstanceOf(UnsupportedTypeError);
    expect((await checkUploadedFile({ fileName: 'Statement 03.2025', bytes: pdf() })).fileName).toBe('Statement 03.2025.pdf');
    expect(await checkUploadedFile({ fileName: 'scan.PDF', bytes: pdf() })).toMatchObject({ fileName: 'scan.PDF', mimeType: 'application/pdf', sizeBytes: 64 });
  });

  it('accepts exactly 20 MB and records the sha256', async () => {
    const checked = await checkUploadedFile({ fileName: 'big.pdf', bytes: pdf(MAX_DOCUMENT_BYTES) });
    expect(checked.sizeBytes).toBe(MAX_DOCUMENT_BYTES);
    expect(checked.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
