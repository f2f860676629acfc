import type { NextFunction, Request, Response } from 'express';

/**
 * For an instance whose TRUST_PROXY is unset (issue 27 item 9): behind a proxy, every request then comes from the
 * proxy's address, so the throttles that count per address (sign-in, registration, public forms) count every visitor
 * as one, and one attacker's failures lock fresh sign-ins for everyone. The first request that carries
 * X-Forwarded-For is the sign of such a proxy: it logs one warning; every later one passes untouched.
 */
export function untrustedProxyWarning() {
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      const remoteAddress = req.socket.remoteAddress;
      req.log.warn(
        { remoteAddress },
        `Requests carry X-Forwarded-For but TRUST_PROXY is unset: every client behind the proxy has its address (${remoteAddress}), so one client’s failed sign-ins lock sign-ins for all. Set TRUST_PROXY to the proxy’s hop count or addresses (see the README’s "The proxy"), or TRUST_PROXY=false if no proxy is in front`,
      );
    }
    next();
  };
}
