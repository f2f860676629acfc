import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  TwoFactorRequiredError,
  UnauthenticatedError,
  UnsupportedTypeError,
  UpstreamError,
  ValidationError,
  createLogger,
} from '../../graphql-server/src/index.js';
import { domainErrorHandler } from './errors.js';

function fakeResponse() {
  const res = { statusCode: 200, body: undefined as unknown, headers: {} as Record<string, string>, headersSent: false };
  const api = {
    ...res,
    status(code: number) {
      api.statusCode = code;
      return api;
    },
    json(body: unknown) {
      api.body = body;
      return api;
    },
    setHeader(name: string, value: string) {
      api.headers[name] = value;
    },
  };
  return api;
}

function handle(error: unknown) {
  const res = fakeResponse();
  const next = vi.fn();
  const req = { log: createLogger({ env: 'test', logLevel: 'silent' }) };
  domainErrorHandler(error, req as unknown as Request, res as unknown as Response, next as NextFunction);
  return { res, next };
}

describe('domainErrorHandler', () => {
  it.each([
    [new ValidationError('Username is required', { username: 'Username is required' }), 400, 'BAD_USER_INPUT'],
    [new UnauthenticatedError(), 401, 'UNAUTHENTICATED'],
    [new TwoFactorRequiredError('challenge-1'), 401, 'TWO_FACTOR_REQUIRED'],
    [new ForbiddenError(), 403, 'FORBIDDEN'],
    [new NotFoundError('Application not found'), 404, 'NOT_FOUND'],
    [new ConflictError('Username is already taken'), 409, 'CONFLICT'],
    [new PayloadTooLargeError('The file is larger than 10 MB'), 413, 'PAYLOAD_TOO_LARGE'],
    [new UnsupportedTypeError('Upload a PDF, PNG or JPEG'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [new RateLimitedError('Too many failed login attempts.', 120), 429, 'TOO_MANY_REQUESTS'],
    [new UpstreamError('Payment provider error: down'), 502, 'BAD_GATEWAY'],
  ])('answers %s with %i, the message and the code GraphQL gives it (%s)', (error, status, code) => {
    const { res, next } = handle(error);
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatchObject({ message: error.message, code });
    expect(next).not.toHaveBeenCalled();
  });

  it("passes an error's own specific code through", () => {
    const { res } = handle(new ConflictError('This Idempotency-Key was already used with a different request body', undefined, 'IDEMPOTENCY_KEY_REUSED'));
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ message: 'This Idempotency-Key was already used with a different request body', code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('adds field messages to validation errors and Retry-After to rate limits', () => {
    expect(handle(new ValidationError('x', { email: 'Please enter a valid email' })).res.body).toEqual({
      message: 'x',
      code: 'BAD_USER_INPUT',
      errors: { email: 'Please enter a valid email' },
    });
    expect(handle(new RateLimitedError('Too many', 120)).res.headers).toEqual({ 'Retry-After': '120' });
  });

  it('answers a database outage with 503, Retry-After and a short message', () => {
    const { res, next } = handle(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }));
    expect(res.statusCode).toBe(503);
    expect(res.headers).toEqual({ 'Retry-After': '5' });
    expect(res.body).toEqual({ message: 'The service is temporarily unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' });
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves every other error to the next handler', () => {
    const error = new Error('boom');
    const { res, next } = handle(error);
    expect(next).toHaveBeenCalledWith(error);
    expect(res.body).toBeUndefined();
  });
});
