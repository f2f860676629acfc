import { Router } from 'express';
import { route } from '../middleware.js';

/**
 * Net30 and furnishing downloads, under /api (signed in; the services check who may read what):
 * an invoice's PDF, a month's statement PDF (its account's owner or an admin; anyone else → "Statement not found") and a furnishing
 * batch's file (admins; see graphql-server/src/modules/furnishing/furnishing-file.ts for the layout).
 */
export function net30FileRoutes(): Router {
  const router = Router();

  router.get(
    '/net30/statements/:id/download',
    route(async (req, res) => {
      const pdf = await req.state.services.net30Statements.statementPdf(req.state.caller, req.params.id);
      res.status(200).type('application/pdf').attachment(pdf.filename).setHeader('Content-Length', String(pdf.content.length)).end(pdf.content);
    }),
  );

  // R25 Download PDF: an invoice, for its account's owner or an admin (anyone else → "Invoice not found").
  router.get(
    '/net30/invoices/:id/pdf',
    route(async (req, res) => {
      const pdf = await req.state.services.net30Invoices.invoicePdf(req.params.id, req.state.caller);
      res.status(200).type('application/pdf').attachment(pdf.filename).setHeader('Content-Length', String(pdf.content.length)).end(pdf.content);
    }),
  );

  router.get(
    '/furnishing/batches/:id/file',
    route(async (req, res) => {
      const file = await req.state.services.furnishing.batchFile(req.state.caller, req.params.id);
      const body = Buffer.from(file.content, 'utf8');
      res.status(200).type('text/csv; charset=utf-8').attachment(file.filename).setHeader('Content-Length', String(body.length)).end(body);
    }),
  );

  return router;
}
