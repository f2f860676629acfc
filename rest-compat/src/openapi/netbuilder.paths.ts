import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { PLAN_IDS, PLANS } from '../../../graphql-server/src/index.js';
import { emptyRequestBody, errorResponse, unknownFieldInEmptyBody } from './schemas.js';

/** NetBuilder's REST calls (SPEC §7) and the payment webhook, for the OpenAPI document. */

const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorResponse) });
const signedOut = error('Signed out: `Authentication required`');
const unexpected = error('Unexpected server error (no details are given)');
const providerError = error("The payment provider refused or failed: `Payment provider error: …` with the provider's message");

const planId = z.enum(PLAN_IDS).meta({ id: 'NetbuilderPlanId' });
/** The examples show the catalogue's Most Popular plan. */
const examplePlan = PLANS.find((plan) => plan.mostPopular)!;

export const netbuilderPlan = z
  .object({
    id: planId,
    name: z.string().meta({ example: examplePlan.name }),
    price: z.number().int().meta({ description: 'Dollars a month', example: examplePlan.price }),
    tradelineValue: z.number().int().meta({ description: 'Dollars, "up to"', example: examplePlan.tradelineValue }),
    netTerms: z.string().meta({ example: examplePlan.netTerms }),
    creditLimit: z.number().int().meta({ description: 'Dollars', example: examplePlan.creditLimit }),
    bureaus: z.array(z.string()).meta({ example: examplePlan.bureaus }),
    features: z.array(z.object({ text: z.string(), included: z.boolean() })),
    mostPopular: z.boolean(),
  })
  .meta({ id: 'NetbuilderPlan', description: 'SPEC §3 plan catalogue' });

export const netbuilderSubscription = z
  .object({
    plan: planId,
    status: z.string().meta({ description: "The payment provider's status: active, past_due, canceled, …", example: 'active' }),
    currentPeriodStart: z.string().nullable().meta({ description: 'ISO 8601; null until the provider reported the period', example: '2026-11-21T10:00:00.000Z' }),
    currentPeriodEnd: z.string().nullable().meta({ example: '2026-12-21T10:00:00.000Z' }),
    cancelAtPeriodEnd: z.boolean().meta({ description: 'Canceled: the subscription ends at currentPeriodEnd' }),
  })
  .meta({ id: 'NetbuilderSubscription' });

export const netbuilderReport = z
  .object({
    id: z.number().int(),
    reportMonth: z.string().meta({ description: 'YYYY-MM', example: '2026-11' }),
    paymentAmount: z.number().meta({ description: 'Dollars', example: examplePlan.price }),
    paymentStatus: z.string().meta({ example: 'paid' }),
    bureaus: z.array(z.string()).meta({ description: 'The bureaus the plan reports to' }),
  })
  .meta({ id: 'NetbuilderReport' });

const checkoutSession = z
  .object({
    sessionId: z.string().meta({ example: 'cs_test_a1b2c3' }),
    url: z.string().meta({ description: 'Send the browser here: the hosted checkout (Stripe, or the demo page)' }),
  })
  .meta({ id: 'CheckoutSession' });

const tags = ['NetBuilder'];
const session = [{ sessionCookie: [] }];

const createSubscription: ZodOpenApiOperationObject = {
  operationId: 'createNetbuilderSubscription',
  tags,
  summary: 'Start a hosted checkout for a plan',
  description:
    'Answers a checkout session; the subscription itself appears once the payment provider reports the payment ' +
    '(webhook). Clicking twice answers the same open session: never two subscriptions.',
  security: session,
  requestBody: { required: true, ...json(z.strictObject({ plan: planId })) },
  responses: {
    '200': { description: 'The session to send the browser to', ...json(checkoutSession) },
    '400': error('`Unknown plan: choose one of starter, growth, pro`, or `Unknown field: …`'),
    '401': signedOut,
    '409': error('`You already have a NetBuilder subscription`'),
    '415': error('The body is not `application/json`'),
    '500': unexpected,
    '502': providerError,
  },
};

export const netbuilderTag = { name: 'NetBuilder', description: 'The credit-building subscription (SPEC §7) and its payment webhook' };

