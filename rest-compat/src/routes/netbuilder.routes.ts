import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  DEMO_CHECKOUT_PATH,
  DEMO_PAYMENT_PATH,
  DomainError,
  parseInput,
  reportView,
  subscriptionView,
  WebhookSignatureError,
} from '../../../graphql-server/src/index.js';
import { domainErrorHandler, sendError } from '../errors.js';
import { route } from '../middleware.js';
import { noFields } from '../openapi/schemas.js';
import { renderDemoCheckoutPage, renderDemoCheckoutProblem, renderDemoPaymentPage } from './netbuilder-demo-checkout.js';

/** Stripe posts webhooks here (and the demo provider signs its events for the same intake). */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/** SPEC.md §7 NetBuilder calls, under /api (JSON, signed in). */
export function netbuilderRoutes(): Router {
  const router = Router();

  router.get(
    '/netbuilder/plans',
    route((req, res) => {
      res.json(req.state.services.netbuilder.plans());
    }),
  );

  // `null` (JSON) when the caller has no subscription.
  router.get(
    '/netbuilder/subscription',
    route(async (req, res) => {
      const subscription = await req.state.services.netbuilder.currentSubscription(req.state.caller);
      res.json(subscription ? toSubscriptionResponse(subscription) : null);
    }),
  );

  router.post(
    '/netbuilder/create-subscription',
    route(async (req, res) => {
      const session = await req.state.services.netbuilder.checkout(req.state.caller, req.body ?? {});
      res.json(session);
    }),
  );

  router.post(
    '/netbuilder/cancel-subscription',
    route(async (req, res) => {
      parseInput(noFields, req.body ?? {});
      res.json(toSubscriptionResponse(await req.state.services.netbuilder.cancel(req.state.caller)));
    }),
  );

  router.post(
    '/netbuilder/resume-subscription',
    route(async (req, res) => {
      parseInput(noFields, req.body ?? {});
      res.json(toSubscriptionResponse(await req.state.services.netbuilder.resumeSubscription(req.state.caller)));
    }),
  );

  router.get(
    '/netbuilder/reports',
    route(async (req, res) => {
      res.json((await req.state.services.netbuilder.reports(req.state.caller)).map(reportView));
    }),
  );

  router.get(
    '/netbuilder/reports/:id/download',
    route(async (req, res) => {
      const pdf = await req.state.services.netbuilder.reportPdf(req.state.caller, req.params.id);
      res
        .status(200)
        .type('application/pdf')
        .attachment(pdf.filename)
        .setHeader('Content-Length', String(pdf.content.length))
        .end(pdf.content);
    }),
  );

  return router;
}

function toSubscriptionResponse(subscription: Parameters<typeof subscriptionView>[0]) {
  const { plan, status, currentPeriodStart, currentPeriodEnd, cancelAtPeriodEnd } = subscriptionView(subscription);
  return { plan, status, currentPeriodStart, currentPeriodEnd, cancelAtPeriodEnd };
}

/**
 * Routes that must not go through the /api JSON parser: the webhook needs the raw bytes (the signature covers
 * them), and the demo hosted-checkout page is a page whose button posts a plain form. Mount before /api.
 */
export function paymentEdgeRoutes(requestState: RequestHandler): Router {
  const router = Router();

  router.post(
    STRIPE_WEBHOOK_PATH,
    express.raw({ type: () => true, limit: '512kb' }),
    requestState,
    route(async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const outcome = await req.state.services.payments.receive(body, req.get('stripe-signature'));
        res.json({ received: true, ...outcome });
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        sendError(res, 400, 'BAD_REQUEST', error.message);
      }
    }),
  );

  router.get(
    `${DEMO_CHECKOUT_PATH}/:sessionId`,
    requestState,
    html(async (req, res) => {
      const checkout = await req.state.services.netbuilder.demoCheckout(req.state.caller, String(req.params.sessionId));
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(renderDemoCheckoutPage({ ...checkout, action: `${DEMO_CHECKOUT_PATH}/${encodeURIComponent(checkout.sessionId)}/pay` }));
    }),
  );

  router.post(
    `${DEMO_CHECKOUT_PATH}/:sessionId/pay`,
    requestState,
    html(async (req, res) => {
      if (refusedCrossSite(req, res)) return;
      const { successUrl } = await req.state.services.netbuilder.completeDemoCheckout(req.state.caller, String(req.params.sessionId));
      res.redirect(303, successUrl);
    }),
  );

  // Net30's Pay now in demo mode: the same kind of hosted page, for one invoice payment.
  router.get(
    `${DEMO_PAYMENT_PATH}/:sessionId`,
    requestState,
    html(async (req, res) => {
      const payment = await req.state.services.net30Payments.demoPayment(req.state.caller, String(req.params.sessionId));
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(renderDemoPaymentPage({ ...payment, action: `${DEMO_PAYMENT_PATH}/${encodeURIComponent(payment.sessionId)}/pay` }));
    }),
  );

  router.post(
    `${DEMO_PAYMENT_PATH}/:sessionId/pay`,
    requestState,
    html(async (req, res) => {
      if (refusedCrossSite(req, res)) return;
      const { successUrl } = await req.state.services.net30Payments.completeDemoPayment(req.state.caller, String(req.params.sessionId));
      res.redirect(303, successUrl);
    }),
  );

  // These routes sit outside /api: its error mapping does not reach them (a signed body that is no event: 400).
  router.use(domainErrorHandler);
  return router;
}

/**
 * The demo pages' *Pay* buttons are plain form posts: same-origin only (the session cookie is SameSite=Lax, and the
 * Origin header is checked too). Answers whether it refused the request (403 with a small page).
 */
function refusedCrossSite(req: Request, res: Response): boolean {
  const origin = req.get('origin');
  if (!origin || origin === `${req.protocol}://${req.get('host')}`) return false;
  res.status(403).type('html').send(renderDemoCheckoutProblem('This checkout can only be completed from this site.'));
  return true;
}

/** HTML routes answer domain errors with a small page instead of JSON. */
function html(handler: (req: Request, res: Response) => Promise<void>) {
  return route(async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const status = error.kind === 'unauthenticated' ? 401 : error.kind === 'not_found' ? 404 : 400;
      const message = error.kind === 'unauthenticated' ? 'Please sign in to continue your checkout.' : error.message;
      res.status(status).type('html').send(renderDemoCheckoutProblem(message));
    }
  });
}
