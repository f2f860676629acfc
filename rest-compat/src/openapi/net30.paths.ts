import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorResponse } from './schemas.js';

/** Net30's and furnishing's downloads (R24, R25, R19 Reporting), for the OpenAPI document. */

export const net30Tag = { name: 'Net30', description: 'Trade account downloads: invoice and statement PDFs, furnishing batch files (BACKOFFICE R19, R24, R25)' };
const tags = [net30Tag.name];
const session = [{ sessionCookie: [] }];
const error = (description: string) => ({ description, content: { 'application/json': { schema: errorResponse } } });
const signedOut = error('Signed out: `Authentication required`');
const id = z.object({ id: z.string().meta({ example: '1' }) });
const attachment = (description: string, example: string, mediaType: 'application/pdf' | 'text/csv') => ({
  description,
  headers: z.object({ 'Content-Disposition': z.string().meta({ example: `attachment; filename="${example}"` }) }),
  content: { [mediaType]: { schema: z.string().meta(mediaType === 'application/pdf' ? { format: 'binary' } : {}) } },
});

export const net30Paths: ZodOpenApiPathsObject = {
  '/api/net30/invoices/{id}/pdf': {
    get: {
      operationId: 'downloadNet30Invoice',
      tags,
      summary: 'An invoice as a PDF (R25 Download PDF)',
      description: "Its account's owner or an admin; anyone else gets 404. An id that is not a positive whole number is a 400.",
      security: session,
      requestParams: { path: id },
      responses: {
        '200': attachment('The PDF, named `invoice-{number}.pdf`', 'invoice-N30-2026-000045.pdf', 'application/pdf'),
        '400': error('The id is not a positive whole number: `Invalid invoice ID`'),
        '401': signedOut,
        '403': error("A lender: `You don't have permission to access this resource`"),
        '404': error('`Invoice not found`'),
      },
    },
  },
  '/api/net30/statements/{id}/download': {
    get: {
      operationId: 'downloadNet30Statement',
      tags,
      summary: "A month's statement as a PDF (R24)",
      description: "Its account's owner or an admin; anyone else gets 404.",
      security: session,
      requestParams: { path: id },
      responses: {
        '200': attachment('The PDF, named `net30-statement-{YYYY-MM}-{id}.pdf`', 'net30-statement-2026-10-1.pdf', 'application/pdf'),
        '401': signedOut,
        '403': error("A lender: `You don't have permission to access this resource`"),
        '404': error('`Statement not found`'),
      },
    },
  },
  '/api/furnishing/batches/{id}/file': {
    get: {
      operationId: 'downloadFurnishingBatch',
      tags,
      summary: "A furnishing batch's file (R19 Reporting), admins only",
      description: 'CSV, one record per line after a first comment line that says `# NOT SENT …` until the batch is marked submitted.',
      security: session,
      requestParams: { path: id },
      responses: {
        '200': attachment('The CSV file', 'netfund-dnb-2026-10-batch-1.csv', 'text/csv'),
        '401': signedOut,
        '403': error("Not an admin: `You don't have permission to access this resource`"),
        '404': error('`Batch not found`'),
      },
    },
  },
};
