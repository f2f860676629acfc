import { Router } from 'express';
import {
  parseIdempotencyKey,
  parseInput,
  resultPath,
  publicStatus,
  setRateLimitHeaders,
  UnauthenticatedError,
  type ApplicationResult,
} from '../../../graphql-server/src/index.js';
import { route } from '../middleware.js';
import { claimRequest, type ApplicationResponse } from '../openapi/schemas.js';

/**
 * Applications over REST: intake for the external form and integrators (API key + Idempotency-Key), the
 * spec's result read (SPEC §7), and claiming an application with its token.
 */
export function applicationRoutes(): Router {
  const router = Router();

  router.post(
    '/applications',
    route(async (req, res) => {
      const { integrations, applications } = req.state.services;
      let caller;
      try {
        caller = integrations.authenticate(req.get('authorization'));
      } catch (error) {
        if (error instanceof UnauthenticatedError) res.setHeader('WWW-Authenticate', 'Bearer realm="netfund-intake"');
        throw error;
      }
      const idempotencyKey = parseIdempotencyKey(req.get('idempotency-key'));
      const { application, token, status, replayed } = await applications.submit(req.body, caller, idempotencyKey, req.state.client.quotas);
      setRateLimitHeaders(res, req.state.client.quotas);
      if (idempotencyKey) res.setHeader('Idempotent-Replayed', String(replayed));
      res
        .status(201)
        .location(`/api/applications/${application.id}`)
        .json({ id: application.id, status, resultUrl: resultPath(application.id, token) });
    }),
  );

  router.get(
    '/applications/:id',
    route(async (req, res) => {
      const application = await req.state.services.applications.readResult(req.params.id, queryToken(req.query.token), req.state.caller);
      res.json(toApplicationResponse(application));
    }),
  );

  router.post(
    '/applications/:id/claim',
    route(async (req, res) => {
      const { token } = parseInput(claimRequest, req.body);
      const application = await req.state.services.applications.claim(req.params.id, token, req.state.caller);
      res.json(toApplicationResponse(application));
    }),
  );

  return router;
}

function queryToken(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** SPEC §7: status (the public one, BACKOFFICE §3.2), the four preformatted terms and ownerEmail (plus the id). */
export function toApplicationResponse(application: Pick<ApplicationResult, 'id' | 'status' | 'ownerEmail'> & Partial<Pick<ApplicationResult, 'approvedAmount' | 'approvedTerm' | 'approvedRate' | 'approvedPayment'>>): ApplicationResponse {
  return {
    id: application.id,
    status: publicStatus(application.status),
    approvedAmount: application.approvedAmount ?? null,
    approvedTerm: application.approvedTerm ?? null,
    approvedRate: application.approvedRate ?? null,
    approvedPayment: application.approvedPayment ?? null,
    ownerEmail: application.ownerEmail ?? null,
  };
}
