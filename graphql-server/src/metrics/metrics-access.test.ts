import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { isPrivateAddress, metricsAccess } from './metrics-access.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.0.3.4',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.1.1',
    'fd12:3456::1',
    'fe80::1',
  ])('lets %s in', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['203.0.113.7', '172.32.0.1', '8.8.8.8', '::ffff:8.8.8.8', '2001:db8::1', '', undefined, 'not-an-address'])(
    'keeps %s out',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});

function attempt(check: ReturnType<typeof metricsAccess>, ip: string, headers: Record<string, string> = {}) {
  const next = vi.fn();
  const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn().mockReturnThis() };
  check({ ip, headers } as unknown as Request, res as unknown as Response, next);
  return next.mock.calls.length > 0 ? 'allowed' : res.status.mock.calls[0]![0];
}

describe('metricsAccess', () => {
  const token = 'a-metrics-token-of-32-characters!';

  it('lets private addresses in, and anyone with the token', () => {
    const check = metricsAccess(token, undefined);
    expect(attempt(check, '10.0.0.5')).toBe('allowed');
    expect(attempt(check, '203.0.113.7')).toBe(404);
    expect(attempt(check, '203.0.113.7', { authorization: `Bearer ${token}` })).toBe('allowed');
    expect(attempt(check, '203.0.113.7', { authorization: `Bearer ${token}x` })).toBe(404);
    expect(attempt(check, '203.0.113.7', { authorization: token })).toBe(404);
  });

  it('without TRUST_PROXY, a request through a proxy gets in only with the token: the proxy is the private address', () => {
    const check = metricsAccess(token, undefined);
    expect(attempt(check, '10.0.0.2', { 'x-forwarded-for': '203.0.113.7' })).toBe(404);
    expect(attempt(check, '10.0.0.2', { forwarded: 'for=203.0.113.7' })).toBe(404);
    expect(attempt(check, '10.0.0.2', { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${token}` })).toBe(
      'allowed',
    );
    // With a trusted proxy, req.ip is the client's own address.
    expect(attempt(metricsAccess(token, 'loopback'), '10.0.0.9', { 'x-forwarded-for': '10.0.0.9' })).toBe('allowed');
  });

  it('without a token configured, no bearer gets in', () => {
    expect(attempt(metricsAccess(undefined, undefined), '203.0.113.7', { authorization: 'Bearer ' })).toBe(404);
  });
});
