import PDFDocument from 'pdfkit';

export interface NetFundPdf {
  doc: PDFKit.PDFDocument;
  /** Resolves to the file once `doc.end()` is called. */
  done: Promise<Buffer>;
  /** The left margin and the text width. */
  left: number;
  width: number;
}

/**
 * A NetFund PDF (pdfkit, US Letter, built-in Helvetica) with its letterhead: the navy band with "NetFund" and the
 * document's kind, the cursor below it. `compress: false` leaves the text readable in the bytes (tests).
 */
export function startNetFundPdf(kind: string, info: { title: string; subject: string }, options: { compress?: boolean } = {}): NetFundPdf {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: info.title, Author: 'NetFund', Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.rect(0, 0, doc.page.width, 96).fill('#0b3b60');
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('NetFund', left, 30);
  doc.font('Helvetica').fontSize(12).text(kind, left, 60);
  doc.fillColor('#111827');
  doc.y = 124;
  return { doc, done, left, width };
}