export const netbuilderPaths: ZodOpenApiPathsObject = {
  '/api/netbuilder/plans': {
    get: { operationId: 'listNetbuilderPlans', tags, summary: 'The plan catalogue (public)', security: [{}], responses: { '200': { description: 'The three plans', ...json(z.array(netbuilderPlan)) } } },
  },
  '/api/netbuilder/subscription': {
    get: {
      operationId: 'getNetbuilderSubscription',
      tags,
      summary: "The caller's subscription, or null",
      description: 'Answers the JSON value `null` (status 200) when the caller has no subscription, or it has ended.',
      security: session,
      responses: { '200': { description: 'The subscription, or `null`', ...json(netbuilderSubscription.nullable()) }, '401': signedOut },
    },
  },
  '/api/netbuilder/create-subscription': { post: createSubscription },
  '/api/netbuilder/cancel-subscription': {
    post: {
      operationId: 'cancelNetbuilderSubscription',
      tags,
      summary: 'Cancel at the end of the current billing period',
      description: 'Send `{}` as `application/json`. The status holds until the period ends; cancelling twice is not an error.',
      security: session,
      requestBody: emptyRequestBody,
      responses: {
        '400': unknownFieldInEmptyBody,
        '200': { description: 'The subscription, now with cancelAtPeriodEnd', ...json(netbuilderSubscription) },
        '401': signedOut,
        '404': error('`You have no NetBuilder subscription`'),
        '415': error('The body is not `application/json`'),
        '500': unexpected,
        '502': providerError,
      },
    },
  },
  '/api/netbuilder/resume-subscription': {
    post: {
      operationId: 'resumeNetbuilderSubscription',
      tags,
      summary: 'Undo the cancellation before the period ends',
      description:
        'Send `{}` as `application/json`. Only for a plan set to cancel whose billing period has ' +
        'not ended; the subscription then renews as before. Parallel calls are harmless.',
      security: session,
      requestBody: emptyRequestBody,
      responses: {
        '400': unknownFieldInEmptyBody,
        '200': { description: 'The subscription, with cancelAtPeriodEnd false again', ...json(netbuilderSubscription) },
        '401': signedOut,
        '404': error('`You have no NetBuilder subscription`'),
        '409': error(
          '`Your plan is not set to cancel: there is nothing to resume` or `Your billing period has ended: the plan can no longer be resumed`',
        ),
        '415': error('The body is not `application/json`'),
        '500': unexpected,
        '502': providerError,
      },
    },
  },
  '/api/netbuilder/reports': {
    get: {
      operationId: 'listNetbuilderReports',
      tags,
      summary: "The caller's monthly reports, newest first",
      security: session,
      responses: {
        '200': { description: 'One report per paid month', ...json(z.array(netbuilderReport)) },
        '401': signedOut,
        '404': error('`You have no NetBuilder subscription`'),
      },
    },
  },
  '/api/netbuilder/reports/{id}/download': {
    get: {
      operationId: 'downloadNetbuilderReport',
      tags,
      summary: 'A report as a PDF',
      description: 'Only its owner may download it; anyone else (and any id that is not a positive whole number) gets 404.',
      security: session,
      requestParams: { path: z.object({ id: z.string().meta({ example: '1' }) }) },
      responses: {
        '200': {
          description: 'The PDF, as an attachment named `tradeline-report-{id}.pdf`',
          headers: z.object({ 'Content-Disposition': z.string().meta({ example: 'attachment; filename="tradeline-report-1.pdf"' }) }),
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        '401': signedOut,
        '404': error('`Report not found`'),
      },
    },
  },
  '/api/webhooks/stripe': {
    post: {
      operationId: 'stripeWebhook',
      tags,
      summary: 'Payment provider webhook (Stripe)',
      security: [{}],
      description:
        'Stripe event JSON, verified on the raw bytes with the `Stripe-Signature` header (300 s tolerance). Events ' +
        'are applied once (de-duplicated by id) and in any order. Handles checkout.session.completed, ' +
        'customer.subscription.created/updated/deleted, invoice.paid and invoice.payment_failed (NetBuilder), and ' +
        'payment_intent.succeeded/payment_failed and checkout.session.expired (Net30 Pay now); others are acknowledged.',
      requestParams: { header: z.object({ 'Stripe-Signature': z.string().meta({ example: 't=1790000000,v1=5257a8…' }) }) },
      requestBody: {
        required: true,
        // A Stripe event: these fields are read, the rest of it (and of its object) is Stripe's.
        ...json(z.looseObject({ id: z.string(), type: z.string(), created: z.number(), data: z.looseObject({ object: z.looseObject({}) }) }).meta({ id: 'StripeEvent' })),
      },
      responses: {
        '200': {
          description: 'Received',
          ...json(z.object({ received: z.literal(true), eventId: z.string(), type: z.string(), outcome: z.enum(['applied', 'duplicate', 'ignored']) })),
        },
        '400': error('Missing or wrong signature, stale timestamp, or a body that is not an event'),
        '500': unexpected,
      },
    },
  },
};
