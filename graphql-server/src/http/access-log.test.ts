import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { accessLog, loggedUrl } from './access-log.js';

describe('loggedUrl', () => {
  it.each([
    ['/api/user', '/api/user'],
    ['/result/1?token=demo-approved', '/result/1?token=[redacted]'],
    ['/api/applications/1?view=full&token=abc&x', '/api/applications/1?view=full&token=[redacted]&x'],
    ['/reset?Password=p&api_key=k&access_token=t&session=s', '/reset?Password=[redacted]&api_key=[redacted]&access_token=[redacted]&session=[redacted]'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});

describe('accessLog', () => {
  /** An app with the access log in front of a few routes; `lines` holds what the logger wrote. */
  async function withApp(run: (url: string, lines: () => Record<string, unknown>[]) => Promise<void>): Promise<void> {
    const written: string[] = [];
    const logger = createLogger({ env: 'production', logLevel: 'info' }, { write: (line: string) => written.push(line) });
    const app = express();
    app.use(accessLog(logger));
    app.get('/api/ok', (req, res) => {
      req.log.info({ body: { password: 'a-secret-word' } }, 'inside');
      res.json({ ok: true });
    });
    app.get('/api/broken', (_req, res) => {
      res.status(500).json({ message: 'Internal server error' });
    });
    app.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, () => written.map((line) => JSON.parse(line) as Record<string, unknown>));
    } finally {
      server.close();
    }
  }

  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('writes one access line per answer, in the fields and order pino-http wrote, with the request id sent back', async () => {
    await withApp(async (url, lines) => {
      const response = await fetch(`${url}/api/ok?token=abc&x=1`, { headers: { 'x-request-id': 'req-1', 'user-agent': 'probe/1' } });
      expect(response.headers.get('x-request-id')).toBe('req-1');
      await settled();
      const [inside, access] = lines();
      // The request's own logger carries the id, and still redacts what it is given.
      expect(inside).toMatchObject({ level: 30, reqId: 'req-1', body: { password: '[redacted]' }, msg: 'inside' });
      expect(Object.keys(access!)).toEqual(['level', 'time', 'reqId', 'req', 'res', 'responseTime', 'msg']);
      expect(access).toMatchObject({
        level: 30,
        reqId: 'req-1',
        req: { method: 'GET', url: '/api/ok?token=[redacted]&x=1', remoteAddress: '127.0.0.1', userAgent: 'probe/1' },
        res: { statusCode: 200 },
      });
      expect(access!.msg).toBe(`GET /api/ok?token=[redacted]&x=1 200 ${String(access!.responseTime)} ms`);
      expect(JSON.stringify(lines())).not.toMatch(/abc|a-secret-word/);
    });
  });

  it('logs a 5xx at error level without the time in the message, and health-check successes only at debug', async () => {
    await withApp(async (url, lines) => {
      const broken = await fetch(`${url}/api/broken`);
      await fetch(`${url}/healthz`);
      await settled();
      expect(lines()).toHaveLength(1);
      expect(lines()[0]).toMatchObject({ level: 50, reqId: broken.headers.get('x-request-id'), res: { statusCode: 500 }, msg: 'GET /api/broken 500' });
      expect(broken.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
