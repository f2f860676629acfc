import type { NextFunction, Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Loopback and private networks (RFC 1918, RFC 4193, link-local): a scraper inside the deployment. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  return family !== 0 && PRIVATE.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Who may read /metrics: a client on a loopback or private address, or one with `Authorization: Bearer
 * <METRICS_TOKEN>`. The address is Express's `req.ip`, which is the socket's peer unless TRUST_PROXY names a proxy.
 * Without TRUST_PROXY, a request that came through a proxy (it carries X-Forwarded-For or Forwarded) is only let in
 * by the token: the proxy's own private address says nothing about the client behind it. Everyone else gets a plain
 * 404, as for a path that does not exist.
 */
export function metricsAccess(token: string | undefined, trustProxy: unknown) {
  const proxyTrusted = trustProxy !== undefined && trustProxy !== false;
  return (req: Request, res: Response, next: NextFunction): void => {
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    const byAddress = (proxyTrusted || !forwarded) && isPrivateAddress(req.ip);
    if (byAddress || bearerMatches(req.headers.authorization, token)) return next();
    res.status(404).type('text').send('Not found');
  };
}
