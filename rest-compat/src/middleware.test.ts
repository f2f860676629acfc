import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { jsonWritesOnly } from './middleware.js';

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
      expect(res.json).toHaveBeenCalledWith({ message: 'Send the request body as JSON (Content-Type: application/json)' });
    },
  );
});
