import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../graphql-server/src/index.js';
import { jsonWritesOnly, storableBody } from './middleware.js';

function run(method: string, contentType?: string) {
  const req = { method, headers: contentType ? { 'content-type': contentType } : {} } as Request;
  const res = { status: vi.fn().mockReturnThis(), json: vi.fn().mockReturnThis() };
  const next = vi.fn();
  jsonWritesOnly(req, res as unknown as Response, next);
  return { res, next };
}

describe('jsonWritesOnly', () => {
  it('lets reads through whatever they carry', () => {
    expect(run('GET').next).toHaveBeenCalled();
    expect(run('GET', 'text/plain').next).toHaveBeenCalled();
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])('lets a %s write through', (type) => {
    expect(run('POST', type).next).toHaveBeenCalled();
  });

  it.each([undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp'])(
    'answers 415 to a write sent as %s',
    (type) => {
      const { res, next } = run('POST', type);
      expect(next).not.toHaveBeenCalled();
      expect(res.status).toHaveBeenCalledWith(415);
      expect(res.json).toHaveBeenCalledWith({ message: 'Send the request body as JSON (Content-Type: application/json)', code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );
});

describe('storableBody', () => {
  const check = (body: unknown) => {
    const next = vi.fn();
    storableBody({ body } as Request, {} as Response, next);
    return next.mock.calls[0]?.[0] as unknown;
  };

  it('passes a body PostgreSQL can store, a well-formed pair (an emoji) included', () => {
    expect(check({ name: 'Jo \u{1F600}', tags: ['a'] })).toBeUndefined();
    expect(check(undefined)).toBeUndefined();
  });

  it.each([
    ['Jo\u0000', 'name must not contain NUL characters (\\u0000)'],
    ['Jo\ud800', 'name must not contain unpaired surrogate characters'],
    ['\udc00Jo', 'name must not contain unpaired surrogate characters'],
  ])('hands %j on as a ValidationError naming the field', (name, message) => {
    const error = check({ name, other: 'fine' });
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(message);
    expect(Object.keys((error as ValidationError).fieldErrors)).toEqual(['name']);
  });
});
